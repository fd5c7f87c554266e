import { useId } from 'react';
import { Button } from '../../../components/Button';
import {
  DIMENSION_MAX,
  DIMENSION_MIN,
  QUICK_SQUARE_CROPS,
  RESIZE_PRESETS,
  clampDimension,
} from '../lib/crop';
import { PanelSection } from './controls';

export interface OutputChoice {
  /** a RESIZE_PRESETS id, or 'custom' */
  preset: string;
  width: number | null;
  height: number | null;
}

interface CropPanelProps {
  output: OutputChoice;
  outputSize: { width: number; height: number };
  cropPixels: { width: number; height: number } | null;
  onQuickCrop: (side: number) => void;
  onWholeImage: () => void;
  onOutput: (output: OutputChoice) => void;
}

/** Quick square crops, resize presets and the width/height inputs. */
export function CropPanel({
  output,
  outputSize,
  cropPixels,
  onQuickCrop,
  onWholeImage,
  onOutput,
}: CropPanelProps) {
  const setDimension = (axis: 'width' | 'height', raw: string) => {
    if (raw === '') return;
    const value = clampDimension(Number(raw));
    onOutput({
      preset: 'custom',
      width: axis === 'width' ? value : (output.width ?? outputSize.width),
      height: axis === 'height' ? value : (output.height ?? outputSize.height),
    });
  };
  return (
    <div className="media-panel">
      <PanelSection title="Recadrages carrés rapides">
        <div className="media-buttons">
          {QUICK_SQUARE_CROPS.map((side) => (
            <Button key={side} variant="secondary" size="sm" onClick={() => onQuickCrop(side)}>
              {side} × {side}
            </Button>
          ))}
          <Button variant="ghost" size="sm" onClick={onWholeImage}>
            Plus grand carré
          </Button>
        </div>
        {cropPixels && (
          <p className="media-note">
            Zone recadrée : {cropPixels.width} × {cropPixels.height} px de la photo d'origine.
          </p>
        )}
      </PanelSection>

      <PanelSection title="Redimensionner">
        <div className="chips media-chips" role="group" aria-label="Tailles prédéfinies">
          {RESIZE_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="chip"
              aria-pressed={output.preset === preset.id}
              onClick={() => onOutput({ preset: preset.id, width: preset.width, height: preset.height })}
            >
              {preset.label}
            </button>
          ))}
        </div>
        <div className="media-dimensions">
          <DimensionInput
            label="Largeur (px)"
            value={outputSize.width}
            onChange={(raw) => setDimension('width', raw)}
          />
          <span aria-hidden="true" className="media-dimensions__times">
            ×
          </span>
          <DimensionInput
            label="Hauteur (px)"
            value={outputSize.height}
            onChange={(raw) => setDimension('height', raw)}
          />
        </div>
        <p className="media-note">
          De {DIMENSION_MIN} à {DIMENSION_MAX} px. Le cadre de recadrage suit les proportions choisies
          {outputSize.width === outputSize.height ? ' (carré)' : ''}.
        </p>
      </PanelSection>
    </div>
  );
}

/** A width or height of the result, in pixels, within DIMENSION_MIN and DIMENSION_MAX. */
function DimensionInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (raw: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="numeric"
        min={DIMENSION_MIN}
        max={DIMENSION_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
