import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE, summariseErrors, toMegabytes, uploadError } from './validation';

describe('upload validation', () => {
  it('accepts the six image types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/bmp']) {
      expect(uploadError({ type, size: 1000 }, 'gallery')).toBeNull();
      expect(uploadError({ type, size: MAX_FILE_SIZE }, 'editor')).toBeNull();
    }
  });

  it('names an unsupported type', () => {
    expect(uploadError({ type: 'text/plain', size: 10 }, 'gallery')).toBe('Format non supporté: text/plain');
    expect(uploadError({ type: 'image/svg+xml', size: 10 }, 'editor')).toBe(
      'Format non supporté: image/svg+xml',
    );
    expect(uploadError({ type: '', size: 10 }, 'gallery')).toBe('Format non supporté: inconnu');
  });

  it('asks the editor for an image when the file is not one', () => {
    expect(uploadError({ type: 'text/plain', size: 10 }, 'editor')).toBe(
      'Veuillez sélectionner une image valide',
    );
    expect(uploadError({ type: 'application/pdf', size: 10 }, 'editor')).toBe(
      'Veuillez sélectionner une image valide',
    );
  });

  it('refuses files over 10 MB with their size', () => {
    expect(uploadError({ type: 'image/png', size: 11 * 1024 * 1024 }, 'gallery')).toBe(
      'Fichier trop volumineux: 11.00 MB (max: 10MB)',
    );
    expect(uploadError({ type: 'image/jpeg', size: MAX_FILE_SIZE + 1 }, 'editor')).toBe(
      'Fichier trop volumineux: 10.00 MB (max: 10MB)',
    );
    expect(toMegabytes(15.5 * 1024 * 1024)).toBe('15.50');
  });

  it('summarises upload errors', () => {
    expect(summariseErrors([])).toBeNull();
    expect(summariseErrors(['Format non supporté: text/plain'])).toBe(
      '1 erreur(s): Format non supporté: text/plain',
    );
    expect(summariseErrors(['a', 'b', 'c'])).toBe('3 erreur(s): a (+2 autres)');
  });
});
