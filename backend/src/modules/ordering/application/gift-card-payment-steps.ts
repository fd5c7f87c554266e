import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { GiftCardPaymentRefusedError } from '../../../shared/gift-card-payment-rules.js';
import { centsToDecimalString } from '../../../shared/money.js';
import type { Order, OrderSnapshot } from '../domain/order.js';
import { type CheckoutAnswer, CheckoutLinks } from './checkout-links.js';
import { GiftCardCheckout } from './gift-card-checkout.js';
import { OrderChanges } from './order-changes.js';
import { OrderMails } from './order-mails.js';

/** The payment method recorded for an order the gift cards paid whole (the invoice names the cards). */
export const GIFT_CARD_PAYMENT_METHOD = 'giftcard';

/**
 * The checkout's gift cards (docs/design/gift-cards.md, "Paying with a card"), in the transaction that
 * places the order: the cards' shares held, the order told what they pay; when they pay it all, the
 * order is paid there and then — no Mollie payment, its handlers run (invoice, cards captured), its
 * confirmation mail is queued — and the answer leads the shopper straight to the payment result page.
 */
@Injectable()
export class GiftCardPaymentSteps {
  constructor(
    private readonly giftCards: GiftCardCheckout,
    private readonly changes: OrderChanges,
    private readonly mails: OrderMails,
    private readonly links: CheckoutLinks,
    private readonly clock: Clock,
  ) {}

  async holdFor(order: Order, codes: readonly unknown[] | null | undefined, clientAddress: string): Promise<void> {
    const held = await this.giftCards.hold(order.toSnapshot(), codes, clientAddress).catch((error: unknown) => {
      throw error instanceof GiftCardPaymentRefusedError ? error.under('metadata.') : error;
    });
    if (held === 0) return;
    order.payWithGiftCards(held);
    if (order.amountDueCents > 0) {
      await this.changes.save(order);
      return;
    }
    const from = order.status;
    order.markPaid(this.clock.now(), { by: 'customer', note: 'Payée par carte cadeau' });
    await this.changes.save(order, {
      from,
      trigger: 'payment',
      payment: { id: null, method: GIFT_CARD_PAYMENT_METHOD },
    });
    await this.mails.confirmation(order);
  }

  /** After the commit of an order its cards paid whole: its mails leave now, and the checkout's answer. */
  paidAtOnce(order: OrderSnapshot): CheckoutAnswer {
    this.mails.nudge();
    return this.answerOf(order);
  }

  /** The checkout's answer for an order its cards paid whole: paid, and the result page as its link. */
  answerOf(order: OrderSnapshot): CheckoutAnswer {
    const href = this.links.redirectUrl(order.orderNumber);
    return {
      id: GIFT_CARD_PAYMENT_METHOD,
      status: 'paid',
      orderId: order.orderNumber,
      checkoutUrl: href,
      _links: { checkout: { href } },
      amount: { value: centsToDecimalString(0), currency: order.currency },
    };
  }
}
