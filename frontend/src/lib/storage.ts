/**
 * The browser storage keys of the storefront (docs/design/frontend.md, "Browser storage keys").
 * Every read and write of localStorage goes through these names.
 */
export const STORAGE_KEYS = {
  cart: 'cart',
  token: 'token',
  isAdmin: 'isAdmin',
  userName: 'userName',
  userEmail: 'userEmail',
  profilePicture: 'profilePicture',
  cartDiscount: 'cartDiscount',
  couponCode: 'couponCode',
  currentOrderId: 'currentOrderId',
  molliePaymentId: 'molliePaymentId',
  paymentStartTime: 'paymentStartTime',
  favorites: 'favorites',
  /** Where a shopper who left to create an account returns after the e-mail link and sign-in. */
  returnAfterSignIn: 'returnAfterSignIn',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The keys of the signed-in session. They live in localStorage when the customer ticked
 * 'Se souvenir de moi' (the session survives closing the browser), otherwise in sessionStorage
 * (the session ends with the browser). This module alone decides where they are read and written.
 */
export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.isAdmin,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.profilePicture,
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

function isSessionKey(key: StorageKey): key is SessionKey {
  return (SESSION_KEYS as readonly string[]).includes(key);
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function get(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(kind: 'local' | 'session', key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not kept.
  }
}

function remove(kind: 'local' | 'session', key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // ignore
  }
}

/** localStorage can be missing or refuse writes (private mode, full quota): never let that crash a page. */
export function readStorage(key: StorageKey): string | null {
  const value = get('local', key);
  if (value !== null || !isSessionKey(key)) return value;
  return get('session', key);
}

export function writeStorage(key: StorageKey, value: string): void {
  set('local', key, value);
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) {
    remove('local', key);
    if (isSessionKey(key)) remove('session', key);
  }
}

/** True when the current session was kept with 'Se souvenir de moi' (it lives in localStorage). */
export function isSessionPersistent(): boolean {
  return get('local', STORAGE_KEYS.token) !== null;
}

/**
 * Writes session values: in localStorage when `persistent`, else in sessionStorage. A null value
 * removes the key. With `replace`, every other session key is removed from both areas first.
 */
export function writeSessionValues(
  values: Partial<Record<SessionKey, string | null>>,
  persistent: boolean,
  replace = false,
): void {
  const target = persistent ? 'local' : 'session';
  const other = persistent ? 'session' : 'local';
  for (const key of SESSION_KEYS) {
    if (!(key in values)) {
      if (replace) {
        remove('local', key);
        remove('session', key);
      }
      continue;
    }
    const value = values[key];
    remove(other, key);
    if (value === null || value === undefined) remove(target, key);
    else set(target, key, value);
  }
}

/** Reads a JSON value; a missing or unparsable value gives null. */
export function readJson(key: StorageKey): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
