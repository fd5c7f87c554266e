import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeStorage } from '../../lib/storage';

/** Favourite product ids, kept in localStorage 'favorites' until accounts keep them server-side. */
const listeners = new Set<() => void>();
let cache: { raw: string; ids: number[] } | null = null;

function readFavorites(): number[] {
  const value = readJson(STORAGE_KEYS.favorites);
  const ids = Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  const raw = ids.join(',');
  if (!cache || cache.raw !== raw) cache = { raw, ids };
  return cache.ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.favorites) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function toggleFavorite(id: number): boolean {
  const ids = readFavorites();
  const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  writeStorage(STORAGE_KEYS.favorites, JSON.stringify(next));
  listeners.forEach((l) => l());
  return next.includes(id);
}

export function useFavorite(id: number): [boolean, () => boolean] {
  const ids = useSyncExternalStore(subscribe, readFavorites, () => [] as number[]);
  const toggle = useCallback(() => toggleFavorite(id), [id]);
  return [ids.includes(id), toggle];
}
