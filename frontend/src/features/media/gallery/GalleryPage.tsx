import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { deleteGalleryImages, listGallery } from '../lib/db';
import { downloadBlob, dataUrlToBlob } from '../lib/files';
import {
  DEFAULT_FILTERS,
  formatBytes,
  parseFavorites,
  parseGallerySettings,
  totalSize,
  visibleImages,
  type GalleryFilters,
  type GalleryImage,
  type GallerySettings,
} from '../lib/gallery';
import { MEDIA_KEYS, StorageFullError, readJsonKey, writeJsonKey } from '../lib/storage';
import { usePublishToShop } from '../lib/usePublishToShop';
// The image tools' sheets, all of them and in this order on both pages (one shared stylesheet):
import '../media-page.css';
import '../editor/editor.css';
import '../editor/panels.css';
import '../gallery/gallery.css';
import '../narrow-screens.css';
import '../editor/publish-progress.css';
import { GalleryItem } from './GalleryItem';
import { GalleryTools } from './GalleryTools';
import { GALLERY_MESSAGES, NOTIFY_MS } from './messages';
import { useGalleryUpload } from './useGalleryUpload';

const FAVORITE_MS = 2000;

function readSettings(): GallerySettings {
  return parseGallerySettings(readJsonKey(MEDIA_KEYS.gallerySettings));
}

