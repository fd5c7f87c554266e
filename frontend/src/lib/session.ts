import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, removeStorage } from './storage';

/**
 * The signed-in session as the storefront keeps it: token, isAdmin, userName, profilePicture
 * in localStorage (spec §3). The accounts feature writes these; everything else only reads them
 * through this module.
 */
export interface Session {
  token: string;
  userName: string;
  isAdmin: boolean;
  profilePicture: string | null;
}

export type TokenState = 'none' | 'valid' | 'expired' | 'invalid';

interface TokenPayload {
  exp?: number;
  isAdmin?: boolean;
  [key: string]: unknown;
}

/** Decodes the payload of a JWT without verifying it (the server does that). Null when undecodable. */
export function decodeToken(token: string): TokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload = JSON.parse(json) as unknown;
    return payload && typeof payload === 'object' ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function tokenState(token: string | null, now = Date.now()): TokenState {
  if (!token) return 'none';
  const payload = decodeToken(token);
  if (!payload) return 'invalid';
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return 'expired';
  return 'valid';
}

export function readSession(): Session | null {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return null;
  const payload = decodeToken(token);
  return {
    token,
    userName: readStorage(STORAGE_KEYS.userName) ?? '',
    isAdmin: readStorage(STORAGE_KEYS.isAdmin) === 'true' || payload?.isAdmin === true,
    profilePicture: readStorage(STORAGE_KEYS.profilePicture),
  };
}

/** Removes the session keys (logout, expired or rejected token). */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.isAdmin, STORAGE_KEYS.userName, STORAGE_KEYS.profilePicture);
  notifySessionChange();
}

// --- a tiny store so components re-render when the session changes (this tab or another) ---
const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;

function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.token === b.token &&
    a.userName === b.userName &&
    a.isAdmin === b.isAdmin &&
    a.profilePicture === b.profilePicture
  );
}

function getSnapshot(): Session | null {
  const next = readSession();
  if (snapshot === undefined || !sameSession(snapshot, next)) snapshot = next;
  return snapshot;
}

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.userName)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session (null for a visitor), updated on sign-in, sign-out and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
