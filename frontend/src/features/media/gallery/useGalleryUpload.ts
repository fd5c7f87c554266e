import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from 'sonner';
import { putGalleryImage } from '../lib/db';
import { readFileAsDataUrl } from '../lib/files';
import { DEFAULT_ADJUSTMENTS } from '../lib/filters';
import { formatBytes, newId, uploadMetadata, type GalleryImage } from '../lib/gallery';
import { StorageFullError } from '../lib/storage';
import { summariseErrors, uploadError } from '../lib/validation';
import { getRenderer } from '../render/renderer';
import { GALLERY_MESSAGES, NOTIFY_MS } from './messages';

const ERRORS_MS = 6000;
const LARGE_DATA = 5 * 1024 * 1024;
const THUMB_SIDE = 320;

export interface UploadRow {
  id: string;
  name: string;
  progress: number;
  status: 'reading' | 'saving' | 'done' | 'error';
  message?: string;
}

/** Decodes a photo in the image worker: its size and a light JPEG for the grid. */
async function describePhoto(file: Blob): Promise<{ width: number; height: number; thumbnail: Blob }> {
  const renderer = getRenderer();
  const key = newId();
  try {
    const { width, height } = await renderer.load(key, file);
    const scale = Math.min(1, THUMB_SIDE / Math.max(width, height));
    const thumbnail = await renderer.render(key, {
      crop: { x: 0, y: 0, width, height },
      rotation: 0,
      adjustments: DEFAULT_ADJUSTMENTS,
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      format: 'jpeg',
      quality: 0.75,
    });
    return { width, height, thumbnail };
  } finally {
    renderer.unload(key);
  }
}

/**
 * Adding photos to the gallery, from the file input or dropped anywhere on the page: each row shows
 * its progress; a full storage stops the rest.
 */
export function useGalleryUpload(setImages: Dispatch<SetStateAction<GalleryImage[] | null>>) {
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const errors: string[] = [];
    const accepted: { file: File; row: UploadRow }[] = [];
    for (const file of files) {
      const refused = uploadError(file, 'gallery');
      if (refused) errors.push(refused);
      else accepted.push({ file, row: { id: newId(), name: file.name, progress: 0, status: 'reading' } });
    }
    setUploads(accepted.map((a) => a.row));
    const patchRow = (id: string, patch: Partial<UploadRow>) =>
      setUploads((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

    let added = 0;
    let full = false;
    for (const { file, row } of accepted) {
      if (full) {
        patchRow(row.id, { status: 'error', message: GALLERY_MESSAGES.storageFull });
        continue;
      }
      try {
        const dataUrl = await readFileAsDataUrl(file, (share) =>
          patchRow(row.id, { progress: Math.round(share * 90) }),
        );
        if (dataUrl.length > LARGE_DATA)
          console.warn(`Image volumineuse (${formatBytes(dataUrl.length)}) : ${file.name}`);
        patchRow(row.id, { status: 'saving', progress: 92 });
        const photo = await describePhoto(file);
        const entry: GalleryImage = {
          id: newId(),
          name: file.name,
          originalName: file.name,
          dataUrl,
          thumbnailUrl: await readFileAsDataUrl(photo.thumbnail),
          size: file.size,
          type: file.type,
          createdAt: new Date().toISOString(),
          dimensions: { width: photo.width, height: photo.height },
          tags: [],
          description: '',
          metadata: uploadMetadata(photo.width, photo.height, file.lastModified),
        };
        await putGalleryImage(entry);
        added++;
        setImages((current) => [...(current ?? []), entry]);
        patchRow(row.id, { status: 'done', progress: 100 });
      } catch (error) {
        if (error instanceof StorageFullError) {
          full = true;
          patchRow(row.id, { status: 'error', message: GALLERY_MESSAGES.storageFull });
          toast.error(GALLERY_MESSAGES.storageFull, { duration: NOTIFY_MS });
        } else {
          const message = `${file.name} : lecture impossible`;
          errors.push(message);
          patchRow(row.id, { status: 'error', message });
        }
      }
    }
    if (added > 0) {
      toast.success(added === 1 ? 'Image ajoutée à la galerie' : `${added} images ajoutées à la galerie`, {
        duration: NOTIFY_MS,
      });
    }
    const summary = summariseErrors(errors);
    if (summary) toast.warning(summary, { duration: ERRORS_MS });
    setTimeout(() => setUploads((rows) => rows.filter((row) => row.status !== 'done')), 1500);
  };

  const uploadRef = useRef(upload);
  useEffect(() => {
    uploadRef.current = upload;
  });

  // Drag-and-drop anywhere on the page.
  useEffect(() => {
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const onEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current++;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const onLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      void uploadRef.current(Array.from(event.dataTransfer?.files ?? []));
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  return { upload, uploads, dragging };
}
