/**
 * Renders edits off the main thread: a Web Worker with OffscreenCanvas and createImageBitmap where
 * the browser has them, the same drawing code on a page canvas otherwise.
 */
import { formatInfo, type ExportFormat } from '../lib/quality';
import { draw, type RenderJob, type Source } from './draw';
import type { WorkerRequest, WorkerResponse } from './protocol';

export interface Renderer {
  readonly mode: 'worker' | 'main';
  /** Decodes a photo once and keeps it under `key`. */
  load(key: string, blob: Blob): Promise<{ width: number; height: number }>;
  unload(key: string): void;
  /** Encodes the edit as a file of the job's format. */
  render(key: string, job: RenderJob): Promise<Blob>;
  /** Draws the edit on a visible canvas (the live preview). */
  paint(key: string, job: RenderJob, target: HTMLCanvasElement): Promise<void>;
  /** Whether this browser can encode the format (tested on a 1×1 canvas). */
  canEncode(format: ExportFormat): Promise<boolean>;
}

type Pending = { resolve: (r: WorkerResponse & { ok: true }) => void; reject: (e: Error) => void };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function workerSupported(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap === 'function' &&
    'convertToBlob' in OffscreenCanvas.prototype
  );
}

function paintBitmap(bitmap: ImageBitmap, target: HTMLCanvasElement) {
  if (target.width !== bitmap.width) target.width = bitmap.width;
  if (target.height !== bitmap.height) target.height = bitmap.height;
  const ctx = target.getContext('2d');
  ctx?.clearRect(0, 0, target.width, target.height);
  ctx?.drawImage(bitmap, 0, 0);
  bitmap.close();
}

class WorkerRenderer implements Renderer {
  readonly mode = 'worker' as const;
  private worker: Worker;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  constructor(onFatal: (error: Error) => void) {
    this.worker = new Worker(new URL('./render.worker.ts', import.meta.url), {
      type: 'module',
      name: 'images',
    });
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.ok) pending.resolve(message);
      else pending.reject(new Error(message.error));
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(event.message || 'image worker failed');
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
      onFatal(error);
    };
  }

  private call(request: WithoutId<WorkerRequest>, transfer: Transferable[] = []) {
    const id = this.nextId++;
    return new Promise<WorkerResponse & { ok: true }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as WorkerRequest, transfer);
    });
  }

  async load(key: string, blob: Blob) {
    const r = await this.call({ type: 'load', key, blob });
    return { width: r.width ?? 0, height: r.height ?? 0 };
  }

  unload(key: string) {
    void this.call({ type: 'unload', key }).catch(() => undefined);
  }

  async render(key: string, job: RenderJob) {
    const r = await this.call({ type: 'render', key, job, output: 'blob' });
    if (!r.blob) throw new Error('no image');
    return r.blob;
  }

  async paint(key: string, job: RenderJob, target: HTMLCanvasElement) {
    const r = await this.call({ type: 'render', key, job, output: 'bitmap' });
    if (r.bitmap) paintBitmap(r.bitmap, target);
  }

  async canEncode(format: ExportFormat) {
    const r = await this.call({ type: 'probe', mime: formatInfo(format).mime });
    return r.supported === true;
  }

  terminate() {
    this.worker.terminate();
  }
}

async function decode(blob: Blob): Promise<Source> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob);
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { image: img, width: img.naturalWidth, height: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, mime: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), mime, quality);
  });
}

class MainThreadRenderer implements Renderer {
  readonly mode = 'main' as const;
  private sources = new Map<string, Source>();

  async load(key: string, blob: Blob) {
    const source = await decode(blob);
    this.unload(key);
    this.sources.set(key, source);
    return { width: source.width, height: source.height };
  }

  unload(key: string) {
    const source = this.sources.get(key);
    if (source && 'close' in source.image) (source.image as ImageBitmap).close();
    this.sources.delete(key);
  }

  private source(key: string): Source {
    const source = this.sources.get(key);
    if (!source) throw new Error('unknown source');
    return source;
  }

  async render(key: string, job: RenderJob) {
    const canvas = document.createElement('canvas');
    canvas.width = job.width;
    canvas.height = job.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2D context unavailable');
    draw(ctx, this.source(key), job);
    const mime = formatInfo(job.format).mime;
    const blob = await toBlob(canvas, mime, job.quality);
    if (blob.type !== mime) throw new Error(`format not encoded: ${job.format}`);
    return blob;
  }

  async paint(key: string, job: RenderJob, target: HTMLCanvasElement) {
    if (target.width !== job.width) target.width = job.width;
    if (target.height !== job.height) target.height = job.height;
    const ctx = target.getContext('2d');
    if (!ctx) throw new Error('2D context unavailable');
    draw(ctx, this.source(key), job);
  }

  async canEncode(format: ExportFormat) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const mime = formatInfo(format).mime;
    try {
      return (await toBlob(canvas, mime, 0.5)).type === mime;
    } catch {
      return false;
    }
  }
}

/**
 * The renderer the editor uses: the worker when available; if the worker fails, every later call
 * goes to the page (photos are loaded again there from the blobs kept here).
 */
class ResilientRenderer implements Renderer {
  private inner: Renderer;
  private blobs = new Map<string, Blob>();
  private encodable = new Map<ExportFormat, Promise<boolean>>();

  constructor() {
    this.inner = workerSupported() ? this.createWorker() : new MainThreadRenderer();
  }

  get mode() {
    return this.inner.mode;
  }

  private createWorker(): Renderer {
    try {
      return new WorkerRenderer(() => this.fallBack());
    } catch {
      return new MainThreadRenderer();
    }
  }

  private fallBack() {
    if (this.inner instanceof WorkerRenderer) this.inner.terminate();
    this.inner = new MainThreadRenderer();
    this.encodable.clear();
  }

  private async withFallback<T>(key: string | null, run: (r: Renderer) => Promise<T>): Promise<T> {
    const current = this.inner;
    try {
      return await run(current);
    } catch (error) {
      if (current.mode !== 'worker' || this.inner.mode !== 'main') throw error;
      // The worker died meanwhile: load the photo on the page and try once more there.
      const blob = key ? this.blobs.get(key) : undefined;
      if (key && blob) await this.inner.load(key, blob);
      return run(this.inner);
    }
  }

  async load(key: string, blob: Blob) {
    this.blobs.set(key, blob);
    return this.withFallback(null, (r) => r.load(key, blob));
  }

  unload(key: string) {
    this.blobs.delete(key);
    this.inner.unload(key);
  }

  render(key: string, job: RenderJob) {
    return this.withFallback(key, (r) => r.render(key, job));
  }

  paint(key: string, job: RenderJob, target: HTMLCanvasElement) {
    return this.withFallback(key, (r) => r.paint(key, job, target));
  }

  canEncode(format: ExportFormat) {
    let known = this.encodable.get(format);
    if (!known) {
      known = this.inner.canEncode(format).catch(() => false);
      this.encodable.set(format, known);
    }
    return known;
  }
}

let shared: Renderer | null = null;

export function getRenderer(): Renderer {
  shared ??= new ResilientRenderer();
  return shared;
}
