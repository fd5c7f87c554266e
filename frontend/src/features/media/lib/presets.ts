import { clampZoom, clampRotation } from './crop';
import { DEFAULT_ADJUSTMENTS, isFilterPreset, type Adjustments } from './filters';
import { isExportFormat, type ExportFormat } from './quality';

/**
 * An editor preset as kept under `photoEditorPresets`: id, name, scale, rotation, filters,
 * compression, format (docs/design/media.md). `filters` holds brightness, contrast, saturation (percent) and
 * blur (px), plus the hue and the quick filter of this editor. `compression` is the quality 0.1..1.
 */
export interface EditorPreset {
  id: string;
  name: string;
  scale: number;
  rotation: number;
  filters: {
    brightness: number;
    contrast: number;
    saturation: number;
    blur: number;
    hue?: number;
    preset?: string;
  };
  compression: number;
  format: ExportFormat;
}

const num = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** Presets read back from storage; broken entries are skipped. */
export function parsePresets(raw: unknown): EditorPreset[] {
  if (!Array.isArray(raw)) return [];
  const out: EditorPreset[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const p = item as Record<string, unknown>;
    if (typeof p.id !== 'string' || typeof p.name !== 'string' || !p.name.trim()) continue;
    const f = (p.filters && typeof p.filters === 'object' ? p.filters : {}) as Record<string, unknown>;
    out.push({
      id: p.id,
      name: p.name.trim(),
      scale: clampZoom(num(p.scale, 0.1, 5, 1)),
      rotation: clampRotation(num(p.rotation, -180, 180, 0)),
      filters: {
        brightness: num(f.brightness, 0, 200, 100),
        contrast: num(f.contrast, 0, 200, 100),
        saturation: num(f.saturation, 0, 200, 100),
        blur: num(f.blur, 0, 20, 0),
        hue: num(f.hue, 0, 360, 0),
        preset: isFilterPreset(f.preset) ? f.preset : 'none',
      },
      compression: num(p.compression, 0.1, 1, 0.6),
      format: isExportFormat(p.format) ? p.format : 'jpeg',
    });
  }
  return out;
}

export function makePreset(
  id: string,
  name: string,
  state: { zoom: number; rotation: number; adjustments: Adjustments; quality: number; format: ExportFormat },
): EditorPreset {
  const a = state.adjustments;
  return {
    id,
    name: name.trim(),
    scale: state.zoom,
    rotation: state.rotation,
    filters: {
      brightness: a.brightness,
      contrast: a.contrast,
      saturation: a.saturation,
      blur: a.blur,
      hue: a.hue,
      preset: a.filter,
    },
    compression: Math.round(state.quality) / 100,
    format: state.format,
  };
}

/** The adjustments a preset sets. */
export function presetAdjustments(preset: EditorPreset): Adjustments {
  const f = preset.filters;
  return {
    brightness: f.brightness,
    contrast: f.contrast,
    saturation: f.saturation,
    blur: f.blur,
    hue: f.hue ?? DEFAULT_ADJUSTMENTS.hue,
    filter: isFilterPreset(f.preset) ? f.preset : 'none',
  };
}

/** The editor's quality (20..100) from a preset's compression (0.1..1). */
export function presetQuality(preset: EditorPreset): number {
  return Math.min(100, Math.max(20, Math.round(preset.compression * 100)));
}
