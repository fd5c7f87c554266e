import { describe, expect, it } from 'vitest';
import { refusalText, shippedText, trackingFileProblem, unchangedText } from './shippingRun';

describe('the tracking import outcome', () => {
  it('counts the shipped and the unchanged orders in French', () => {
    expect(shippedText(1)).toBe('1 commande expédiée');
    expect(shippedText(1200)).toMatch(/^1\s200 commandes expédiées$/);
    expect(unchangedText(0)).toBe('0 déjà expédiées');
    expect(unchangedText(1)).toBe('1 déjà expédiée');
  });

  it('names a refused row by its line and order', () => {
    expect(refusalText({ line: 3, orderNumber: 'BP-1', reason: 'commande inconnue' })).toBe(
      'Ligne 3 — BP-1 : commande inconnue',
    );
    expect(refusalText({ line: 4, orderNumber: '', reason: 'numéro de commande manquant' })).toBe(
      'Ligne 4 : numéro de commande manquant',
    );
  });

  it('refuses a file over 2 MB before sending it', () => {
    expect(trackingFileProblem({ size: 2 * 1024 * 1024 })).toBeNull();
    expect(trackingFileProblem({ size: 2 * 1024 * 1024 + 1 })).toBe('Le fichier dépasse 2 Mo.');
  });
});
