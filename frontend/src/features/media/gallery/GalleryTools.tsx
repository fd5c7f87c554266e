import { useRef, type Dispatch, type SetStateAction } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox, SelectField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import {
  DEFAULT_FILTERS,
  type GalleryFilters,
  type GalleryImage,
  type GallerySettings,
} from '../lib/gallery';
import { ACCEPT_ATTRIBUTE } from '../lib/validation';
import type { UploadRow } from './useGalleryUpload';

interface Props {
  images: GalleryImage[] | null;
  shown: GalleryImage[];
  settings: GallerySettings;
  updateSettings: (patch: Partial<GallerySettings>) => void;
  filters: GalleryFilters;
  setFilters: Dispatch<SetStateAction<GalleryFilters>>;
  filtersActive: boolean;
  selected: Set<string>;
  setSelected: Dispatch<SetStateAction<Set<string>>>;
  setToDelete: (images: GalleryImage[]) => void;
  uploads: UploadRow[];
  upload: (files: File[]) => Promise<void>;
}

/** The gallery's tools: add, search, sort, view, filters, selection and the uploads in progress. */
export function GalleryTools({
  images,
  shown,
  settings,
  updateSettings,
  filters,
  setFilters,
  filtersActive,
  selected,
  setSelected,
  setToDelete,
  uploads,
  upload,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const allShownSelected = shown.length > 0 && shown.every((image) => selected.has(image.id));
  return (
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
  );
}
