import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { OrderInvoices } from './order-invoices.js';
import { OrderRepository } from './ports/order.repository.js';

/** Held while orders are invoiced in catch-up, so that two instances starting at once number them in turn. */
const CATCH_UP_LOCK = 7_426_031;

/**
 * Every paid order has its invoice: a payment issues it in the transaction that records it
 * (OrderInvoices). Orders paid before invoices existed get theirs here, at start (ordering's
 * InvoiceCatchUpJob), in the order they were paid, with the shop's current identity and the
 * products' current VAT rates — application code, so that the migration that made the invoice tables
 * does the same thing in a year. Idempotent: a second start finds nothing to do.
 */
@Injectable()
export class InvoiceCatchUpService {
  private readonly logger = new Logger('Factures');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly invoices: OrderInvoices,
  ) {}

  /** Returns how many orders got their invoice. */
  async run(): Promise<number> {
    const issued = await this.uow.alone(CATCH_UP_LOCK, async () => {
      const ids = await this.orders.paidWithoutInvoice();
      for (const id of ids) {
        const order = await this.orders.findForUpdate(id);
        if (order) await this.invoices.issueIfPaid(order, { id: null, method: null });
      }
      return ids.length;
    });
    if (issued > 0) this.logger.log(`${issued} commande(s) payée(s) avant les factures : facture émise`);
    return issued;
  }
}
