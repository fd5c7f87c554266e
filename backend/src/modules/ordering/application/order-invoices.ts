import { Injectable } from '@nestjs/common';
import { IssueInvoiceService } from '../../invoicing/index.js';
import type { Order } from '../domain/order.js';
import { GiftCardCheckout } from './gift-card-checkout.js';

/** How the order was paid, for the invoice's payment line. */
export interface InvoicedPayment {
  id: string | null;
  method: string | null;
}

/**
 * The invoice of a paid order, issued in the transaction that records the payment (docs/design/invoices.md): the
 * webhook and status checks (SyncPaymentStatusService), an administrator confirming a payment. An
 * order paid after its cancellation gets its invoice too (the money was received; its refund will be
 * a credit note referring to it). Idempotent: a second payment or a repeated report issues nothing.
 */
@Injectable()
export class OrderInvoices {
  constructor(
    private readonly invoices: IssueInvoiceService,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  async issueIfPaid(order: Order, payment: InvoicedPayment): Promise<void> {
    const s = order.toSnapshot();
    // A prepaid gift box is never invoiced: its gift's order was, for every box (docs/design/gifting.md).
    if (!s.paidAt || s.giftSubscriptionId) return;
    // E-gift cards are outside VAT: their receipt is the gift-cards module's, the invoice covers the
    // boxes only, and an order of cards only has none (docs/design/gift-cards.md).
    if (s.items.length === 0) return;
    // Gift cards that paid it are a means of payment: each is named on the invoice, the amounts unchanged.
    const paidByCards = (await this.giftCards.ofOrders([s])).get(s.id)?.payments ?? [];
    await this.invoices.ensureIssued({
      orderId: s.id,
      orderNumber: s.orderNumber,
      items: s.items,
      subtotalCents: s.subtotalCents,
      discountCents: s.discountCents,
      promoCode: s.promoCode,
      shippingCents: s.shippingCents,
      totalCents: s.totalCents - s.giftCardsCents,
      currency: s.currency,
      buyer: {
        name: `${s.billing.firstName} ${s.billing.lastName}`,
        email: s.billing.email,
        phone: s.billing.phone,
        address: s.billing.address,
        postalCode: s.billing.postalCode,
        city: s.billing.city,
        country: s.billing.country,
      },
      paidAt: s.paidAt,
      paymentMethod: payment.method,
      paymentReference: payment.id ?? s.molliePaymentId,
      giftCardPayments: paidByCards
        .filter((card) => card.status !== 'released')
        .map((card) => ({ last4: card.last4, amountCents: card.amountCents })),
    });
  }
}
