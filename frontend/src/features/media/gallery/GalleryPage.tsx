import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Checkbox, SelectField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { deleteGalleryImages, listGallery, putGalleryImage } from '../lib/db';
import { downloadBlob, dataUrlToBlob, readFileAsDataUrl } from '../lib/files';
import {
  DEFAULT_FILTERS,
  formatBytes,
  newId,
  parseFavorites,
  parseGallerySettings,
  totalSize,
  uploadMetadata,
  visibleImages,
  type GalleryFilters,
  type GalleryImage,
  type GallerySettings,
} from '../lib/gallery';
import { DEFAULT_ADJUSTMENTS } from '../lib/filters';
import { MEDIA_KEYS, StorageFullError, readJsonKey, writeJsonKey } from '../lib/storage';
import { ACCEPT_ATTRIBUTE, summariseErrors, uploadError } from '../lib/validation';
import { getRenderer } from '../render/renderer';
import '../media.css';
import { GalleryItem } from './GalleryItem';
import { usePublishToShop } from '../lib/usePublishToShop';

export const GALLERY_MESSAGES = {
  storageFull: 'Espace de stockage insuffisant',
  loadFailed: 'Impossible de charger la galerie',
  deleteFailed: 'Erreur lors de la suppression',
} as const;

const NOTIFY_MS = 4000;
const FAVORITE_MS = 2000;
const ERRORS_MS = 6000;
const LARGE_DATA = 5 * 1024 * 1024;
const THUMB_SIDE = 320;

interface UploadRow {
  id: string;
  name: string;
  progress: number;
  status: 'reading' | 'saving' | 'done' | 'error';
  message?: string;
}

function readSettings(): GallerySettings {
  return parseGallerySettings(readJsonKey(MEDIA_KEYS.gallerySettings));
}

