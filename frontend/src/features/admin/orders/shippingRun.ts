import type { TrackingImportResult } from './types';

const count = new Intl.NumberFormat('fr-BE');

/** '1 commande expédiée', '12 commandes expédiées'. */
export function shippedText(n: number): string {
  return n === 1 ? '1 commande expédiée' : `${count.format(n)} commandes expédiées`;
}

/** '1 déjà expédiée', '3 déjà expédiées'. */
export function unchangedText(n: number): string {
  return n === 1 ? '1 déjà expédiée' : `${count.format(n)} déjà expédiées`;
}

/** 'Ligne 3 — BP-… : commande inconnue' (a row without number: 'Ligne 3 : numéro de commande manquant'). */
export function refusalText(refusal: TrackingImportResult['refused'][number]): string {
  const order = refusal.orderNumber.trim();
  return `Ligne ${refusal.line}${order ? ` — ${order}` : ''} : ${refusal.reason}`;
}

/** The tracking file the server takes: CSV, at most 2 MB. */
export const TRACKING_MAX_BYTES = 2 * 1024 * 1024;
export const TRACKING_TOO_LARGE = 'Le fichier dépasse 2 Mo.';

/** The file's problem seen before the upload, or null. */
export function trackingFileProblem(file: { size: number }): string | null {
  return file.size > TRACKING_MAX_BYTES ? TRACKING_TOO_LARGE : null;
}
