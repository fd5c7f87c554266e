import { Injectable } from '@nestjs/common';
import { centsToEuros } from '../../../shared/money.js';
import { DomainError } from '../../../shared/domain-error.js';
import { InvoiceDocuments } from '../../invoicing/index.js';
import { type AdminOrderView, toAdminOrderView } from './admin-order.view.js';
import { AdminOrdersReadModel } from './ports/admin-orders.read-model.js';
import { type OrderStatus } from '../domain/order-status.js';
import { OrderRefundsQuery } from './order-refunds.query.js';
import { type PaymentStatus } from '../domain/payment-status.js';
import { WithdrawalsQuery } from './withdrawals.query.js';
import { GiftCardCheckout } from './gift-card-checkout.js';

export class AdminOrderNotFoundError extends DomainError {
  constructor() {
    super('ORDER_NOT_FOUND', 'Commande introuvable', 'not-found');
  }
}

/** GET /api/admin/orders/:orderId: one order (by number or id) with its whole history and its documents. */
@Injectable()
export class GetAdminOrderService {
  constructor(
    private readonly orders: AdminOrdersReadModel,
    private readonly invoices: InvoiceDocuments,
    private readonly refunds: OrderRefundsQuery,
    private readonly withdrawals: WithdrawalsQuery,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  /** With its invoice and credit notes (downloadable from the order's invoice route). */
  async execute(reference: string): Promise<AdminOrderView> {
    const order = await this.orders.findOne(reference);
    if (!order) throw new AdminOrderNotFoundError();
    const documents = await this.invoices.listOfOrder(order.id);
    const refund = await this.refunds.ofOrder({
      id: order.id,
      status: order.status as OrderStatus,
      paymentStatus: order.paymentStatus as PaymentStatus,
      totalCents: order.totalCents,
      giftCardsCents: order.giftCardsCents,
      refundRequired: order.refundRequired,
    });
    const cards = await this.giftCards.ofOrders([order]);
    return {
      ...toAdminOrderView(order, cards.get(order.id)),
      refund,
      withdrawal: await this.withdrawals.ofOrder(order.id),
      documents: documents.map((d) => ({
        number: d.number,
        kind: d.kind,
        kindLabel: d.kind === 'invoice' ? 'Facture' : 'Note de crédit',
        issuedAt: d.issuedAt,
        total: centsToEuros(d.totalCents),
      })),
    };
  }
}
