import { useState } from 'react';
import { Icon, type IconName } from '../../../components/Icon';
import { MediaPickerDialog } from './MediaPickerDialog';
import { thumbnailOf } from './productList';

export const MAX_PRODUCT_IMAGES = 4;

/** Moves the item at `from` to `to` (pure). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved as T);
  return next;
}

/**
 * The product's images, picked from the media library; reordered by dragging (or with the arrow
 * buttons, for the keyboard). The first is the main image.
 */
export function ImagesField({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  const [picking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const toggle = (url: string) =>
    onChange(
      images.includes(url) ? images.filter((u) => u !== url) : [...images, url].slice(0, MAX_PRODUCT_IMAGES),
    );

  return (
    <fieldset className="product-form__field">
      <legend className="product-form__legend">
        Images ({images.length}/{MAX_PRODUCT_IMAGES})
      </legend>
      {images.length === 0 && <p>Aucune image : choisissez-en dans la médiathèque.</p>}
      <ol className="product-images" aria-label="Images du produit, dans l'ordre">
        {images.map((url, index) => (
          <li
            key={url}
            className={`product-images__item${dragged === index ? ' product-images__item--dragging' : ''}${
              over === index && dragged !== index ? ' product-images__item--over' : ''
            }`}
            draggable
            data-testid={`product-image-${index}`}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              const from = Number(event.dataTransfer.getData('text/plain'));
              if (Number.isInteger(from) && from !== index) onChange(moveItem(images, from, index));
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            <img src={thumbnailOf(url)} alt={`Image ${index + 1}`} width="100" height="100" />
            {index === 0 && <span className="badge badge--gold product-images__main">Principale</span>}
            <div className="product-images__tools">
              <ToolButton
                label={`Avancer l'image ${index + 1}`}
                icon="chevronLeft"
                disabled={index === 0}
                onClick={() => onChange(moveItem(images, index, index - 1))}
              />
              <ToolButton
                label={`Retirer l'image ${index + 1}`}
                icon="close"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              />
              <ToolButton
                label={`Reculer l'image ${index + 1}`}
                icon="chevronRight"
                disabled={index === images.length - 1}
                onClick={() => onChange(moveItem(images, index, index + 1))}
              />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className="btn btn--secondary btn--md product-images__pick"
          onClick={() => setPicking(true)}
        >
          <Icon name="plus" size={18} />
          Choisir dans la médiathèque
        </button>
      </div>
      <MediaPickerDialog
        open={picking}
        chosen={images}
        max={MAX_PRODUCT_IMAGES}
        onClose={() => setPicking(false)}
        onPick={toggle}
      />
    </fieldset>
  );
}

interface ToolButtonProps {
  label: string;
  icon: IconName;
  disabled?: boolean;
  onClick: () => void;
}

/** An icon button under a chosen image (move it, remove it). */
function ToolButton({ label, icon, disabled, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} size={16} />
    </button>
  );
}
