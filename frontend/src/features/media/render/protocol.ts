import type { RenderJob } from './draw';

/** Messages between the page and the image worker. */
export type WorkerRequest =
  | { id: number; type: 'load'; key: string; blob: Blob }
  | { id: number; type: 'unload'; key: string }
  | { id: number; type: 'render'; key: string; job: RenderJob; output: 'blob' | 'bitmap' }
  | { id: number; type: 'probe'; mime: string };

export type WorkerResponse =
  | {
      id: number;
      ok: true;
      width?: number;
      height?: number;
      blob?: Blob;
      bitmap?: ImageBitmap;
      supported?: boolean;
    }
  | { id: number; ok: false; error: string };
