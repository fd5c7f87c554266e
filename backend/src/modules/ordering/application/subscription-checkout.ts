import { Injectable } from '@nestjs/common';
import type { GatewayPayment, SequenceType } from '../../payments/index.js';
import type { OrderSnapshot } from '../domain/order.js';

/**
 * What the subscriptions module does for the checkout (docs/design/subscriptions.md), registered by that module at start
 * so that ordering never imports it (subscriptions builds on ordering, not the other way round).
 */
export interface SubscriptionCheckoutParticipant {
  /** The shopper's Mollie customer (made once), for the first payment of an order with subscription lines. */
  mollieCustomerFor(order: OrderSnapshot): Promise<string>;
  /** A `first` payment of the order is paid: start its subscriptions (idempotent; throws to be retried). */
  firstPaymentPaid(order: OrderSnapshot, payment: GatewayPayment): Promise<void>;
  /**
   * A payment of an order that belongs to a subscription (a renewal's recurring payment, a `first`
   * payment setting a new mandate, a chargeback), whatever its status: the subscription's cycle and
   * dunning follow it (idempotent; throws to be retried).
   */
  subscriptionPaymentReported(order: OrderSnapshot, payment: GatewayPayment): Promise<void>;
}

/** The subscription named by a payment's metadata (renewal payments carry `{subscriptionId, cycle}`). */
export function subscriptionIdOf(payment: Pick<GatewayPayment, 'metadata'>): string | null {
  const metadata = payment.metadata;
  if (typeof metadata !== 'object' || metadata === null) return null;
  const id = (metadata as Record<string, unknown>).subscriptionId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The Mollie fields of a subscription order's payment. */
export interface FirstPaymentFields {
  sequenceType?: SequenceType;
  customerId?: string;
}

@Injectable()
export class SubscriptionCheckout {
  private participant: SubscriptionCheckoutParticipant | undefined;

  register(participant: SubscriptionCheckoutParticipant): void {
    this.participant = participant;
  }

  /** An order holding a subscription line is paid as a `first` payment on the shopper's Mollie customer. */
  async firstPaymentFields(order: OrderSnapshot): Promise<FirstPaymentFields> {
    if (!this.participant || !order.customerId || !order.items.some((item) => item.isSubscription)) return {};
    return { sequenceType: 'first', customerId: await this.participant.mollieCustomerFor(order) };
  }

  async afterPayment(order: OrderSnapshot, payment: GatewayPayment): Promise<void> {
    if (!this.participant) return;
    if (order.subscriptionId || subscriptionIdOf(payment)) {
      await this.participant.subscriptionPaymentReported(order, payment);
      return;
    }
    if (payment.status !== 'paid' || payment.sequenceType !== 'first') return;
    await this.participant.firstPaymentPaid(order, payment);
  }
}
