import { Injectable } from '@nestjs/common';
import type { OrderSnapshot } from '../domain/order.js';

/** What the buyer of a prepaid gift subscription tells at checkout (checked by the subscriptions module). */
export interface GiftSubscriptionOfferInput {
  recipient: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    address?: string | null;
    postalCode?: string | null;
    city?: string | null;
    country?: string | null;
  };
  message?: string | null;
  firstBoxDate?: string | null;
  notify?: string | null;
  notifyAt?: string | null;
}

/**
 * What the subscriptions module does for an order that buys a prepaid gift subscription
 * (docs/design/gifting.md), registered by that module at start so that ordering never imports it.
 */
export interface GiftSubscriptionParticipant {
  /** Checks the offer before anything is created; throws a 400 with French messages per field. */
  check(offer: GiftSubscriptionOfferInput, now: Date): void;
  /** The order is placed (in its transaction): the gift subscription exists, waiting for the payment. */
  placed(order: OrderSnapshot, offer: GiftSubscriptionOfferInput): Promise<void>;
  /** The order is paid (in the transaction that recorded it): the gift starts. */
  paid(order: OrderSnapshot): Promise<void>;
  /**
   * The order is cancelled: unpaid (expired, failed), the gift is abandoned; paid (an administrator
   * cancelled it), the boxes not yet created are cancelled with it (its refund is the order's).
   */
  abandoned(order: OrderSnapshot): Promise<void>;
}

/** The checkout's refusals of a prepaid gift subscription's cart (the offer's own: the subscriptions module). */
export const GIFT_SUBSCRIPTION_CHECKOUT = {
  alone: 'Un abonnement offert se paie seul : passez commande des autres box séparément.',
  missing: 'Indiquez le destinataire de l’abonnement offert.',
  withoutLine: "Il n'y a pas d'abonnement offert dans le panier.",
  notAGiftOrder: 'Un abonnement offert a son propre destinataire : « C’est un cadeau » ne s’y ajoute pas.',
} as const;

/** How a gift subscription's line is named on the order and its invoice: 'Box Premium — abonnement offert'. */
export const GIFT_SUBSCRIPTION_LINE_SUFFIX = ' — abonnement offert';

/** The order buys a prepaid gift subscription (its one line is the gift's). */
export function buysGiftSubscription(order: Pick<OrderSnapshot, 'items'>): boolean {
  return order.items.some((item) => item.giftSubscription === true);
}

@Injectable()
export class GiftSubscriptionCheckout {
  private participant: GiftSubscriptionParticipant | undefined;

  register(participant: GiftSubscriptionParticipant): void {
    this.participant = participant;
  }

  private get registered(): GiftSubscriptionParticipant {
    if (!this.participant) throw new Error('gift subscriptions are not registered');
    return this.participant;
  }

  check(offer: GiftSubscriptionOfferInput, now: Date): void {
    this.registered.check(offer, now);
  }

  placed(order: OrderSnapshot, offer: GiftSubscriptionOfferInput): Promise<void> {
    return this.registered.placed(order, offer);
  }

  async paid(order: OrderSnapshot): Promise<void> {
    if (buysGiftSubscription(order)) await this.registered.paid(order);
  }

  async abandoned(order: OrderSnapshot): Promise<void> {
    if (buysGiftSubscription(order)) await this.registered.abandoned(order);
  }
}
