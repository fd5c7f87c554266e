/** class-transformer `@Transform` functions shared by the request DTOs. */

type Input = { value: unknown };

/** Trims a text; anything else is left to the validators. */
export const trim = ({ value }: Input): unknown => (typeof value === 'string' ? value.trim() : value);

/** A cleared field: null becomes '', a text is trimmed. */
export const nullToEmpty = ({ value }: Input): unknown =>
  value === null ? '' : typeof value === 'string' ? value.trim() : value;

/** "2" → 2; anything else (repeated parameter, "abc", "1.5", "") → NaN, refused by the validators. */
export const toInt = ({ value }: Input): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;
