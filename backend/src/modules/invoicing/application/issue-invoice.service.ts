import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { documentYear } from '../domain/document-number.js';
import { type InvoiceData, type PaidOrder, buildInvoice } from '../domain/invoice.js';
import { DEFAULT_VAT_RATE } from '../domain/vat.js';
import { InvoiceRepository } from './ports/invoice.repository.js';

/** A paid order as the ordering module hands it over: its lines name their products, whose VAT rates apply. */
export interface IssueInvoiceCommand extends Omit<PaidOrder, 'lines'> {
  items: readonly (Omit<PaidOrder['lines'][number], 'vatRate'> & { productId: number })[];
}

/**
 * Issues the invoice of a paid order inside the caller's transaction (the one that records the
 * payment, holding the order's row lock): the year's counter row is locked and incremented, so the
 * number is gap-free and committed or rolled back with the payment itself. Idempotent: an order that
 * already has its invoice keeps it.
 */
@Injectable()
export class IssueInvoiceService {
  private readonly logger = new Logger('Factures');

  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly config: AppConfig,
  ) {}

  async ensureIssued(command: IssueInvoiceCommand): Promise<InvoiceData> {
    const existing = await this.invoices.invoiceOfOrder(command.orderId);
    if (existing) return existing.data;
    const rates = await this.invoices.vatRates(command.items.map((item) => item.productId));
    const year = documentYear(command.paidAt);
    const sequence = await this.invoices.nextSequence('invoice', year);
    const invoice = buildInvoice(
      {
        ...command,
        lines: command.items.map((item) => ({ ...item, vatRate: rates.get(item.productId) ?? DEFAULT_VAT_RATE })),
      },
      this.config.shop,
      sequence,
    );
    await this.invoices.insert(year, sequence, command.orderId, invoice);
    this.logger.log(`Facture ${invoice.number} émise pour la commande ${command.orderNumber}`);
    return invoice;
  }
}