/** /admin/gallery: the images kept in this browser. */
export default function GalleryPage() {
  const [images, setImages] = useState<GalleryImage[] | null>(null);
  const [favorites, setFavorites] = useState<string[]>(() =>
    parseFavorites(readJsonKey(MEDIA_KEYS.favorites)),
  );
  const [settings, setSettings] = useState<GallerySettings>(readSettings);
  const [filters, setFilters] = useState<GalleryFilters>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<GalleryImage[] | null>(null);

  const favoriteSet = useMemo(() => new Set(favorites), [favorites]);

  useEffect(() => {
    let live = true;
    listGallery()
      .then((all) => live && setImages(all))
      .catch(() => {
        if (!live) return;
        setImages([]);
        toast.error(GALLERY_MESSAGES.loadFailed, { duration: NOTIFY_MS });
      });
    return () => {
      live = false;
    };
  }, []);

  const updateSettings = (patch: Partial<GallerySettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      try {
        writeJsonKey(MEDIA_KEYS.gallerySettings, next);
      } catch {
        // the setting still applies for this visit
      }
      return next;
    });
  };

  const shown = useMemo(
    () => (images ? visibleImages(images, filters, settings, favoriteSet) : []),
    [images, filters, settings, favoriteSet],
  );

  // ---------- favourites ----------
  const toggleFavorite = (image: GalleryImage) => {
    const isFavorite = favoriteSet.has(image.id);
    const next = isFavorite ? favorites.filter((id) => id !== image.id) : [...favorites, image.id];
    try {
      writeJsonKey(MEDIA_KEYS.favorites, next);
    } catch (error) {
      toast.error(error instanceof StorageFullError ? GALLERY_MESSAGES.storageFull : String(error), {
        duration: NOTIFY_MS,
      });
      return;
    }
    setFavorites(next);
    toast.success(isFavorite ? 'Retirée des favoris' : 'Ajoutée aux favoris', { duration: FAVORITE_MS });
  };

  const { upload, uploads, dragging } = useGalleryUpload(setImages);

  // ---------- selection and delete ----------
  const toggleSelected = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    const victims = toDelete ?? [];
    setToDelete(null);
    try {
      const ids = victims.map((image) => image.id);
      await deleteGalleryImages(ids);
      const gone = new Set(ids);
      setImages((current) => (current ?? []).filter((image) => !gone.has(image.id)));
      setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
      const nextFavorites = favorites.filter((id) => !gone.has(id));
      if (nextFavorites.length !== favorites.length) {
        setFavorites(nextFavorites);
        try {
          writeJsonKey(MEDIA_KEYS.favorites, nextFavorites);
        } catch {
          // stale favourite ids are ignored anyway
        }
      }
      toast.success(victims.length === 1 ? 'Image supprimée' : `${victims.length} images supprimées`, {
        duration: NOTIFY_MS,
      });
    } catch {
      toast.error(GALLERY_MESSAGES.deleteFailed, { duration: NOTIFY_MS });
    }
  };

  const { publish, progress: publishProgress } = usePublishToShop();
  const [publishingId, setPublishingId] = useState<string | null>(null);
  const publishImage = async (image: GalleryImage) => {
    setPublishingId(image.id);
    try {
      await publish(await dataUrlToBlob(image.dataUrl), image.name);
    } finally {
      setPublishingId(null);
    }
  };

  const download = async (image: GalleryImage) => {
    try {
      downloadBlob(await dataUrlToBlob(image.dataUrl), image.name);
    } catch {
      toast.error("Erreur lors du chargement de l'image", { duration: NOTIFY_MS });
    }
  };

  const filtersActive =
    filters.size !== 'all' || filters.date !== 'all' || filters.favoritesOnly || filters.query.trim() !== '';
  const total = images?.length ?? 0;

  return (
    <div className="media-page">
      <header className="media-header">
        <div>
          <h1 className="media-header__title">Galerie d'images</h1>
          <p className="media-header__lead">Les photos sont conservées dans ce navigateur.</p>
        </div>
        <div className="media-buttons">
          <Link to="/admin/image-editor" className="btn btn--secondary btn--md">
            <Icon name="sparkle" size={18} />
            Éditeur d'images
          </Link>
          <Link to="/admin" className="btn btn--ghost btn--md">
            <Icon name="chevronLeft" size={18} />
            Retour Admin
          </Link>
        </div>
      </header>

      <dl className="media-stats" aria-label="Statistiques de la galerie">
        <div>
          <dt>Images</dt>
          <dd data-testid="stat-shown">
            {shown.length} / {total}
          </dd>
        </div>
        <div>
          <dt>Sélectionnées</dt>
          <dd data-testid="stat-selected">{selected.size}</dd>
        </div>
        <div>
          <dt>Favoris</dt>
          <dd data-testid="stat-favorites">
            {images ? images.filter((image) => favoriteSet.has(image.id)).length : 0}
          </dd>
        </div>
        <div>
          <dt>Stockage</dt>
          <dd data-testid="stat-storage">{formatBytes(totalSize(images ?? []))}</dd>
        </div>
      </dl>

      <GalleryTools
        images={images}
        shown={shown}
        settings={settings}
        updateSettings={updateSettings}
        filters={filters}
        setFilters={setFilters}
        filtersActive={filtersActive}
        selected={selected}
        setSelected={setSelected}
        setToDelete={setToDelete}
        uploads={uploads}
        upload={upload}
      />

      {images === null ? (
        <div className="page-loading">
          <Spinner label="Chargement de la galerie…" />
        </div>
      ) : total === 0 ? (
        <div className="empty-state">
          <Icon name="gift" size={40} />
          <h2 className="empty-state__title">La galerie est vide</h2>
          <p>Ajoutez des photos avec le bouton ou en les glissant sur la page.</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="empty-state">
          <h2 className="empty-state__title">Aucune image ne correspond</h2>
          <Button variant="secondary" onClick={() => setFilters(DEFAULT_FILTERS)}>
            Réinitialiser les filtres
          </Button>
        </div>
      ) : (
        <ul
          role="list"
          className={`media-grid media-grid--${settings.viewMode} media-grid--${settings.gridSize}`}
          aria-label="Images de la galerie"
          data-testid="gallery-list"
        >
          {shown.map((image) => (
            <GalleryItem
              key={image.id}
              image={image}
              favorite={favoriteSet.has(image.id)}
              selected={selected.has(image.id)}
              onToggleFavorite={() => toggleFavorite(image)}
              onToggleSelected={() => toggleSelected(image.id)}
              onDelete={() => setToDelete([image])}
              onDownload={() => void download(image)}
              onPublish={() => void publishImage(image)}
              publishProgress={publishingId === image.id ? (publishProgress ?? 0) : null}
            />
          ))}
        </ul>
      )}

      {dragging && (
        <div className="media-drop-overlay" aria-hidden="true">
          <div>
            <Icon name="plus" size={48} />
            <p>Déposez vos images ici</p>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        danger
        title={
          toDelete && toDelete.length > 1 ? `Supprimer ${toDelete.length} images ?` : "Supprimer l'image ?"
        }
        message={
          toDelete && toDelete.length === 1
            ? `«\u00a0${toDelete[0].name}\u00a0» sera supprimée définitivement de la galerie.`
            : 'Les images sélectionnées seront supprimées définitivement de la galerie.'
        }
        confirmLabel="Supprimer"
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
