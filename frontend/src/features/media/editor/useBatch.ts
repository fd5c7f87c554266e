import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { largestCrop } from '../lib/crop';
import type { Adjustments } from '../lib/filters';
import { downloadBlob, readFileBlob } from '../lib/files';
import { newId } from '../lib/gallery';
import { encoderQuality, exportFileName, type ExportFormat } from '../lib/quality';
import { uploadError } from '../lib/validation';
import type { RenderJob } from '../render/draw';
import type { Renderer } from '../render/renderer';
import { EDITOR_MESSAGES, announce, countOf } from './messages';
import type { Progress } from './useExports';

export interface BatchSettings {
  rotation: number;
  adjustments: Adjustments;
  format: ExportFormat;
  quality: number;
}

export interface BatchResult {
  name: string;
  url: string;
}

/** Batch processing: each file cropped to the output proportions, edited with one setting, downloaded. */
export function useBatch(renderer: Renderer, aspect: number, outSize: { width: number; height: number }) {
  const [batchProgress, setBatchProgress] = useState<Progress>(null);
  const [batchResults, setBatchResults] = useState<BatchResult[]>([]);

  useEffect(() => {
    return () => batchResults.forEach((result) => URL.revokeObjectURL(result.url));
  }, [batchResults]);

  const runBatch = useCallback(
    async (files: File[], settings: BatchSettings) => {
      const label = 'Traitement du lot';
      setBatchResults([]);
      setBatchProgress({ label, done: 0, total: files.length });
      const results: BatchResult[] = [];
      const errors: string[] = [];
      for (const [index, file] of files.entries()) {
        const refused = uploadError(file, 'editor');
        if (refused) {
          errors.push(`${file.name} : ${refused}`);
        } else {
          const key = newId();
          try {
            const blob = await readFileBlob(file);
            const dims = await renderer.load(key, blob);
            const job: RenderJob = {
              crop: largestCrop(dims.width, dims.height, aspect),
              rotation: settings.rotation,
              adjustments: settings.adjustments,
              width: outSize.width,
              height: outSize.height,
              format: settings.format,
              quality: encoderQuality(settings.format, settings.quality),
            };
            const out = await renderer.render(key, job);
            const name = exportFileName(file.name, job.width, job.height, job.format);
            downloadBlob(out, name);
            results.push({ name, url: URL.createObjectURL(out) });
          } catch {
            errors.push(`${file.name} : ${EDITOR_MESSAGES.generation}`);
          } finally {
            renderer.unload(key);
          }
        }
        setBatchProgress({ label, done: index + 1, total: files.length });
      }
      setBatchProgress(null);
      setBatchResults(results);
      if (results.length) announce(`Lot terminé : ${countOf(results.length, 'image', 'traitée')}`);
      if (errors.length) toast.error(errors.join(' · '), { duration: 6000 });
    },
    [renderer, aspect, outSize.width, outSize.height],
  );

  return { batchProgress, batchResults, runBatch };
}
