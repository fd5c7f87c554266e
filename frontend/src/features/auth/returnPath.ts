import { safeReturnPath } from '../../lib/session';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** The verification link is valid 24 hours: a return address older than that is forgotten. */
export const RETURN_PATH_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A shopper sent to sign in (from the cart, for instance) who creates an account first leaves the
 * tab: the verification link opens a new page. The page they came from is kept in the browser so the
 * sign-in after verification brings them back to it.
 */
export function rememberReturnPath(from: string | null | undefined, now = Date.now()): void {
  const path = safeReturnPath(from);
  if (path) writeStorage(STORAGE_KEYS.returnAfterSignIn, JSON.stringify({ path, at: now }));
}

/** The remembered page, if recent and safe (read when signing in, never while rendering). */
export function rememberedReturnPath(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.returnAfterSignIn) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (!stored || typeof stored.path !== 'string' || typeof stored.at !== 'number') return null;
    if (now - stored.at > RETURN_PATH_TTL_MS || stored.at > now) return null;
    return safeReturnPath(stored.path);
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  removeStorage(STORAGE_KEYS.returnAfterSignIn);
}
