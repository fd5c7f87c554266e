import { downloadFile } from '../../lib/download';

/** The PDF invoice of an order (GET /api/orders/:orderId/invoice: its customer or an administrator). */
export function downloadInvoice(orderId: string): Promise<string> {
  return downloadFile(`/orders/${encodeURIComponent(orderId)}/invoice`, `facture-${orderId}.pdf`);
}

/** A credit note of an order (GET /api/orders/:orderId/credit-notes/:number: its customer or an administrator). */
export function downloadCreditNote(orderId: string, number: string): Promise<string> {
  return downloadFile(
    `/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`,
    `note-de-credit-${number}.pdf`,
  );
}
