import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import {
  STORAGE_KEYS,
  isSessionPersistent,
  readStorage,
  removeStorage,
  writeSessionValues,
  type SessionKey,
} from './storage';

/**
 * The signed-in session as the storefront keeps it (docs/design/accounts.md): token, isAdmin, userName, userEmail,
 * profilePicture under the storefront's storage keys. Storage is written only through this module; a Redux
 * slice mirrors it so components re-render on sign-in, sign-out and changes made in other tabs.
 */
export interface Session {
  token: string;
  userName: string;
  userEmail: string;
  isAdmin: boolean;
  profilePicture: string | null;
}

export type TokenState = 'none' | 'valid' | 'expired' | 'invalid';

export interface TokenPayload {
  sub?: string | number;
  exp?: number;
  isAdmin?: boolean;
  [key: string]: unknown;
}

/** Decodes the payload of a JWT without verifying it (the server does that). Null when undecodable. */
export function decodeToken(token: string): TokenPayload | null {
  const parts = token.split('.');
  const part = parts[1];
  if (parts.length !== 3 || !part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload = JSON.parse(json) as unknown;
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as TokenPayload)
      : null;
  } catch {
    return null;
  }
}

/** none (no token), invalid (undecodable), expired (exp in the past), or valid. */
export function tokenState(token: string | null, now = Date.now()): TokenState {
  if (!token) return 'none';
  const payload = decodeToken(token);
  if (!payload) return 'invalid';
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return 'expired';
  return 'valid';
}

/** The administrator flag carried by the token (false when absent or undecodable). */
export function tokenIsAdmin(token: string): boolean {
  return decodeToken(token)?.isAdmin === true;
}

export function readSession(): Session | null {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return null;
  return {
    token,
    userName: readStorage(STORAGE_KEYS.userName) ?? '',
    userEmail: readStorage(STORAGE_KEYS.userEmail) ?? '',
    isAdmin: readStorage(STORAGE_KEYS.isAdmin) === 'true' || tokenIsAdmin(token),
    profilePicture: readStorage(STORAGE_KEYS.profilePicture) || null,
  };
}

export interface SignedInUser {
  email?: string;
  firstName?: string;
  lastName?: string;
  isAdmin?: boolean;
  profilePicture?: string | null;
}

export function fullName(firstName?: string, lastName?: string): string {
  return [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Starts a session after sign-in. `remember` ('Se souvenir de moi') keeps it in localStorage;
 * otherwise it lives in sessionStorage and ends with the browser.
 */
export function saveSession(token: string, user: SignedInUser, remember: boolean): Session {
  const isAdmin = user.isAdmin === true || tokenIsAdmin(token);
  writeSessionValues(
    {
      token,
      isAdmin: String(isAdmin),
      userName: fullName(user.firstName, user.lastName),
      userEmail: user.email ?? null,
      profilePicture: user.profilePicture || null,
    },
    remember,
    true,
  );
  notifySessionChange();
  return readSession()!;
}

/** Updates parts of the current session (new token after a password change, new name), where it lives. */
export function updateSession(values: Partial<Record<SessionKey, string | null>>): void {
  if (!readStorage(STORAGE_KEYS.token)) return;
  writeSessionValues(values, isSessionPersistent());
  notifySessionChange();
}

/** Removes the session keys (logout, expired or rejected token). */
export function clearSession(): void {
  removeStorage(
    STORAGE_KEYS.token,
    STORAGE_KEYS.isAdmin,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.userEmail,
    STORAGE_KEYS.profilePicture,
  );
  notifySessionChange();
}

/** Where an administrator goes after sign-in, and where others go (back where they came from, else home). */
export function homeAfterSignIn(isAdmin: boolean, from?: string | null): string {
  if (isAdmin) return '/admin';
  return safeReturnPath(from) ?? '/';
}

/** Only same-site paths are accepted as a return address (never //host or a full URL). */
export function safeReturnPath(from?: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  const path = from.split(/[?#]/)[0];
  if (['/login', '/register', '/auth/callback', '/email-verification'].includes(path)) return null;
  if (path.startsWith('/reset-password')) return null;
  return from;
}

// --- change notifications: this tab (explicit) and other tabs (storage events) ---
const listeners = new Set<() => void>();

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

const WATCHED_KEYS: string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.isAdmin,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.profilePicture,
];

/** Calls `listener` whenever the session may have changed (here or in another tab). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || WATCHED_KEYS.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// --- the Redux slice mirroring the stored session ---
export interface SessionState {
  current: Session | null;
}

function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.token === b.token &&
    a.userName === b.userName &&
    a.userEmail === b.userEmail &&
    a.isAdmin === b.isAdmin &&
    a.profilePicture === b.profilePicture
  );
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ current: readSession() }),
  reducers: {
    /** The stored session was (re)read: after sign-in, sign-out, a profile update or another tab's change. */
    sessionLoaded(state, action: PayloadAction<Session | null>) {
      if (!sameSession(state.current, action.payload)) state.current = action.payload;
    },
  },
});

export const { sessionLoaded } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }): Session | null => state.session.current;

/** The current session (null for a visitor), updated on sign-in, sign-out and changes in other tabs. */
export function useSession(): Session | null {
  return useSelector(selectSession);
}
