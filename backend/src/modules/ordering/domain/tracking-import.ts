import { CARRIERS, type Carrier } from './order-types.js';

/*
 * The tracking import of the shipping run (docs/design/shipping-run.md, "Tracking import"): a CSV the
 * carrier's tool gives back, one row per parcel — order number, carrier, tracking number, tracking URL
 * (optional) —, ';' or ',', with or without a header. Pure: reading the rows and refusing the bad
 * ones; shipping the good ones is the application's.
 */

/** The largest file accepted. */
export const TRACKING_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const TRACKING_IMPORT_MESSAGES = {
  unknownOrder: 'commande inconnue',
  missingNumber: 'numéro de suivi manquant',
  missingOrder: 'numéro de commande manquant',
  duplicate: 'ligne en double (cette commande est déjà plus haut dans le fichier)',
  tooLarge: 'Le fichier de suivi dépasse 2 Mo',
  notCsv: "Le fichier de suivi n'est pas un CSV lisible (numéro de commande ; transporteur ; numéro de suivi ; lien)",
  empty: 'Le fichier de suivi ne contient aucune ligne',
} as const;

/** 'BP-… : la commande est …' when an order is not in preparation. */
export function wrongStateMessage(stateLabel: string): string {
  return `la commande n'est pas en préparation (${stateLabel.toLowerCase()})`;
}

export function unknownCarrierMessage(carrier: string): string {
  return `transporteur inconnu « ${carrier} » (attendu : ${CARRIERS.join(', ')})`;
}

export interface TrackingRow {
  /** The row's line in the file (1-based, the header counted). */
  line: number;
  orderNumber: string;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface TrackingRefusal {
  line: number;
  orderNumber: string;
  reason: string;
}

/** A header row: its first cell is no order number and names a column ('commande', 'order', 'numero'…). */
function isHeader(row: readonly string[]): boolean {
  const first = (row[0] ?? '').trim();
  return !/^BP-/i.test(first) && /commande|order|num|r[ée]f/i.test(first);
}

function carrierOf(text: string): Carrier | null {
  const wanted = text.trim().toLowerCase();
  return CARRIERS.find((carrier) => carrier.toLowerCase() === wanted) ?? null;
}

/**
 * The file's rows, read: those that name an order, a known carrier and a number, each order once; the
 * others refused with their French reason. Blank rows are skipped.
 */
export function readTrackingRows(rows: readonly (readonly string[])[]): {
  rows: TrackingRow[];
  refused: TrackingRefusal[];
} {
  const accepted: TrackingRow[] = [];
  const refused: TrackingRefusal[] = [];
  const seen = new Set<string>();
  const skipHeader = rows.length > 0 && isHeader(rows[0]!);
  rows.forEach((cells, index) => {
    if (index === 0 && skipHeader) return;
    const line = index + 1;
    const [orderCell = '', carrierCell = '', numberCell = '', urlCell = ''] = cells.map((cell) => cell.trim());
    if (cells.every((cell) => cell.trim() === '')) return;
    const orderNumber = orderCell.toUpperCase();
    const refuse = (reason: string) => refused.push({ line, orderNumber: orderCell, reason });
    if (orderNumber === '') return refuse(TRACKING_IMPORT_MESSAGES.missingOrder);
    if (seen.has(orderNumber)) return refuse(TRACKING_IMPORT_MESSAGES.duplicate);
    seen.add(orderNumber);
    const carrier = carrierOf(carrierCell);
    if (!carrier) return refuse(unknownCarrierMessage(carrierCell));
    if (numberCell === '') return refuse(TRACKING_IMPORT_MESSAGES.missingNumber);
    accepted.push({
      line,
      orderNumber,
      carrier,
      trackingNumber: numberCell,
      trackingUrl: urlCell === '' ? null : urlCell,
    });
  });
  return { rows: accepted, refused };
}
