import { useId, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { api } from '../../../lib/api';
import { uploadToMediaLibrary } from '../../../lib/mediaUpload';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../lib/storeTypes';
import { useListMediaQuery } from './endpoints';
import { thumbnailOf } from './productList';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * The media library in a dialog: pick images (800 px variants) for the product, or add a new one
 * from the computer (uploaded with a progress bar, then selectable).
 */
export function MediaPickerDialog({
  open,
  chosen,
  max,
  onClose,
  onPick,
}: {
  open: boolean;
  chosen: string[];
  max: number;
  onClose: () => void;
  onPick: (url: string) => void;
}) {
  const { data, isLoading, isError } = useListMediaQuery({ page: 1, limit: 100 }, { skip: !open });
  const dispatch = useDispatch<AppDispatch>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const inputId = useId();

  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    try {
      const media = await uploadToMediaLibrary(file, file.name, setProgress);
      dispatch(api.util.invalidateTags(['Media']));
      if (chosen.length < max && !chosen.includes(media.url)) onPick(media.url);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} title="Médiathèque" onClose={onClose} size="md">
      <p>
        Choisissez jusqu'à {max} images ({chosen.length} choisie(s)). La première est l'image principale.
      </p>
      <div className="product-form__field">
        <label htmlFor={inputId}>Ajouter une image (JPEG, PNG, WebP, GIF ou AVIF, 10 Mo au plus)</label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {progress !== null && (
        <div className="upload-progress" role="status">
          <span>Envoi en cours… {Math.round(progress * 100)} %</span>
          <progress max={1} value={progress} aria-label="Progression de l'envoi" />
        </div>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {isLoading && <Spinner label="Chargement de la médiathèque…" />}
      {isError && <p role="alert">Impossible de charger la médiathèque</p>}
      {data && data.media.length === 0 && <p>La médiathèque est vide : ajoutez une image.</p>}
      <ul role="list" className="media-picker">
        {(data?.media ?? []).map((media) => {
          const selected = chosen.includes(media.url);
          return (
            <li key={media.id}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={`Image ${media.width} × ${media.height} du ${new Date(media.createdAt).toLocaleDateString('fr-BE')}`}
                disabled={!selected && chosen.length >= max}
                onClick={() => onPick(media.url)}
              >
                <img src={thumbnailOf(media.url)} alt="" width="150" height="150" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn--primary btn--md" onClick={onClose}>
        Terminé
      </button>
    </Dialog>
  );
}
