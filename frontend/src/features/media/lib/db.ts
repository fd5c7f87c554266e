/**
 * Image data lives in IndexedDB (localStorage holds only about 5 MB; docs/design/media.md): the gallery and
 * the export tool's 'Images récentes'. Each write is one transaction, so a full quota refuses the
 * new image and leaves everything already stored in place.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { sanitiseEntries, type GalleryImage } from './gallery';
import type { ExportFormat } from './quality';
import { MEDIA_KEYS, StorageFullError, isQuotaError, readJsonKey, removeKey } from './storage';

export const DB_NAME = 'boxplaisir-images';
export const RECENT_LIMIT = 20;

/** An export-tool history entry (docs/design/media.md), its image kept as a Blob. */
export interface RecentExport {
  id: string;
  name: string;
  blob: Blob;
  /** KB */
  size: number;
  /** quality 0..1, null for PNG */
  compression: number | null;
  dimensions: { width: number; height: number };
  format: ExportFormat;
  timestamp: number;
}

interface MediaDB extends DBSchema {
  gallery: { key: string; value: GalleryImage };
  recent: { key: string; value: RecentExport; indexes: { timestamp: number } };
}

let dbPromise: Promise<IDBPDatabase<MediaDB>> | null = null;

function db(): Promise<IDBPDatabase<MediaDB>> {
  dbPromise ??= openDB<MediaDB>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('gallery', { keyPath: 'id' });
      const recent = database.createObjectStore('recent', { keyPath: 'id' });
      recent.createIndex('timestamp', 'timestamp');
    },
    blocking() {
      // Another tab upgrades the database: let it.
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  }).catch((error: unknown) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** For the tests: forget the open connection. */
export async function closeDatabase(): Promise<void> {
  const current = dbPromise;
  dbPromise = null;
  if (current) (await current.catch(() => null))?.close();
}

function storageError(error: unknown): Error {
  if (isQuotaError(error)) return new StorageFullError();
  return error instanceof Error ? error : new Error(String(error));
}

/** Moves a gallery left in localStorage by the earlier back office into IndexedDB, once. */
async function migrateLegacyGallery(database: IDBPDatabase<MediaDB>): Promise<void> {
  const legacy = sanitiseEntries(readJsonKey(MEDIA_KEYS.gallery));
  if (legacy.length === 0) {
    if (readJsonKey(MEDIA_KEYS.gallery) !== null) removeKey(MEDIA_KEYS.gallery);
    return;
  }
  const tx = database.transaction('gallery', 'readwrite');
  await Promise.all([...legacy.map((image) => tx.store.put(image)), tx.done]);
  removeKey(MEDIA_KEYS.gallery);
}

/** Every gallery image; entries missing id, data or original name are discarded. */
export async function listGallery(): Promise<GalleryImage[]> {
  const database = await db();
  try {
    await migrateLegacyGallery(database);
  } catch {
    // the legacy entries stay in localStorage and are tried again next time
  }
  const raw = await database.getAll('gallery');
  const kept = sanitiseEntries(raw);
  if (kept.length !== raw.length) {
    const keep = new Set(kept.map((image) => image.id));
    const tx = database.transaction('gallery', 'readwrite');
    const broken = raw.filter((item) => !keep.has((item as { id?: string }).id ?? ''));
    await Promise.all([
      ...broken.map((item) => {
        const id = (item as { id?: unknown }).id;
        return typeof id === 'string' ? tx.store.delete(id) : Promise.resolve();
      }),
      tx.done,
    ]).catch(() => undefined);
  }
  return kept;
}

/** Stores one image; a full quota gives StorageFullError ('Espace de stockage insuffisant'). */
export async function putGalleryImage(image: GalleryImage): Promise<void> {
  try {
    const database = await db();
    const tx = database.transaction('gallery', 'readwrite');
    await Promise.all([tx.store.put(image), tx.done]);
  } catch (error) {
    throw storageError(error);
  }
}

export async function getGalleryImage(id: string): Promise<GalleryImage | null> {
  const database = await db();
  const [image] = sanitiseEntries([await database.get('gallery', id)]);
  return image ?? null;
}

export async function deleteGalleryImages(ids: readonly string[]): Promise<void> {
  const database = await db();
  const tx = database.transaction('gallery', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

/** The 20 most recent exports, newest first. */
export async function listRecent(): Promise<RecentExport[]> {
  const database = await db();
  const all = await database.getAllFromIndex('recent', 'timestamp');
  return all.reverse().slice(0, RECENT_LIMIT);
}

/** Adds an export and trims the history to its 20 most recent entries. */
export async function addRecent(entry: RecentExport): Promise<void> {
  try {
    const database = await db();
    const tx = database.transaction('recent', 'readwrite');
    await tx.store.put(entry);
    const keys = await tx.store.index('timestamp').getAllKeys();
    const excess = keys.length - RECENT_LIMIT;
    for (let i = 0; i < excess; i++) await tx.store.delete(keys[i]);
    await tx.done;
  } catch (error) {
    throw storageError(error);
  }
}

export async function deleteRecent(id: string): Promise<void> {
  const database = await db();
  await database.delete('recent', id);
}
