/** Upload rules shared by the editor and the gallery (docs/design/media.md). */

export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/x-ms-bmp',
] as const;

/** What the file pickers offer (the browser still lets a user pick anything). */
export const ACCEPT_ATTRIBUTE =
  '.jpg,.jpeg,.png,.gif,.webp,.bmp,image/jpeg,image/png,image/gif,image/webp,image/bmp';

export const MAX_FILE_SIZE = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Veuillez sélectionner une image valide',
  unsupported: (type: string) => `Format non supporté: ${type}`,
  tooLarge: (bytes: number) => `Fichier trop volumineux: ${toMegabytes(bytes)} MB (max: 10MB)`,
} as const;

/** Bytes as megabytes with two decimals, as the messages show them ("11.00"). */
export function toMegabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(2);
}

export interface FileLike {
  type: string;
  size: number;
  name?: string;
}

/**
 * The reason a file is refused, or null when it is accepted.
 * The editor first refuses anything that is not an image at all ('Veuillez sélectionner une image
 * valide'); the gallery names the refused type.
 */
export function uploadError(file: FileLike, context: 'editor' | 'gallery'): string | null {
  const type = file.type.toLowerCase();
  if (context === 'editor' && !type.startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(type)) {
    return UPLOAD_MESSAGES.unsupported(file.type || 'inconnu');
  }
  if (file.size > MAX_FILE_SIZE) return UPLOAD_MESSAGES.tooLarge(file.size);
  return null;
}

/** 'N erreur(s): first (+M autres)', the gallery's summary of refused uploads. */
export function summariseErrors(errors: string[]): string | null {
  if (errors.length === 0) return null;
  const more = errors.length > 1 ? ` (+${errors.length - 1} autres)` : '';
  return `${errors.length} erreur(s): ${errors[0]}${more}`;
}
