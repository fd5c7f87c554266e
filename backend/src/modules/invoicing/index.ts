/** The invoicing module's public API: what other modules may import. */
export { InvoicingModule } from './invoicing.module.js';
export { IssueInvoiceService, type IssueInvoiceCommand } from './application/issue-invoice.service.js';
export {
  IssueCreditNoteService,
  NoInvoiceToCreditError,
  type IssueCreditNoteCommand,
} from './application/issue-credit-note.service.js';
export { creditableCents } from './domain/credit-note.js';
export { InvoiceDocuments, type InvoiceFile, type OrderDocument } from './application/invoice-documents.service.js';
export { VAT_RATES, DEFAULT_VAT_RATE, SHIPPING_VAT_RATE, isVatRate, type VatRate } from './domain/vat.js';
export type { InvoiceData, Buyer, Seller } from './domain/invoice.js';
export { GiftCardFigures, type GiftCardFactSource } from './application/gift-card-figures.js';
export type { GiftCardFact, GiftCardFactKind } from './domain/gift-card-ledger.js';
