import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { toPixels, type PixelRect } from '../lib/crop';
import { addRecent, listRecent, putGalleryImage, type RecentExport } from '../lib/db';
import { blobToDataUrl, downloadBlob } from '../lib/files';
import { formatBytes, newId, type GalleryImage } from '../lib/gallery';
import { encoderQuality, exportFileName, type ExportFormat, type ExportSize } from '../lib/quality';
import { StorageFullError } from '../lib/storage';
import { usePublishToShop } from '../lib/usePublishToShop';
import type { RenderJob } from '../render/draw';
import type { Renderer } from '../render/renderer';
import type { Edit } from './editorState';
import { EDITED_WITH, EDITOR_MESSAGES, announce, countOf, errorMessage } from './messages';
import type { LoadedImage } from './useImageSource';

export type Progress = { label: string; done: number; total: number } | null;

interface ExportInputs {
  renderer: Renderer;
  image: LoadedImage | null;
  edit: Edit;
  format: ExportFormat;
  quality: number;
  outSize: { width: number; height: number };
  cropPixels: PixelRect | null;
  aspect: number;
}

/** What leaves the editor: download, several sizes, the gallery, the shop; and the recent exports. */
export function useExports({
  renderer,
  image,
  edit,
  format,
  quality,
  outSize,
  cropPixels,
  aspect,
}: ExportInputs) {
  const [busy, setBusy] = useState(false);
  const [sizesProgress, setSizesProgress] = useState<Progress>(null);
  const [recent, setRecent] = useState<RecentExport[]>([]);
  const { publish, progress: publishProgress } = usePublishToShop();

  useEffect(() => {
    let live = true;
    listRecent()
      .then((entries) => live && setRecent(entries))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const jobFor = useCallback(
    (width: number, height: number, overrides: Partial<RenderJob> = {}): RenderJob | null => {
      if (!image) return null;
      return {
        crop: toPixels(edit.crop, image.width, image.height),
        rotation: edit.rotation,
        adjustments: edit.adjustments,
        width,
        height,
        format,
        quality: encoderQuality(format, quality),
        ...overrides,
      };
    },
    [image, edit, format, quality],
  );

  const remember = useCallback(async (blob: Blob, name: string, job: RenderJob) => {
    const entry: RecentExport = {
      id: newId(),
      name,
      blob,
      size: Math.round((blob.size / 1024) * 10) / 10,
      compression: job.quality ?? null,
      dimensions: { width: job.width, height: job.height },
      format: job.format,
      timestamp: Date.now(),
    };
    try {
      await addRecent(entry);
      setRecent(await listRecent());
    } catch (error) {
      if (error instanceof StorageFullError) toast.warning(EDITOR_MESSAGES.storageFull, { duration: 6000 });
    }
  }, []);

  /** The output-size job of the photo, or null (and a message) when none is open. */
  const outputJob = useCallback((): { job: RenderJob; image: LoadedImage } | null => {
    const job = jobFor(outSize.width, outSize.height);
    if (!job || !image) {
      toast.error(EDITOR_MESSAGES.nothingToSave);
      return null;
    }
    return { job, image };
  }, [jobFor, outSize.width, outSize.height, image]);

  const exportImage = useCallback(async () => {
    const target = outputJob();
    if (!target) return;
    const { job, image } = target;
    setBusy(true);
    performance.mark('media-export-start');
    try {
      const blob = await renderer.render(image.key, job);
      const name = exportFileName(image.name, job.width, job.height, job.format);
      downloadBlob(blob, name);
      performance.measure('media-export', 'media-export-start');
      announce(`Image exportée : ${name} (${formatBytes(blob.size)})`);
      await remember(blob, name, job);
    } catch {
      toast.error(EDITOR_MESSAGES.generation);
    } finally {
      setBusy(false);
    }
  }, [outputJob, renderer, remember]);

  const publishToShop = useCallback(async () => {
    const target = outputJob();
    if (!target) return;
    const { job, image } = target;
    setBusy(true);
    let blob: Blob;
    try {
      blob = await renderer.render(image.key, job);
    } catch {
      toast.error(EDITOR_MESSAGES.generation);
      setBusy(false);
      return;
    }
    setBusy(false);
    await publish(blob, exportFileName(image.name, job.width, job.height, job.format));
  }, [outputJob, renderer, publish]);

  const saveToGallery = useCallback(async () => {
    const target = outputJob();
    if (!target) return;
    const { job, image } = target;
    setBusy(true);
    try {
      let blob: Blob;
      let thumb: Blob;
      try {
        blob = await renderer.render(image.key, job);
        const scale = 300 / Math.max(job.width, job.height);
        thumb = await renderer.render(image.key, {
          ...job,
          width: Math.max(1, Math.round(job.width * scale)),
          height: Math.max(1, Math.round(job.height * scale)),
          format: 'jpeg',
          quality: 0.75,
        });
      } catch {
        toast.error(EDITOR_MESSAGES.generation);
        return;
      }
      const name = exportFileName(image.name, job.width, job.height, job.format);
      try {
        const entry: GalleryImage = {
          id: newId(),
          name,
          originalName: image.name,
          dataUrl: await blobToDataUrl(blob),
          thumbnailUrl: await blobToDataUrl(thumb),
          size: blob.size,
          type: blob.type,
          createdAt: new Date().toISOString(),
          dimensions: { width: job.width, height: job.height },
          tags: [],
          description: '',
          metadata: {
            editedWith: EDITED_WITH,
            filters: { ...job.adjustments, rotation: job.rotation },
            crop: job.crop,
            source: image.galleryId ?? null,
            format: job.format,
            quality: job.quality ?? null,
          },
        };
        await putGalleryImage(entry);
      } catch (error) {
        toast.error(errorMessage(error, EDITOR_MESSAGES.galleryWrite));
        return;
      }
      announce(`Image sauvegardée dans la galerie : ${name}`);
    } finally {
      setBusy(false);
    }
  }, [outputJob, renderer]);

  const exportSizes = useCallback(
    async (sizes: ExportSize[]) => {
      if (!image || !cropPixels) {
        toast.error(EDITOR_MESSAGES.nothingToSave);
        return;
      }
      const label = 'Export multi-tailles';
      setSizesProgress({ label, done: 0, total: sizes.length });
      const names: string[] = [];
      try {
        for (const [index, size] of sizes.entries()) {
          const width = size.side ?? cropPixels.width;
          const height = size.side ? Math.max(1, Math.round(size.side / aspect)) : cropPixels.height;
          const job = jobFor(width, height)!;
          const blob = await renderer.render(image.key, job);
          const name = exportFileName(image.name, width, height, job.format);
          downloadBlob(blob, name);
          names.push(name);
          await remember(blob, name, job);
          setSizesProgress({ label, done: index + 1, total: sizes.length });
        }
        announce(`${countOf(names.length, 'image', 'exportée')} : ${names.join(', ')}`);
      } catch {
        toast.error(EDITOR_MESSAGES.generation);
      } finally {
        setSizesProgress(null);
      }
    },
    [image, cropPixels, aspect, jobFor, renderer, remember],
  );

  return {
    busy,
    sizesProgress,
    recent,
    publishProgress,
    jobFor,
    exportImage,
    publishToShop,
    saveToGallery,
    exportSizes,
  };
}
