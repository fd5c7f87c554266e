import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { listGallery } from '../lib/db';
import { relativeDate, visibleImages, DEFAULT_FILTERS, type GalleryImage } from '../lib/gallery';

/** Picks a gallery image to open in the editor. */
export function GalleryPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (image: GalleryImage) => void;
}) {
  const [images, setImages] = useState<GalleryImage[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    listGallery()
      .then(
        (all) =>
          live &&
          setImages(visibleImages(all, DEFAULT_FILTERS, { sortBy: 'date', sortOrder: 'desc' }, new Set())),
      )
      .catch(() => live && setImages([]));
    return () => {
      live = false;
      setImages(null);
    };
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} title="Ouvrir depuis la galerie" size="md">
      {images === null ? (
        <Spinner label="Chargement de la galerie…" />
      ) : images.length === 0 ? (
        <p>La galerie est vide. Ajoutez des images depuis la page Galerie.</p>
      ) : (
        <ul className="gallery-picker" role="list">
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" className="gallery-picker__item" onClick={() => onPick(image)}>
                <img src={image.thumbnailUrl ?? image.dataUrl} alt="" />
                <span className="gallery-picker__name">{image.name}</span>
                <span className="media-note">{relativeDate(image.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
