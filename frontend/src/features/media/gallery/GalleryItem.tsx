import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { formatBytes, relativeDate, type GalleryImage } from '../lib/gallery';
import { PublishProgress } from '../editor/PublishProgress';

interface GalleryItemProps {
  image: GalleryImage;
  favorite: boolean;
  selected: boolean;
  onToggleFavorite: () => void;
  onToggleSelected: () => void;
  onDelete: () => void;
  onDownload: () => void;
  /** 'Publier sur la boutique' (upload to the shop's media library) and its progress, null when idle. */
  onPublish: () => void;
  publishProgress: number | null;
}

/** One image of the gallery (a card in the grid, a row in the list). */
export function GalleryItem({
  image,
  favorite,
  selected,
  onToggleFavorite,
  onToggleSelected,
  onDelete,
  onDownload,
  onPublish,
  publishProgress,
}: GalleryItemProps) {
  const edited = typeof image.metadata.editedWith === 'string';
  return (
    <li className={`media-item${selected ? ' media-item--selected' : ''}`} data-testid="gallery-item">
      <div className="media-item__media">
        <img src={image.thumbnailUrl ?? image.dataUrl} alt={image.name} loading="lazy" />
        <label className="media-item__select">
          <input type="checkbox" checked={selected} onChange={onToggleSelected} />
          <span className="visually-hidden">Sélectionner {image.name}</span>
        </label>
        <button
          type="button"
          className={`media-item__heart${favorite ? ' media-item__heart--on' : ''}`}
          aria-pressed={favorite}
          aria-label={favorite ? `Retirer ${image.name} des favoris` : `Ajouter ${image.name} aux favoris`}
          onClick={onToggleFavorite}
        >
          <Icon name="heart" size={20} filled={favorite} />
        </button>
      </div>
      <div className="media-item__body">
        <p className="media-item__name" title={image.name}>
          {image.name}
        </p>
        <p className="media-item__meta">
          <span>{formatBytes(image.size)}</span>
          <span>
            {image.dimensions.width} × {image.dimensions.height}
          </span>
          <span>{image.type.replace('image/', '').toUpperCase()}</span>
          <span>{relativeDate(image.createdAt)}</span>
          {edited && <span className="badge badge--gold">Retouchée</span>}
        </p>
      </div>
      <div className="media-item__actions">
        <Link
          to={`/admin/image-editor?image=${encodeURIComponent(image.id)}`}
          className="media-tool media-tool--text"
          aria-label={`Éditer ${image.name}`}
        >
          Éditer
        </Link>
        <button
          type="button"
          className="media-tool"
          onClick={onDownload}
          aria-label={`Télécharger ${image.name}`}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
        </button>
        <button
          type="button"
          className="media-tool media-tool--text"
          onClick={onPublish}
          disabled={publishProgress !== null}
          aria-label={`Publier ${image.name} sur la boutique`}
        >
          Publier sur la boutique
        </button>
        <button
          type="button"
          className="media-tool media-tool--danger"
          onClick={onDelete}
          aria-label={`Supprimer ${image.name}`}
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
      <PublishProgress progress={publishProgress} />
    </li>
  );
}
