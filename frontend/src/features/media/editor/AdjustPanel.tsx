import { Button } from '../../../components/Button';
import {
  ADJUSTMENT_RANGES,
  DEFAULT_ADJUSTMENTS,
  FILTER_LABELS,
  FILTER_PRESETS,
  type Adjustments,
  type FilterPreset,
} from '../lib/filters';
import { screenFilter } from './FxDefs';
import { PanelSection, Slider } from './controls';

interface AdjustPanelProps {
  rotation: number;
  adjustments: Adjustments;
  thumbnail: string | null;
  onRotation: (degrees: number) => void;
  onRotateBy: (by: number) => void;
  onAdjust: (patch: Partial<Adjustments>) => void;
}

/** The adjustment sliders, in order. */
const SLIDERS: { key: keyof typeof ADJUSTMENT_RANGES; label: string; unit: string }[] = [
  { key: 'brightness', label: 'Luminosité', unit: ' %' },
  { key: 'contrast', label: 'Contraste', unit: ' %' },
  { key: 'saturation', label: 'Saturation', unit: ' %' },
  { key: 'hue', label: 'Teinte', unit: '°' },
  { key: 'blur', label: 'Flou', unit: ' px' },
];

/** Every slider back to its default value; the quick filter stays. */
const SLIDER_DEFAULTS = Object.fromEntries(
  SLIDERS.map(({ key }) => [key, DEFAULT_ADJUSTMENTS[key]]),
) as Partial<Adjustments>;

/** Rotation, the nine quick filters and the adjustments. */
export function AdjustPanel({
  rotation,
  adjustments,
  thumbnail,
  onRotation,
  onRotateBy,
  onAdjust,
}: AdjustPanelProps) {
  const a = adjustments;
  return (
    <div className="media-panel">
      <PanelSection
        title="Rotation"
        actions={
          <Button variant="ghost" size="sm" onClick={() => onRotation(0)} disabled={rotation === 0}>
            Réinitialiser
          </Button>
        }
      >
        <Slider label="Angle" value={rotation} min={-180} max={180} unit="°" onChange={onRotation} />
        <div className="media-buttons">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRotateBy(-90)}
            aria-label="Tourner de 90° à gauche"
          >
            ↺ 90°
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRotateBy(90)}
            aria-label="Tourner de 90° à droite"
          >
            ↻ 90°
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onRotation(rotation === 180 ? 0 : 180)}>
            180°
          </Button>
        </div>
      </PanelSection>

      <PanelSection title="Filtres rapides">
        <div className="media-filters" role="group" aria-label="Filtres rapides">
          {FILTER_PRESETS.map((preset: FilterPreset) => (
            <button
              key={preset}
              type="button"
              className="media-filter"
              aria-pressed={a.filter === preset}
              onClick={() => onAdjust({ filter: preset })}
            >
              <span className="media-filter__swatch" aria-hidden="true">
                {thumbnail && (
                  <img
                    src={thumbnail}
                    alt=""
                    style={{ filter: screenFilter({ ...DEFAULT_ADJUSTMENTS, filter: preset }, 64) }}
                  />
                )}
              </span>
              {FILTER_LABELS[preset]}
            </button>
          ))}
        </div>
      </PanelSection>

      <PanelSection
        title="Ajustements"
        actions={
          <Button variant="ghost" size="sm" onClick={() => onAdjust(SLIDER_DEFAULTS)}>
            Réinitialiser
          </Button>
        }
      >
        {SLIDERS.map(({ key, label, unit }) => (
          <Slider
            key={key}
            label={label}
            value={a[key]}
            {...ADJUSTMENT_RANGES[key]}
            unit={unit}
            onChange={(v) => onAdjust({ [key]: v })}
          />
        ))}
      </PanelSection>
    </div>
  );
}
