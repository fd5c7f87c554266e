import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { countryName } from '../../../shared/countries.js';
import type { Cents } from '../../../shared/money.js';
import {
  DEFAULT_FREQUENCY,
  FREQUENCY_LABELS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
} from '../../../shared/subscription-rules.js';
import { type MailData, type MailKind, MailOutbox } from '../../notifications/index.js';
import type { Order, OrderSnapshot, ShippingSnapshot } from '../domain/order.js';
import { WITHDRAWAL_DAYS } from '../domain/withdrawal.js';
import { frenchEuros } from './checkout.errors.js';
import type { GiftCardCreditView } from './gift-card-checkout.js';
import { frenchBrusselsDate } from '../../../shared/french-dates.js';

const brusselsDate = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The shipping address as the confirmation and shipping mails print it. */
const shippingAddress = (shipping: ShippingSnapshot): MailData => ({
  shippingName: `${shipping.firstName} ${shipping.lastName}`,
  shippingStreet: shipping.address,
  shippingCity: `${shipping.postalCode} ${shipping.city}`,
  shippingCountry: countryName(shipping.country),
});

/** The order mails, written to the outbox inside the transaction that changes the order. */
@Injectable()
export class OrderMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** 'Votre commande est confirmée': number, lines, amounts, shipping address, link to /orders. */
  async confirmation(order: Order): Promise<void> {
    const s = order.toSnapshot();
    // An order of e-gift cards only has no invoice and ships nothing: its buyer gets the cards'
    // receipt mail instead (docs/design/gift-cards.md).
    if (s.items.length === 0) return;
    const money = (cents: Cents) => frenchEuros(cents);
    await this.send(s, 'order-confirmation', {
      orderDate: brusselsDate.format(s.createdAt),
      items: s.items.map((item) => ({
        name: item.name,
        quantity: String(item.quantity),
        unitPrice: money(item.unitPriceCents),
        lineTotal: money(item.unitPriceCents * item.quantity),
        subscription: item.isSubscription
          ? `Abonnement ${FREQUENCY_LABELS[item.frequency ?? DEFAULT_FREQUENCY].toLowerCase()} (-${SUBSCRIPTION_DISCOUNT_PERCENT} %)`
          : '',
      })),
      subtotal: money(s.subtotalCents),
      discount: s.discountCents > 0 ? money(s.discountCents) : '',
      promoCode: s.promoCode ?? '',
      shipping: s.shippingCents > 0 ? money(s.shippingCents) : 'Gratuite',
      // The cards bought beside the boxes: in the total, outside the invoice (their receipt is mailed apart).
      giftCards: s.giftCardsCents > 0 ? money(s.giftCardsCents) : '',
      total: money(s.totalCents),
      ...shippingAddress(s.shipping),
      // The invoice's PDF, drawn by the invoicing module when the mail leaves (issued in this transaction).
      attachments: [{ source: 'invoice', ref: s.id }],
    });
  }

  /** 'Votre commande est en route': carrier, tracking number and the tracking link, shipping address. */
  async shipped(order: Order): Promise<void> {
    const s = order.toSnapshot();
    await this.send(s, 'order-shipped', {
      shippedDate: brusselsDate.format(s.shippedAt ?? s.updatedAt),
      carrier: s.tracking?.carrier ?? '',
      trackingNumber: s.tracking?.trackingNumber ?? '',
      trackingUrl: s.tracking?.trackingUrl ?? '',
      gift: s.gift !== null,
      ...shippingAddress(s.shipping),
    });
  }

  /**
   * A gift's recipient, told when the box ships (docs/design/gifting.md): who it is from, the message,
   * the boxes, the tracking. Never a price, an amount or the buyer's payment.
   */
  async giftShipped(order: Order): Promise<void> {
    const s = order.toSnapshot();
    if (!s.gift?.recipientEmail) return;
    await this.outbox.enqueue({
      kind: 'gift-shipped',
      to: s.gift.recipientEmail,
      data: {
        recipientFirstName: s.shipping.firstName,
        fromFirstName: s.billing.firstName,
        message: s.gift.message ?? '',
        items: s.items.map((item) => ({ name: item.name, quantity: String(item.quantity) })),
        shippedDate: brusselsDate.format(s.shippedAt ?? s.updatedAt),
        carrier: s.tracking?.carrier ?? '',
        trackingNumber: s.tracking?.trackingNumber ?? '',
        trackingUrl: s.tracking?.trackingUrl ?? '',
        ...shippingAddress(s.shipping),
        shopLink: this.config.publicUrl,
      },
    });
  }

  /** 'Votre commande a été livrée'. */
  async delivered(order: Order): Promise<void> {
    const s = order.toSnapshot();
    await this.send(s, 'order-delivered', {
      deliveredDate: brusselsDate.format(s.deliveredAt ?? s.updatedAt),
    });
  }

  /** 'Votre commande a été annulée', with the refund announced when the order was paid. */
  async cancelled(order: Order): Promise<void> {
    const s = order.toSnapshot();
    await this.send(s, 'order-cancelled', {
      orderDate: brusselsDate.format(s.createdAt),
      total: frenchEuros(s.totalCents),
      refund: s.refundRequired,
    });
  }

  /** 'Votre remboursement': how much, why, the credit note attached (issued in this transaction). */
  async refunded(
    order: Order,
    refund: {
      amountCents: Cents;
      reason: string;
      creditNoteNumber: string;
      remainingCents: Cents;
      /** The gift cards credited back (docs/design/gift-cards.md): their share never goes back as cash. */
      giftCardCredits?: readonly GiftCardCreditView[];
    },
  ): Promise<void> {
    const s = order.toSnapshot();
    const credits = refund.giftCardCredits ?? [];
    const online = refund.amountCents - credits.reduce((sum, credit) => sum + credit.creditedCents, 0);
    await this.send(s, 'order-refunded', {
      amount: frenchEuros(refund.amountCents),
      giftCardCredits: credits.map((credit) => ({
        last4: credit.last4,
        amount: frenchEuros(credit.creditedCents),
        balance: frenchEuros(credit.balanceCents),
        expiresOn: frenchBrusselsDate(credit.expiresAt),
      })),
      onlinePart: online > 0 ? frenchEuros(online) : '',
      full: refund.remainingCents === 0 && refund.amountCents === s.totalCents,
      reason: refund.reason,
      creditNoteNumber: refund.creditNoteNumber,
      attachments: [{ source: 'credit-note', ref: refund.creditNoteNumber }],
    });
  }

  /**
   * 'Nous avons bien reçu votre rétractation': the acknowledgement on a durable medium, with the items,
   * the reason, the return address (the seller's) and the date to send them by (14 days from now).
   */
  async withdrawalReceived(
    order: Order,
    withdrawal: {
      items: readonly { name: string; quantity: number }[];
      reason: string | null;
      amountCents: Cents;
      requestedAt: Date;
    },
  ): Promise<void> {
    const s = order.toSnapshot();
    const returnBy = new Date(withdrawal.requestedAt.getTime() + WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000);
    await this.send(s, 'withdrawal-received', {
      requestedDate: brusselsDate.format(withdrawal.requestedAt),
      items: withdrawal.items.map((item) => ({ name: item.name, quantity: String(item.quantity) })),
      reason: withdrawal.reason ?? '',
      returnBy: brusselsDate.format(returnBy),
      returnName: this.config.shop.legalName,
      returnAddress: [...this.config.shop.address],
      amount: frenchEuros(withdrawal.amountCents),
    });
  }

  /** One mail to the order's customer: every one greets them, names the order and links to their orders. */
  private async send(s: OrderSnapshot, kind: MailKind, data: MailData): Promise<void> {
    await this.outbox.enqueue({
      kind,
      to: s.billing.email,
      data: {
        firstName: s.billing.firstName,
        orderNumber: s.orderNumber,
        ...data,
        ordersLink: `${this.config.publicUrl}/orders`,
      },
    });
  }

  /** After the commit: send now rather than at the next poll. */
  nudge(): void {
    this.outbox.nudge();
  }
}
