import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { MailOutbox } from '../../notifications/index.js';
import type { GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import { giftPlanText } from '../domain/gift-subscription-rules.js';
import { frenchCalendarDate } from '../../../shared/french-dates.js';

/** Who a gift's mail goes to when it is the buyer. */
export interface GiftBuyer {
  email: string;
  firstName: string;
}

/**
 * The mails of a prepaid gift subscription (docs/design/gifting.md), written to the outbox in the
 * transaction that changes the gift, so each leaves once. Nothing addressed to the recipient shows a
 * price; the buyer's mails with amounts are the order's (confirmation with the invoice, refund).
 */
@Injectable()
export class GiftSubscriptionMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  private offered(gift: GiftSubscriptionSnapshot): string {
    return giftPlanText(gift.productName, gift.boxesTotal, gift.frequency);
  }

  /** To the recipient, at its time: the message, what is offered, the first box, the claim link. */
  async announced(gift: GiftSubscriptionSnapshot, token: string): Promise<void> {
    const first = gift.boxesSent > 0 ? null : (gift.nextBoxDate ?? gift.firstBoxDate);
    await this.outbox.enqueue({
      kind: 'gift-announced',
      to: gift.recipient.email,
      data: {
        recipientFirstName: gift.recipient.firstName,
        fromFirstName: gift.buyerFirstName,
        offered: this.offered(gift),
        firstBoxDate: first ? frenchCalendarDate(first) : 'déjà partie',
        message: gift.message,
        claimLink: `${this.config.publicUrl}/cadeau/${token}`,
      },
    });
  }

  /** To the buyer: the recipient has been told. */
  async recipientTold(gift: GiftSubscriptionSnapshot, buyer: GiftBuyer): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-recipient-told',
      to: buyer.email,
      data: {
        firstName: buyer.firstName,
        recipientName: `${gift.recipient.firstName} ${gift.recipient.lastName}`,
        offered: this.offered(gift),
        manageLink: `${this.config.publicUrl}/abonnements`,
      },
    });
  }

  /** After the last box: to the recipient (told or claimed), 'continuez à −15 %'; to the buyer, a summary. */
  async ended(gift: GiftSubscriptionSnapshot, buyer: GiftBuyer | null, recipientKnows: boolean): Promise<void> {
    if (recipientKnows) {
      await this.outbox.enqueue({
        kind: 'gift-ending',
        to: gift.recipient.email,
        data: {
          recipientFirstName: gift.recipient.firstName,
          fromFirstName: gift.buyerFirstName,
          offered: this.offered(gift),
          productName: gift.productName,
          productLink: `${this.config.publicUrl}/product/${gift.productId}`,
        },
      });
    }
    if (buyer) {
      await this.outbox.enqueue({
        kind: 'gift-ended',
        to: buyer.email,
        data: {
          firstName: buyer.firstName,
          recipientName: `${gift.recipient.firstName} ${gift.recipient.lastName}`,
          boxesSent: gift.boxesSent,
          boxesTotal: gift.boxesTotal,
          offered: this.offered(gift),
          manageLink: `${this.config.publicUrl}/abonnements`,
        },
      });
    }
  }

  /** The buyer cancelled: the recipient is told only if they had been (or claimed it). */
  async cancelled(gift: GiftSubscriptionSnapshot): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-cancelled',
      to: gift.recipient.email,
      data: {
        recipientFirstName: gift.recipient.firstName,
        fromFirstName: gift.buyerFirstName,
        offered: this.offered(gift),
        boxesSent: gift.boxesSent,
        shopLink: this.config.publicUrl,
      },
    });
  }
}
