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

/** The receipt of an order's e-gift cards (GET /api/gift-cards/receipts/:orderId: its buyer or an administrator). */
export function downloadGiftCardReceipt(orderId: string, number: string): Promise<string> {
  return downloadFile(`/gift-cards/receipts/${encodeURIComponent(orderId)}`, `recu-${number}.pdf`);
}

/** A paid card to print (GET /api/gift-cards/:cardId/pdf: its buyer, delivery 'print'). */
export function downloadGiftCardPdf(cardId: string, last4: string | null): Promise<string> {
  return downloadFile(`/gift-cards/${encodeURIComponent(cardId)}/pdf`, `carte-cadeau-${last4 ?? cardId}.pdf`);
}
