import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { CROP_MIN_SIZE, fitSize, type PercentCrop } from '../lib/crop';
import type { Adjustments } from '../lib/filters';
import { screenFilter } from './FxDefs';

export type StageMode = 'move' | 'crop';

interface CropStageProps {
  src: string;
  alt: string;
  naturalWidth: number;
  naturalHeight: number;
  crop: PercentCrop;
  aspect: number;
  rotation: number;
  adjustments: Adjustments;
  zoom: number;
  mode: StageMode;
  showOriginal: boolean;
  onCropChange: (crop: PercentCrop) => void;
  onImageError: () => void;
}

const ARIA_LABELS = {
  cropArea: 'Zone de recadrage (flèches pour déplacer)',
  nwDragHandle: 'Poignée haut gauche',
  nDragHandle: 'Poignée haut',
  neDragHandle: 'Poignée haut droite',
  eDragHandle: 'Poignée droite',
  seDragHandle: 'Poignée bas droite',
  sDragHandle: 'Poignée bas',
  swDragHandle: 'Poignée bas gauche',
  wDragHandle: 'Poignée gauche',
};

/** The crop area: the photo (turned and filtered as it will be exported) with the crop frame. */
export function CropStage(props: CropStageProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 800, height: 560 });
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => {
      const width = Math.max(120, element.clientWidth - 32);
      const height = Math.max(200, Math.min(620, window.innerHeight * 0.62));
      setBox((previous) =>
        previous.width === width && previous.height === height ? previous : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fit = fitSize(props.naturalWidth, props.naturalHeight, box.width, box.height);
  const width = Math.max(1, Math.round(fit.width * props.zoom));
  const height = Math.max(1, Math.round(fit.height * props.zoom));
  const cropWidthOnScreen = (width * props.crop.width) / 100;

  // Keep the crop in view when zooming in.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const cx = ((props.crop.x + props.crop.width / 2) / 100) * width;
    const cy = ((props.crop.y + props.crop.height / 2) / 100) * height;
    element.scrollLeft = cx - element.clientWidth / 2 + 16;
    element.scrollTop = cy - element.clientHeight / 2 + 16;
    // only on zoom changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.zoom]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (props.mode !== 'move' || !viewportRef.current) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: viewportRef.current.scrollLeft,
      top: viewportRef.current.scrollTop,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current || !viewportRef.current) return;
    viewportRef.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    viewportRef.current.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const filter = props.showOriginal ? 'none' : screenFilter(props.adjustments, cropWidthOnScreen);
  const transform = props.showOriginal || props.rotation === 0 ? undefined : `rotate(${props.rotation}deg)`;

  return (
    <div
      ref={viewportRef}
      className={`media-stage media-stage--${props.mode}`}
      style={{ height: Math.min(box.height, height) + 32 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      data-testid="crop-stage"
    >
      <div className="media-stage__canvas">
        <ReactCrop
          crop={props.crop}
          aspect={props.aspect}
          minWidth={CROP_MIN_SIZE}
          minHeight={CROP_MIN_SIZE}
          keepSelection
          ruleOfThirds
          disabled={props.mode === 'move'}
          ariaLabels={ARIA_LABELS}
          onChange={(_, percent) => props.onCropChange(percent)}
        >
          <img
            src={props.src}
            alt={props.alt}
            width={width}
            height={height}
            draggable={false}
            onError={props.onImageError}
            className="media-stage__image"
            style={{ width, height, filter, transform }}
          />
        </ReactCrop>
      </div>
    </div>
  );
}
