import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';

const LEVELS = [1, 1.5, 2, 3];

/**
 * The product photo enlarged in a dialog: 'Zoom avant' / 'Zoom arrière' buttons (and + / − keys),
 * the enlarged photo scrolls to explore it (a finger on phones, where pinching works too), the other
 * photos are a click away. Opened by clicking or tapping the photo, or its 'Agrandir' button.
 */
export function ProductZoom({
  open,
  onClose,
  images,
  index,
  onIndex,
  name,
}: {
  open: boolean;
  onClose: () => void;
  images: string[];
  index: number;
  onIndex: (index: number) => void;
  name: string;
}) {
  const [level, setLevel] = useState(0);
  const scale = LEVELS[level];
  const zoomIn = () => setLevel((l) => Math.min(LEVELS.length - 1, l + 1));
  const zoomOut = () => setLevel((l) => Math.max(0, l - 1));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${name} – image ${index + 1} sur ${images.length}`}
      size="md"
    >
      <div
        className="product-zoom"
        onKeyDown={(event) => {
          if (event.key === '+' || event.key === '=') zoomIn();
          else if (event.key === '-') zoomOut();
        }}
      >
        <div className="product-zoom__controls" role="group" aria-label="Zoom">
          <button
            type="button"
            className="icon-btn"
            onClick={zoomOut}
            disabled={level === 0}
            aria-label="Zoom arrière"
          >
            <Icon name="minus" size={20} />
          </button>
          <output className="product-zoom__level" aria-live="polite">
            {Math.round(scale * 100)} %
          </output>
          <button
            type="button"
            className="icon-btn"
            onClick={zoomIn}
            disabled={level === LEVELS.length - 1}
            aria-label="Zoom avant"
          >
            <Icon name="plus" size={20} />
          </button>
        </div>
        <div
          className="product-zoom__viewport"
          tabIndex={0}
          role="region"
          aria-label="Image agrandie (faites défiler pour l'explorer)"
        >
          <img
            src={images[index]}
            alt={`${name} – image ${index + 1} sur ${images.length}, agrandie`}
            width="800"
            height="800"
            style={{ width: `${scale * 100}%` }}
            onClick={() => setLevel((l) => (l === LEVELS.length - 1 ? 0 : l + 1))}
          />
        </div>
        {images.length > 1 && (
          <div className="product-zoom__nav">
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => onIndex((index - 1 + images.length) % images.length)}
            >
              <Icon name="chevronLeft" size={18} />
              Image précédente
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => onIndex((index + 1) % images.length)}
            >
              Image suivante
              <Icon name="chevronRight" size={18} />
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
