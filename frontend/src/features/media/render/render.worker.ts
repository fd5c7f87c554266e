/// <reference lib="webworker" />
/**
 * The image worker: decodes photos once (createImageBitmap) and renders edits on an OffscreenCanvas,
 * so the page stays responsive while a 12-megapixel photo is cropped, filtered and encoded.
 */
import { draw, type Source } from './draw';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { formatInfo } from '../lib/quality';

declare const self: DedicatedWorkerGlobalScope;

const sources = new Map<string, Source & { image: ImageBitmap }>();
let canvas: OffscreenCanvas | null = null;

function context(width: number, height: number): OffscreenCanvasRenderingContext2D {
  if (!canvas) canvas = new OffscreenCanvas(width, height);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: false });
  if (!ctx) throw new Error('2D context unavailable');
  return ctx;
}

function reply(message: WorkerResponse, transfer: Transferable[] = []) {
  self.postMessage(message, transfer);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    switch (request.type) {
      case 'load': {
        const bitmap = await createImageBitmap(request.blob);
        sources.get(request.key)?.image.close();
        sources.set(request.key, { image: bitmap, width: bitmap.width, height: bitmap.height });
        reply({ id: request.id, ok: true, width: bitmap.width, height: bitmap.height });
        break;
      }
      case 'unload': {
        sources.get(request.key)?.image.close();
        sources.delete(request.key);
        reply({ id: request.id, ok: true });
        break;
      }
      case 'render': {
        const source = sources.get(request.key);
        if (!source) throw new Error('unknown source');
        const { job } = request;
        if (request.output === 'bitmap') {
          const target = new OffscreenCanvas(job.width, job.height);
          const ctx = target.getContext('2d');
          if (!ctx) throw new Error('2D context unavailable');
          draw(ctx, source, job);
          const bitmap = target.transferToImageBitmap();
          reply({ id: request.id, ok: true, bitmap }, [bitmap]);
        } else {
          const ctx = context(job.width, job.height);
          draw(ctx, source, job);
          const blob = await canvas!.convertToBlob({
            type: formatInfo(job.format).mime,
            quality: job.quality,
          });
          if (blob.type !== formatInfo(job.format).mime) throw new Error(`format not encoded: ${job.format}`);
          reply({ id: request.id, ok: true, blob });
        }
        break;
      }
      case 'probe': {
        const probe = new OffscreenCanvas(1, 1);
        probe.getContext('2d')?.fillRect(0, 0, 1, 1);
        const blob = await probe.convertToBlob({ type: request.mime, quality: 0.5 });
        reply({ id: request.id, ok: true, supported: blob.type === request.mime });
        break;
      }
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
