import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { GiftCardFigures } from './application/gift-card-figures.js';
import { InvoiceDocuments } from './application/invoice-documents.service.js';
import { IssueCreditNoteService } from './application/issue-credit-note.service.js';
import { IssueInvoiceService } from './application/issue-invoice.service.js';
import { ListInvoicesService } from './application/list-invoices.service.js';
import { AdminInvoicesController } from './http/admin-invoices.controller.js';
import { PdfKitInvoicePdf } from './infrastructure/invoice-pdf.js';
import { TypeOrmInvoiceRepository } from './infrastructure/invoice.repository.js';
import { InvoiceRepository } from './application/ports/invoice.repository.js';
import { InvoicePdf } from './application/ports/invoice-pdf.js';

/**
 * Invoices and credit notes (docs/design/invoices.md): VAT per rate, gap-free numbers, the stored documents and
 * their PDFs. Ordering calls IssueInvoiceService inside the transaction that records a payment, and
 * InvoiceDocuments to hand an order's PDF to its customer; the confirmation mail attaches it. The
 * gift-cards module registers the source of the accountant's gift card figures (GiftCardFigures).
 */
@Module({
  imports: [NotificationsModule, IdentityModule],
  controllers: [AdminInvoicesController],
  providers: [
    { provide: InvoiceRepository, useClass: TypeOrmInvoiceRepository },
    { provide: InvoicePdf, useClass: PdfKitInvoicePdf },
    IssueInvoiceService,
    IssueCreditNoteService,
    InvoiceDocuments,
    ListInvoicesService,
    GiftCardFigures,
  ],
  exports: [IssueInvoiceService, IssueCreditNoteService, InvoiceDocuments, GiftCardFigures],
})
export class InvoicingModule {}
