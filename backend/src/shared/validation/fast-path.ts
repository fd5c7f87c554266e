/**
 * A request class's fast path (docs/performance.md, "A limited edition's launch"): a hand-written check
 * that recognises a body the class's decorators certainly accept, and builds the same instance the
 * global ValidationPipe would (class-transformer's copy of the body, nested classes included). It
 * answers undefined for anything else, however likely valid: that body then goes through the pipe as
 * before, so every refusal keeps exactly its code, messages and fields. Only for a hot route whose
 * body is small and plain (the cart's quote), where class-transformer and class-validator were the
 * largest cost of the request.
 */
export const FAST_PATH = Symbol('fastPath');

export interface WithFastPath {
  [FAST_PATH](body: unknown): object | undefined;
}

export function hasFastPath(metatype: unknown): metatype is WithFastPath {
  return typeof metatype === 'function' && typeof (metatype as Partial<WithFastPath>)[FAST_PATH] === 'function';
}

/** A plain JSON object (not an array, not null) whose own keys are all in `allowed`. */
export function isPlainWith(value: unknown, allowed: ReadonlySet<string>): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}