/** Decodes a photo in the image worker: its size and a light JPEG for the grid. */
async function describePhoto(file: Blob): Promise<{ width: number; height: number; thumbnail: Blob }> {
  const renderer = getRenderer();
  const key = newId();
  try {
    const { width, height } = await renderer.load(key, file);
    const scale = Math.min(1, THUMB_SIDE / Math.max(width, height));
    const thumbnail = await renderer.render(key, {
      crop: { x: 0, y: 0, width, height },
      rotation: 0,
      adjustments: DEFAULT_ADJUSTMENTS,
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      format: 'jpeg',
      quality: 0.75,
    });
    return { width, height, thumbnail };
  } finally {
    renderer.unload(key);
  }
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
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<GalleryImage[] | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);

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

  // ---------- upload ----------
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const errors: string[] = [];
    const accepted: { file: File; row: UploadRow }[] = [];
    for (const file of files) {
      const refused = uploadError(file, 'gallery');
      if (refused) errors.push(refused);
      else accepted.push({ file, row: { id: newId(), name: file.name, progress: 0, status: 'reading' } });
    }
    setUploads(accepted.map((a) => a.row));
    const patchRow = (id: string, patch: Partial<UploadRow>) =>
      setUploads((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

    let added = 0;
    let full = false;
    for (const { file, row } of accepted) {
      if (full) {
        patchRow(row.id, { status: 'error', message: GALLERY_MESSAGES.storageFull });
        continue;
      }
      try {
        const dataUrl = await readFileAsDataUrl(file, (share) =>
          patchRow(row.id, { progress: Math.round(share * 90) }),
        );
        if (dataUrl.length > LARGE_DATA)
          console.warn(`Image volumineuse (${formatBytes(dataUrl.length)}) : ${file.name}`);
        patchRow(row.id, { status: 'saving', progress: 92 });
        const photo = await describePhoto(file);
        const entry: GalleryImage = {
          id: newId(),
          name: file.name,
          originalName: file.name,
          dataUrl,
          thumbnailUrl: await readFileAsDataUrl(photo.thumbnail),
          size: file.size,
          type: file.type,
          createdAt: new Date().toISOString(),
          dimensions: { width: photo.width, height: photo.height },
          tags: [],
          description: '',
          metadata: uploadMetadata(photo.width, photo.height, file.lastModified),
        };
        await putGalleryImage(entry);
        added++;
        setImages((current) => [...(current ?? []), entry]);
        patchRow(row.id, { status: 'done', progress: 100 });
      } catch (error) {
        if (error instanceof StorageFullError) {
          full = true;
          patchRow(row.id, { status: 'error', message: GALLERY_MESSAGES.storageFull });
          toast.error(GALLERY_MESSAGES.storageFull, { duration: NOTIFY_MS });
        } else {
          const message = `${file.name} : lecture impossible`;
          errors.push(message);
          patchRow(row.id, { status: 'error', message });
        }
      }
    }
    if (added > 0) {
      toast.success(added === 1 ? 'Image ajoutée à la galerie' : `${added} images ajoutées à la galerie`, {
        duration: NOTIFY_MS,
      });
    }
    const summary = summariseErrors(errors);
    if (summary) toast.warning(summary, { duration: ERRORS_MS });
    setTimeout(() => setUploads((rows) => rows.filter((row) => row.status !== 'done')), 1500);
  };

  const uploadRef = useRef(upload);
  useEffect(() => {
    uploadRef.current = upload;
  });

  // Drag-and-drop anywhere on the page.
  useEffect(() => {
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const onEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current++;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const onLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      void uploadRef.current(Array.from(event.dataTransfer?.files ?? []));
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  // ---------- selection and delete ----------
  const toggleSelected = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allShownSelected = shown.length > 0 && shown.every((image) => selected.has(image.id));

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

      <section className="media-card media-gallery-tools" aria-label="Outils de la galerie">
        <div className="media-gallery-tools__row">
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="visually-hidden"
            aria-label="Ajouter des images"
            data-testid="gallery-file-input"
            onChange={(event) => {
              void upload(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Button onClick={() => inputRef.current?.click()} icon={<Icon name="plus" size={18} />}>
            Ajouter des images
          </Button>
          <div className="field media-search">
            <label className="visually-hidden" htmlFor="media-gallery-search">
              Rechercher une image
            </label>
            <input
              id="media-gallery-search"
              className="input"
              type="search"
              placeholder="Rechercher par nom…"
              value={filters.query}
              onChange={(event) => setFilters((f) => ({ ...f, query: event.target.value }))}
            />
          </div>
          <SelectField
            label="Trier par"
            className="media-compact-field"
            value={settings.sortBy}
            onChange={(event) => updateSettings({ sortBy: event.target.value as GallerySettings['sortBy'] })}
            options={[
              { value: 'date', label: 'Date' },
              { value: 'name', label: 'Nom' },
              { value: 'size', label: 'Taille' },
              { value: 'dimensions', label: 'Dimensions' },
              { value: 'type', label: 'Type' },
            ]}
          />
          <button
            type="button"
            className="media-tool media-tool--text"
            onClick={() => updateSettings({ sortOrder: settings.sortOrder === 'asc' ? 'desc' : 'asc' })}
            aria-label={settings.sortOrder === 'asc' ? 'Ordre croissant' : 'Ordre décroissant'}
          >
            {settings.sortOrder === 'asc' ? '↑ Croissant' : '↓ Décroissant'}
          </button>
          <div className="media-segmented" role="group" aria-label="Affichage">
            <button
              type="button"
              aria-pressed={settings.viewMode === 'grid'}
              onClick={() => updateSettings({ viewMode: 'grid' })}
            >
              Grille
            </button>
            <button
              type="button"
              aria-pressed={settings.viewMode === 'list'}
              onClick={() => updateSettings({ viewMode: 'list' })}
            >
              Liste
            </button>
          </div>
          {settings.viewMode === 'grid' && (
            <div className="media-segmented" role="group" aria-label="Taille des vignettes">
              {(['small', 'medium', 'large'] as const).map((size) => (
                <button
                  key={size}
                  type="button"
                  aria-pressed={settings.gridSize === size}
                  onClick={() => updateSettings({ gridSize: size })}
                  aria-label={
                    { small: 'Petites vignettes', medium: 'Vignettes moyennes', large: 'Grandes vignettes' }[
                      size
                    ]
                  }
                >
                  {{ small: 'S', medium: 'M', large: 'L' }[size]}
                </button>
              ))}
            </div>
          )}
          <button
            type="button"
            className="media-tool media-tool--text"
            aria-expanded={settings.showFilters}
            aria-controls="media-gallery-filters"
            onClick={() => updateSettings({ showFilters: !settings.showFilters })}
          >
            Filtres{filtersActive ? ' •' : ''}
          </button>
        </div>

        {settings.showFilters && (
          <div id="media-gallery-filters" className="media-gallery-tools__row media-gallery-tools__filters">
            <SelectField
              label="Taille"
              className="media-compact-field"
              value={filters.size}
              onChange={(event) =>
                setFilters((f) => ({ ...f, size: event.target.value as GalleryFilters['size'] }))
              }
              options={[
                { value: 'all', label: 'Toutes les tailles' },
                { value: 'small', label: 'Petites (< 1 MB)' },
                { value: 'medium', label: 'Moyennes (1–5 MB)' },
                { value: 'large', label: 'Grandes (≥ 5 MB)' },
              ]}
            />
            <SelectField
              label="Date"
              className="media-compact-field"
              value={filters.date}
              onChange={(event) =>
                setFilters((f) => ({ ...f, date: event.target.value as GalleryFilters['date'] }))
              }
              options={[
                { value: 'all', label: 'Toutes les dates' },
                { value: 'today', label: "Aujourd'hui" },
                { value: 'week', label: '7 derniers jours' },
                { value: 'month', label: '30 derniers jours' },
              ]}
            />
            <Checkbox
              label="Favoris uniquement"
              checked={filters.favoritesOnly}
              onChange={(event) => setFilters((f) => ({ ...f, favoritesOnly: event.target.checked }))}
            />
            {filtersActive && (
              <Button variant="ghost" size="sm" onClick={() => setFilters(DEFAULT_FILTERS)}>
                Réinitialiser les filtres
              </Button>
            )}
          </div>
        )}

        {shown.length > 0 && (
          <div className="media-gallery-tools__row media-selection">
            <Checkbox
              label="Tout sélectionner"
              checked={allShownSelected}
              onChange={() =>
                setSelected(allShownSelected ? new Set() : new Set(shown.map((image) => image.id)))
              }
            />
            {selected.size > 0 && (
              <>
                <Button
                  variant="danger"
                  size="sm"
                  icon={<Icon name="trash" size={16} />}
                  onClick={() => setToDelete((images ?? []).filter((image) => selected.has(image.id)))}
                >
                  Supprimer la sélection ({selected.size})
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                  Désélectionner
                </Button>
              </>
            )}
          </div>
        )}

        {uploads.length > 0 && (
          <ul className="media-uploads" role="list" aria-label="Téléversements">
            {uploads.map((row) => (
              <li key={row.id} className={`media-uploads__row media-uploads__row--${row.status}`}>
                <span className="media-uploads__name">{row.name}</span>
                <progress max={100} value={row.progress} aria-label={`Progression de ${row.name}`} />
                <span className="media-note">
                  {row.status === 'reading'
                    ? `${row.progress} %`
                    : row.status === 'saving'
                      ? 'Enregistrement…'
                      : row.status === 'done'
                        ? 'Ajoutée'
                        : row.message}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

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
