import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { getGalleryImage } from '../lib/db';
import { DEFAULT_ADJUSTMENTS } from '../lib/filters';
import { dataUrlToBlob, readFileBlob } from '../lib/files';
import { newId, type GalleryImage } from '../lib/gallery';
import { uploadError } from '../lib/validation';
import type { Renderer } from '../render/renderer';
import { EDITOR_MESSAGES } from './messages';

/** Longest side of the copy shown on the stage (exports always use the full photo). */
const STAGE_MAX_SIDE = 2400;

export interface LoadedImage {
  key: string;
  name: string;
  type: string;
  size: number;
  url: string;
  width: number;
  height: number;
  galleryId?: string;
}

/** A centred square 96 px thumbnail of a loaded photo, for the adjustment previews. */
function thumbnailOf(renderer: Renderer, key: string, width: number, height: number): Promise<Blob> {
  const side = Math.min(width, height);
  return renderer.render(key, {
    crop: {
      x: Math.round((width - side) / 2),
      y: Math.round((height - side) / 2),
      width: side,
      height: side,
    },
    rotation: 0,
    adjustments: DEFAULT_ADJUSTMENTS,
    width: 96,
    height: 96,
    format: 'jpeg',
    quality: 0.8,
  });
}

/**
 * The photo being edited: opened from a file, the gallery (picker or `?image=<id>`) or a recent
 * export; the renderer holds the full photo, the stage a screen-sized copy. `onOpened` runs once a
 * photo replaces the previous one.
 */
export function useImageSource(renderer: Renderer, onOpened: (width: number, height: number) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const imageRef = useRef<LoadedImage | null>(null);

  useEffect(
    () => () => {
      const current = imageRef.current;
      if (current) {
        renderer.unload(current.key);
        URL.revokeObjectURL(current.url);
      }
    },
    [renderer],
  );

  useEffect(() => {
    if (!thumbnail) return;
    return () => URL.revokeObjectURL(thumbnail);
  }, [thumbnail]);

  const openBlob = useCallback(
    async (blob: Blob, name: string, galleryId?: string): Promise<boolean> => {
      const key = newId();
      let dims: { width: number; height: number };
      try {
        dims = await renderer.load(key, blob);
      } catch {
        toast.error(EDITOR_MESSAGES.readImage);
        return false;
      }
      // The stage shows a screen-sized copy made off the main thread and decoded before it is
      // shown: painting a 12-megapixel photo would block the page for most of a second.
      let display: Blob = blob;
      const longest = Math.max(dims.width, dims.height);
      if (longest > STAGE_MAX_SIDE) {
        const scale = STAGE_MAX_SIDE / longest;
        try {
          display = await renderer.render(key, {
            crop: { x: 0, y: 0, width: dims.width, height: dims.height },
            rotation: 0,
            adjustments: DEFAULT_ADJUSTMENTS,
            width: Math.round(dims.width * scale),
            height: Math.round(dims.height * scale),
            format: blob.type === 'image/jpeg' ? 'jpeg' : 'png',
            quality: 0.92,
          });
        } catch {
          display = blob;
        }
      }
      const url = URL.createObjectURL(display);
      const probe = new Image();
      probe.src = url;
      await probe.decode().catch(() => undefined);
      const previous = imageRef.current;
      if (previous) {
        renderer.unload(previous.key);
        URL.revokeObjectURL(previous.url);
      }
      const loaded: LoadedImage = {
        key,
        name,
        type: blob.type,
        size: blob.size,
        url,
        width: dims.width,
        height: dims.height,
        galleryId,
      };
      imageRef.current = loaded;
      setImage(loaded);
      onOpened(dims.width, dims.height);
      thumbnailOf(renderer, key, dims.width, dims.height)
        .then((thumb) => setThumbnail(URL.createObjectURL(thumb)))
        .catch(() => setThumbnail(null));
      return true;
    },
    [renderer, onOpened],
  );

  const openFile = useCallback(
    async (file: File) => {
      const refused = uploadError(file, 'editor');
      if (refused) {
        toast.error(refused);
        return;
      }
      performance.mark('media-open-start');
      let blob: Blob;
      try {
        blob = await readFileBlob(file);
      } catch {
        toast.error(EDITOR_MESSAGES.readFile);
        return;
      }
      if (await openBlob(blob, file.name)) performance.measure('media-open', 'media-open-start');
    },
    [openBlob],
  );

  const openGalleryImage = useCallback(
    async (entry: GalleryImage) => {
      setPickerOpen(false);
      try {
        const blob = await dataUrlToBlob(entry.dataUrl);
        await openBlob(blob, entry.originalName || entry.name, entry.id);
      } catch {
        toast.error(EDITOR_MESSAGES.loadImage);
      }
    },
    [openBlob],
  );

  // /admin/image-editor?image=<id> opens a gallery image.
  const requestedId = searchParams.get('image');
  useEffect(() => {
    if (!requestedId) return;
    let live = true;
    getGalleryImage(requestedId)
      .then((entry) => {
        if (!live) return;
        if (entry) void openGalleryImage(entry);
        else toast.error(EDITOR_MESSAGES.loadImage);
      })
      .catch(() => live && toast.error(EDITOR_MESSAGES.loadImage))
      .finally(() => live && setSearchParams({}, { replace: true }));
    return () => {
      live = false;
    };
  }, [requestedId, openGalleryImage, setSearchParams]);

  return { image, thumbnail, openBlob, openFile, openGalleryImage, pickerOpen, setPickerOpen };
}
