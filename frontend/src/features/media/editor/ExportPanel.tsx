import { Button } from '../../../components/Button';
import { Radio } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import {
  FORMATS,
  QUALITY_MAX,
  QUALITY_MIN,
  formatInfo,
  qualityLabel,
  type ExportFormat,
} from '../lib/quality';
import { PanelSection, Slider } from './controls';
import { PublishProgress } from './PublishProgress';

interface ExportPanelProps {
  format: ExportFormat;
  quality: number;
  avifSupported: boolean | null;
  outputSize: { width: number; height: number };
  busy: boolean;
  hasImage: boolean;
  onFormat: (format: ExportFormat) => void;
  onQuality: (quality: number) => void;
  onExport: () => void;
  onSave: () => void;
  /** 'Publier sur la boutique': upload to the shop's media library. */
  onPublish: () => void;
  publishProgress: number | null;
}

/** Format, quality, download and save to the gallery. */
export function ExportPanel(props: ExportPanelProps) {
  const lossy = formatInfo(props.format).lossy;
  return (
    <div className="media-panel">
      <PanelSection title="Format">
        <div className="media-formats" role="radiogroup" aria-label="Format d'export">
          {FORMATS.map((format) => (
            <Radio
              key={format.id}
              name="media-format"
              value={format.id}
              label={format.label}
              checked={props.format === format.id}
              disabled={format.id === 'avif' && props.avifSupported !== true}
              onChange={() => props.onFormat(format.id)}
            />
          ))}
        </div>
        {props.avifSupported === false && (
          <p className="media-note" data-testid="avif-note">
            AVIF : ce navigateur ne sait pas encoder ce format. Choisissez JPEG, WebP ou PNG.
          </p>
        )}
      </PanelSection>

      <PanelSection title="Qualité">
        <Slider
          label="Qualité"
          value={props.quality}
          min={QUALITY_MIN}
          max={QUALITY_MAX}
          disabled={!lossy}
          describe={lossy ? qualityLabel(props.quality) : undefined}
          onChange={props.onQuality}
        />
        {!lossy && <p className="media-note">PNG est sans perte : la qualité ne s'applique pas.</p>}
      </PanelSection>

      <PanelSection title="Exporter">
        <p className="media-summary">
          <strong>
            {props.outputSize.width} × {props.outputSize.height} px
          </strong>{' '}
          · {formatInfo(props.format).label}
          {lossy ? ` · qualité ${props.quality}` : ''}
        </p>
        <div className="media-buttons media-buttons--stack">
          <Button
            onClick={props.onExport}
            disabled={props.busy || !props.hasImage}
            icon={<Icon name="box" size={18} />}
          >
            Télécharger l'image
          </Button>
          <Button
            variant="secondary"
            onClick={props.onSave}
            disabled={props.busy || !props.hasImage}
            icon={<Icon name="gift" size={18} />}
          >
            Enregistrer dans la galerie
          </Button>
          <Button
            variant="secondary"
            onClick={props.onPublish}
            disabled={props.busy || !props.hasImage || props.publishProgress !== null}
            icon={<Icon name="share" size={18} />}
          >
            Publier sur la boutique
          </Button>
        </div>
        <PublishProgress progress={props.publishProgress} />
      </PanelSection>
    </div>
  );
}
