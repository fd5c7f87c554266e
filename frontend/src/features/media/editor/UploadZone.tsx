import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { ACCEPT_ATTRIBUTE } from '../lib/validation';

/** Drop zone and file picker for one photo. */
export function UploadZone({
  onFile,
  onOpenGallery,
  compact = false,
  children,
}: {
  onFile: (file: File) => void;
  onOpenGallery: () => void;
  compact?: boolean;
  children?: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const inputId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files?.[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={`media-upload${compact ? ' media-upload--compact' : ''}${over ? ' media-upload--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="editor-dropzone"
    >
      {!compact && <Icon name="sparkle" size={40} className="media-upload__icon" />}
      {!compact && <p className="media-upload__title">Glissez-déposez une photo ici</p>}
      {!compact && <p className="media-note">JPG, PNG, GIF, WebP ou BMP · 10 MB maximum</p>}
      <div className="media-buttons">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="visually-hidden"
          aria-label="Choisir une image"
          tabIndex={-1}
          data-testid="editor-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
        <Button size={compact ? 'sm' : 'md'} onClick={() => inputRef.current?.click()}>
          {compact ? 'Changer de photo' : 'Choisir une image'}
        </Button>
        <Button size={compact ? 'sm' : 'md'} variant="secondary" onClick={onOpenGallery}>
          Depuis la galerie
        </Button>
      </div>
      {children}
    </div>
  );
}
