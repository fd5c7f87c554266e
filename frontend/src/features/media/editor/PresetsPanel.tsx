import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/Field';
import { FILTER_LABELS } from '../lib/filters';
import { formatInfo } from '../lib/quality';
import { presetAdjustments, type EditorPreset } from '../lib/presets';
import { ACCEPT_ATTRIBUTE } from '../lib/validation';
import { PanelSection, ProgressBar } from './controls';

interface PresetsPanelProps {
  presets: EditorPreset[];
  batchProgress: { label: string; done: number; total: number } | null;
  batchResults: { name: string; url: string }[];
  onSave: (name: string) => boolean;
  onApply: (preset: EditorPreset) => void;
  onDelete: (preset: EditorPreset) => void;
  onBatch: (files: File[], presetId: string) => void;
}

export const CURRENT_SETTINGS = 'current';

function describe(preset: EditorPreset): string {
  const a = presetAdjustments(preset);
  const parts = [formatInfo(preset.format).label];
  if (preset.format !== 'png') parts.push(`${Math.round(preset.compression * 100)} %`);
  if (preset.rotation) parts.push(`${preset.rotation}°`);
  if (a.filter !== 'none') parts.push(FILTER_LABELS[a.filter]);
  return parts.join(' · ');
}

/** Presets kept under photoEditorPresets, and the batch mode. */
export function PresetsPanel(props: PresetsPanelProps) {
  const [name, setName] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [presetId, setPresetId] = useState(CURRENT_SETTINGS);
  const nameId = useId();
  const filesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (props.onSave(name)) setName('');
  };

  return (
    <div className="media-panel">
      <PanelSection title="Préréglages">
        <form className="media-inline-form" onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor={nameId}>
              Nom du préréglage
            </label>
            <input
              id={nameId}
              className="input"
              value={name}
              maxLength={40}
              placeholder="Ex. Fiche produit"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!name.trim()}>
            Enregistrer le préréglage
          </Button>
        </form>
        {props.presets.length === 0 ? (
          <p className="media-note">
            Un préréglage retient la rotation, les réglages, le filtre, le format et la qualité.
          </p>
        ) : (
          <ul className="media-presets" role="list" aria-label="Préréglages enregistrés">
            {props.presets.map((preset) => (
              <li key={preset.id}>
                <div>
                  <strong>{preset.name}</strong>
                  <span className="media-note">{describe(preset)}</span>
                </div>
                <div className="media-buttons">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => props.onApply(preset)}
                    aria-label={`Appliquer ${preset.name}`}
                  >
                    Appliquer
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => props.onDelete(preset)}
                    aria-label={`Supprimer ${preset.name}`}
                  >
                    Supprimer
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>

      <PanelSection title="Mode lot">
        <p className="media-note">
          Applique un préréglage à plusieurs photos (plus grand carré centré, à la taille de sortie choisie)
          et télécharge les résultats.
        </p>
        <SelectField
          label="Préréglage à appliquer"
          value={presetId}
          onChange={(event) => setPresetId(event.target.value)}
          options={[
            { value: CURRENT_SETTINGS, label: 'Réglages actuels' },
            ...props.presets.map((preset) => ({ value: preset.id, label: preset.name })),
          ]}
        />
        <div className="field">
          <label className="field__label" htmlFor={filesId}>
            Photos à traiter
          </label>
          <input
            id={filesId}
            className="input media-file-input"
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          />
        </div>
        <Button
          onClick={() => props.onBatch(files, presetId)}
          disabled={files.length === 0 || !!props.batchProgress}
        >
          Traiter {files.length} image{files.length > 1 ? 's' : ''}
        </Button>
        {props.batchProgress && <ProgressBar {...props.batchProgress} />}
        {props.batchResults.length > 0 && (
          <ul className="media-batch-results" role="list" aria-label="Résultats du lot">
            {props.batchResults.map((result) => (
              <li key={result.url}>
                <a href={result.url} download={result.name}>
                  {result.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
    </div>
  );
}
