import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import {
  GIFT_SUBSCRIPTION_LINE_SUFFIX,
  GiftSubscriptionCheckout,
  type GiftSubscriptionOfferInput,
  type OrderSnapshot,
} from '../../ordering/index.js';
import { GiftSubscription } from '../domain/gift-subscription.js';
import { checkGiftOffer, checkGiftPlan } from '../domain/gift-subscription-rules.js';
import { GiftSubscriptionMails } from './gift-subscription-mails.js';
import { GiftSubscriptionRepository } from './ports/gift-subscription.repository.js';

/**
 * Lends the checkout what it needs for a prepaid gift subscription (docs/design/gifting.md): the
 * offer's checks, the gift created with its order (en_attente), started when the order is paid and
 * abandoned when it ends unpaid — each in the transaction that moved the order.
 */
@Injectable()
export class GiftSubscriptionCheckoutRegistration implements OnModuleInit {
  constructor(
    private readonly checkout: GiftSubscriptionCheckout,
    private readonly gifts: GiftSubscriptionRepository,
    private readonly mails: GiftSubscriptionMails,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.checkout.register({
      check: (offer, now) => void checkGiftOffer(offer, now, 'metadata.giftSubscription'),
      placed: (order, offer) => this.placed(order, offer),
      paid: (order) => this.paid(order),
      abandoned: (order) => this.abandoned(order),
    });
  }

  private async placed(order: OrderSnapshot, input: GiftSubscriptionOfferInput): Promise<void> {
    const line = order.items.find((item) => item.giftSubscription === true)!;
    const plan = checkGiftPlan(line.quantity, line.frequency);
    const gift = GiftSubscription.place({
      id: randomUUID(),
      buyerId: order.customerId!,
      buyerFirstName: order.billing.firstName,
      orderId: order.id,
      productId: line.productId,
      productName: line.name.endsWith(GIFT_SUBSCRIPTION_LINE_SUFFIX)
        ? line.name.slice(0, -GIFT_SUBSCRIPTION_LINE_SUFFIX.length)
        : line.name,
      frequency: plan.frequency,
      boxes: plan.boxes,
      unitPriceCents: line.unitPriceCents,
      // The gift is bought alone: the order's shipping is its boxes' (boxes × one box's shipping).
      shippingPerBoxCents: order.shippingCents / plan.boxes,
      offer: checkGiftOffer(input, this.clock.now(), 'metadata.giftSubscription'),
      now: this.clock.now(),
    });
    await this.gifts.insert(gift);
  }

  private async paid(order: OrderSnapshot): Promise<void> {
    const gift = await this.gifts.findByOrderForUpdate(order.id);
    if (gift?.activate(order.paidAt ?? this.clock.now())) await this.gifts.save(gift);
  }

  private async abandoned(order: OrderSnapshot): Promise<void> {
    const gift = await this.gifts.findByOrderForUpdate(order.id);
    if (!gift) return;
    if (gift.abandon(this.clock.now())) {
      await this.gifts.save(gift);
    } else if (gift.status === 'active') {
      gift.cancel(this.clock.now());
      await this.gifts.save(gift);
      if (gift.recipientKnows) await this.mails.cancelled(gift.toSnapshot());
    }
  }
}
