/** Export formats, quality scale and labels (docs/design/media.md). */

export type ExportFormat = 'jpeg' | 'webp' | 'png' | 'avif';

export interface FormatInfo {
  id: ExportFormat;
  label: string;
  mime: string;
  extension: string;
  /** PNG is lossless: the quality setting does not apply. */
  lossy: boolean;
}

export const FORMATS: readonly FormatInfo[] = [
  { id: 'jpeg', label: 'JPEG', mime: 'image/jpeg', extension: 'jpg', lossy: true },
  { id: 'webp', label: 'WebP', mime: 'image/webp', extension: 'webp', lossy: true },
  { id: 'png', label: 'PNG', mime: 'image/png', extension: 'png', lossy: false },
  { id: 'avif', label: 'AVIF', mime: 'image/avif', extension: 'avif', lossy: true },
];

export function formatInfo(format: ExportFormat): FormatInfo {
  return FORMATS.find((f) => f.id === format) ?? FORMATS[0];
}

export function isExportFormat(value: unknown): value is ExportFormat {
  return FORMATS.some((f) => f.id === value);
}

export const QUALITY_MIN = 20;
export const QUALITY_MAX = 100;
export const QUALITY_DEFAULT = 60;

/** The editor's quality labels (20..100): ≤30 Économique, ≤60 Standard, ≤85 Haute, else Maximum. */
export function qualityLabel(quality: number): string {
  if (quality <= 30) return 'Économique';
  if (quality <= 60) return 'Standard';
  if (quality <= 85) return 'Haute';
  return 'Maximum';
}

export function clampQuality(quality: number): number {
  if (!Number.isFinite(quality)) return QUALITY_DEFAULT;
  return Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Math.round(quality)));
}

/** Quality as the encoders take it (0..1); undefined for PNG. */
export function encoderQuality(format: ExportFormat, quality: number): number | undefined {
  return formatInfo(format).lossy ? clampQuality(quality) / 100 : undefined;
}

/** The earlier photo editor's labels on its 0.1..1 scale (kept for presets written by it). */
export function photoQualityLabel(quality: number): string {
  if (quality >= 0.95) return 'Excellence';
  if (quality >= 0.85) return 'Très bon';
  if (quality >= 0.7) return 'Bon';
  if (quality >= 0.5) return 'Moyen';
  return 'Faible';
}

export interface ExportSize {
  id: 'thumbnail' | 'small' | 'medium' | 'large' | 'original';
  label: string;
  /** null for Original: the crop at the photo's own resolution. */
  side: number | null;
  enabled: boolean;
}

/** The multi-size export: Thumbnail, Small, Medium, Large enabled; Original disabled. */
export const EXPORT_SIZES: readonly ExportSize[] = [
  { id: 'thumbnail', label: 'Thumbnail', side: 150, enabled: true },
  { id: 'small', label: 'Small', side: 300, enabled: true },
  { id: 'medium', label: 'Medium', side: 600, enabled: true },
  { id: 'large', label: 'Large', side: 800, enabled: true },
  { id: 'original', label: 'Original', side: null, enabled: false },
];

export function exportButtonLabel(enabledCount: number): string {
  return `Exporter (${enabledCount} tailles)`;
}

/** A download name: "photo-800x800.jpg". */
export function exportFileName(
  sourceName: string,
  width: number,
  height: number,
  format: ExportFormat,
): string {
  const base =
    sourceName
      .replace(/\.[^.]+$/, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image';
  return `${base}-${width}x${height}.${formatInfo(format).extension}`;
}
