import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Cents } from '../../../shared/money.js';
import type { GatewayPayment } from '../../payments/index.js';
import {
  type BillingSnapshot,
  Order,
  type OrderItem,
  type OrderSnapshot,
  type ShippingSnapshot,
} from '../domain/order.js';
import { RandomSource, generateOrderNumber } from '../domain/order-number.js';
import type { OrderGift } from '../domain/gift.js';
import { OrderNumberTakenError } from './ports/order.repository.js';
import { CheckoutLinks } from './checkout-links.js';
import { OrderRepository } from './ports/order.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';
import { OrderChanges } from './order-changes.js';

/** What a subscription's renewal order is made of (the subscription's frozen price, no promo code). */
export interface RenewalOrderInput {
  subscriptionId: string;
  customerId: string;
  items: readonly OrderItem[];
  subtotalCents: Cents;
  shippingCents: Cents;
  billing: BillingSnapshot;
  shipping: ShippingSnapshot;
}

/** What a prepaid gift box's order is made of. */
export interface PrepaidBoxInput {
  giftSubscriptionId: string;
  /** The buyer (null once their account is deleted: the box still goes to the recipient). */
  customerId: string | null;
  productId: number;
  productName: string;
  billing: BillingSnapshot;
  shipping: ShippingSnapshot;
  gift: OrderGift;
}

const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * The orders of subscription renewals (docs/design/subscriptions.md), for the subscriptions module: ordering stays the
 * only writer of orders. A renewal order has the usual order number, its `subscriptionId`, waits for
 * its payment without the 15-minute expiry (the expiry and recovery sweeps leave orders with a
 * subscription alone), and reserves its units without ever being refused for stock (flagged
 * 'À réapprovisionner' instead). Its payments (recurring, or a `first` one for a new mandate) are
 * attached under the order's row lock, idempotently; the webhook then applies them like any order's.
 */
@Injectable()
export class RenewalOrders {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly orders: OrderRepository,
    private readonly orderPayments: OrderPaymentRepository,
    private readonly random: RandomSource,
    private readonly links: CheckoutLinks,
    private readonly clock: Clock,
    private readonly changes: OrderChanges,
  ) {}

  /** Places the renewal order in the caller's transaction (the one that creates the cycle). */
  async place(input: RenewalOrderInput): Promise<OrderSnapshot> {
    for (let attempt = 1; ; attempt++) {
      const now = this.clock.now();
      const order = Order.place({
        id: randomUUID(),
        orderNumber: generateOrderNumber(now, this.random),
        customerId: input.customerId,
        subscriptionId: input.subscriptionId,
        items: input.items,
        billing: input.billing,
        shipping: input.shipping,
        subtotalCents: input.subtotalCents,
        discountCents: 0,
        promoCode: null,
        shippingCents: input.shippingCents,
        totalCents: input.subtotalCents + input.shippingCents,
        now,
      });
      try {
        await this.changes.place(order, { renewal: true });
        return order.toSnapshot();
      } catch (error) {
        if (!(error instanceof OrderNumberTakenError) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
        this.logger.warn(`Numéro ${error.orderNumber} déjà pris : nouveau tirage`);
      }
    }
  }

  /**
   * A box of a prepaid gift subscription (docs/design/gifting.md), in the caller's transaction: the
   * usual order number, the recipient's address, 0 € with its line marked prepaid, `payee` at once,
   * no payment and no invoice (the gift's order was invoiced for every box). Its unit is reserved as a
   * renewal's (never refused; 'À réapprovisionner' when short) and sold at once.
   */
  async placePrepaidBox(input: PrepaidBoxInput): Promise<OrderSnapshot> {
    for (let attempt = 1; ; attempt++) {
      const now = this.clock.now();
      const order = Order.placePrepaidBox({
        id: randomUUID(),
        orderNumber: generateOrderNumber(now, this.random),
        customerId: input.customerId,
        giftSubscriptionId: input.giftSubscriptionId,
        items: [
          {
            productId: input.productId,
            name: input.productName,
            unitPriceCents: 0,
            quantity: 1,
            isSubscription: false,
            frequency: null,
            prepaid: true,
          },
        ],
        billing: input.billing,
        shipping: input.shipping,
        gift: input.gift,
        subtotalCents: 0,
        discountCents: 0,
        promoCode: null,
        shippingCents: 0,
        totalCents: 0,
        now,
      });
      try {
        await this.changes.place(order, { renewal: true });
        await this.changes.save(order);
        return order.toSnapshot();
      } catch (error) {
        if (!(error instanceof OrderNumberTakenError) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
        this.logger.warn(`Numéro ${error.orderNumber} déjà pris : nouveau tirage`);
      }
    }
  }

  /** The billing of the order that paid a gift (its boxes are billed to the same buyer). */
  async billingOf(orderId: string): Promise<BillingSnapshot | null> {
    return (await this.orders.findById(orderId))?.billing ?? null;
  }

  async find(orderId: string): Promise<OrderSnapshot | null> {
    return this.orders.findById(orderId);
  }

  /**
   * Attaches a payment Mollie created for the order, under its row lock, in the caller's transaction.
   * Idempotent: the same payment again changes nothing. False when the order no longer waits for a
   * payment (cancelled meanwhile): the payment is then left unattached.
   */
  async attachPayment(orderId: string, payment: GatewayPayment): Promise<boolean> {
    const order = await this.orders.findForUpdate(orderId);
    if (!order) throw new Error(`commande de renouvellement ${orderId} introuvable`);
    if (await this.orderPayments.find(payment.id)) return true;
    if (order.status !== 'en_attente_paiement') return false;
    const now = this.clock.now();
    order.attachPayment(payment.id, now);
    await this.changes.save(order);
    await this.orderPayments.add({
      paymentId: payment.id,
      orderId,
      status: order.paymentStatus,
      amountCents: payment.amount.cents,
      currency: payment.amount.currency,
      checkoutUrl: payment.checkoutUrl,
      createdAt: now,
      updatedAt: now,
    });
    return true;
  }

  /** The cycle is given up (three failed payments): its order is cancelled, its units released. */
  async cancel(orderId: string, note: string): Promise<void> {
    const order = await this.orders.findForUpdate(orderId);
    if (!order || order.status !== 'en_attente_paiement') return;
    order.cancel(this.clock.now(), { by: 'system', note });
    await this.changes.save(order, { from: 'en_attente_paiement', trigger: 'subscription' });
  }

  /** A first order whose subscriptions started points at the first of them (the 'Abo' link). */
  async linkFirstOrder(orderId: string, subscriptionId: string): Promise<void> {
    await this.orders.linkSubscription(orderId, subscriptionId);
  }

  webhookUrl(): string | undefined {
    return this.links.webhookUrl();
  }

  redirectUrl(orderNumber: string): string {
    return this.links.redirectUrl(orderNumber);
  }
}
