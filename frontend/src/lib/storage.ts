/**
 * The browser storage keys of the storefront (spec §3, "Local storage keys").
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
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can be missing or refuse writes (private mode, full quota): never let that crash a page. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not kept.
  }
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
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
