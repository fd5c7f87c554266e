import { useEffect, useRef, type Ref } from 'react';
import type { RenderJob } from '../render/draw';
import type { Renderer } from '../render/renderer';

export const PREVIEW_SIZE = 250;
export const PREVIEW_DEBOUNCE_MS = 150;
export const PREVIEW_FIRST_DEBOUNCE_MS = 300;

/** Preview job: the export job fitted in 250×250 (a JPEG's uncovered corners show white, as exported). */
export function previewJob(job: RenderJob): RenderJob {
  const scale = PREVIEW_SIZE / Math.max(job.width, job.height);
  return {
    ...job,
    width: Math.max(1, Math.round(job.width * scale)),
    height: Math.max(1, Math.round(job.height * scale)),
    quality: undefined,
  };
}

function useDebouncedPaint(renderer: Renderer, sourceKey: string, job: RenderJob | null) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const painted = useRef<string | null>(null);
  const sequence = useRef(0);
  const signature = job ? JSON.stringify(job) : '';

  useEffect(() => {
    if (!job) return;
    const first = painted.current !== sourceKey;
    const delay = first ? PREVIEW_FIRST_DEBOUNCE_MS : PREVIEW_DEBOUNCE_MS;
    const run = ++sequence.current;
    const timer = setTimeout(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      // Render off-screen first so an older, slower render never paints over a newer one.
      const scratch = document.createElement('canvas');
      renderer
        .paint(sourceKey, job, scratch)
        .then(() => {
          if (run !== sequence.current) return;
          canvas.width = scratch.width;
          canvas.height = scratch.height;
          canvas.getContext('2d')?.drawImage(scratch, 0, 0);
          painted.current = sourceKey;
        })
        .catch(() => undefined);
    }, delay);
    return () => clearTimeout(timer);
    // the signature stands for the job
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderer, sourceKey, signature]);

  return canvasRef;
}

interface PreviewPanelProps {
  renderer: Renderer;
  sourceKey: string;
  job: RenderJob;
  compare: boolean;
}

/** The live 250×250 preview of the export, with the before/after comparison. */
export function PreviewPanel({ renderer, sourceKey, job, compare }: PreviewPanelProps) {
  const after = previewJob(job);
  const afterRef = useDebouncedPaint(renderer, sourceKey, after);
  const beforeRef = useDebouncedPaint(
    renderer,
    sourceKey,
    compare ? { ...after, plain: true, rotation: 0 } : null,
  );
  return (
    <section className="media-card media-preview" aria-labelledby="media-preview-title">
      <h2 id="media-preview-title" className="media-card__title">
        Aperçu
        <span className="media-card__hint">
          {job.width} × {job.height} px
        </span>
      </h2>
      <div className={`media-preview__frames${compare ? ' media-preview__frames--compare' : ''}`}>
        {compare && (
          <PreviewFrame
            canvasRef={beforeRef}
            size={after}
            label="Aperçu avant modifications"
            caption="Avant"
          />
        )}
        <PreviewFrame
          canvasRef={afterRef}
          size={after}
          label="Aperçu du résultat"
          caption={compare ? 'Après' : undefined}
          testId="preview-canvas"
        />
      </div>
    </section>
  );
}

interface PreviewFrameProps {
  canvasRef: Ref<HTMLCanvasElement>;
  size: { width: number; height: number };
  label: string;
  caption?: string;
  testId?: string;
}

/** One canvas of the preview (before or after the edit), captioned when both show. */
function PreviewFrame({ canvasRef, size, label, caption, testId }: PreviewFrameProps) {
  return (
    <figure className="media-preview__frame">
      <canvas
        ref={canvasRef}
        width={size.width}
        height={size.height}
        role="img"
        aria-label={label}
        data-testid={testId}
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
