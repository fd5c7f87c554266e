import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBObjectStore as FakeStore } from 'fake-indexeddb';
import {
  DB_NAME,
  addRecent,
  closeDatabase,
  deleteGalleryImages,
  listGallery,
  listRecent,
  putGalleryImage,
  type RecentExport,
} from './db';
import type { GalleryImage } from './gallery';
import { StorageFullError } from './storage';

function image(id: string): GalleryImage {
  return {
    id,
    name: `${id}.png`,
    originalName: `${id}.png`,
    dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    size: 8,
    type: 'image/png',
    createdAt: new Date().toISOString(),
    dimensions: { width: 1, height: 1 },
    tags: [],
    description: '',
    metadata: {},
  };
}

afterEach(async () => {
  await closeDatabase();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('image storage (IndexedDB)', () => {
  it('keeps, lists and deletes gallery images', async () => {
    await putGalleryImage(image('a'));
    await putGalleryImage(image('b'));
    expect((await listGallery()).map((i) => i.id).sort()).toEqual(['a', 'b']);
    await deleteGalleryImages(['a']);
    expect((await listGallery()).map((i) => i.id)).toEqual(['b']);
  });

  it('discards stored entries missing id, data or original name', async () => {
    await putGalleryImage(image('good'));
    await putGalleryImage({ ...image('bad'), dataUrl: '' });
    expect((await listGallery()).map((i) => i.id)).toEqual(['good']);
  });

  it('moves a legacy localStorage gallery into IndexedDB', async () => {
    localStorage.setItem('adminGallery', JSON.stringify([image('old'), { id: 'broken' }]));
    expect((await listGallery()).map((i) => i.id)).toEqual(['old']);
    expect(localStorage.getItem('adminGallery')).toBeNull();
  });

  it('reports a full quota as "Espace de stockage insuffisant" and loses nothing stored', async () => {
    await putGalleryImage(image('kept'));
    const put = vi.spyOn(FakeStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(putGalleryImage(image('new'))).rejects.toBeInstanceOf(StorageFullError);
    await expect(putGalleryImage(image('new'))).rejects.toThrow('Espace de stockage insuffisant');
    put.mockRestore();
    expect((await listGallery()).map((i) => i.id)).toEqual(['kept']);
  });

  it('keeps the 20 most recent exports, newest first', async () => {
    for (let i = 0; i < 23; i++) {
      const entry: RecentExport = {
        id: `e${i}`,
        name: `e${i}.jpg`,
        blob: new Blob(['x']),
        size: 1,
        compression: 0.6,
        dimensions: { width: 800, height: 800 },
        format: 'jpeg',
        timestamp: 1000 + i,
      };
      await addRecent(entry);
    }
    const recent = await listRecent();
    expect(recent).toHaveLength(20);
    expect(recent[0].id).toBe('e22');
    expect(recent[19].id).toBe('e3');
  });
});
