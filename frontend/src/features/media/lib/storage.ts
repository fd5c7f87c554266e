/** The image tools' localStorage keys (docs/design/media.md) and safe access to them. */

export const MEDIA_KEYS = {
  /** Legacy home of the gallery; read once and moved into IndexedDB. */
  gallery: 'adminGallery',
  favorites: 'adminGalleryFavorites',
  gallerySettings: 'adminGallerySettings',
  presets: 'photoEditorPresets',
} as const;

export type MediaKey = (typeof MEDIA_KEYS)[keyof typeof MEDIA_KEYS];

export class StorageFullError extends Error {
  constructor() {
    super('Espace de stockage insuffisant');
    this.name = 'StorageFullError';
  }
}

/** True for the errors browsers raise when storage is full (names differ between engines). */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as { name?: unknown }).name;
  const code = (error as { code?: unknown }).code;
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    name === 'StorageFullError' ||
    code === 22 ||
    code === 1014
  );
}

export function readJsonKey(key: MediaKey): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Writes a JSON value; a full quota throws StorageFullError, the old value staying in place. */
export function writeJsonKey(key: MediaKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError();
    throw error;
  }
}

export function removeKey(key: MediaKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing to remove
  }
}
