import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Cents } from '../../../shared/money.js';
import { QuoteCartService, type QuoteCartItem } from '../../cart-pricing/index.js';
import { PAYMENT_CURRENCY } from '../../payments/index.js';
import type { OrderGift } from '../domain/gift.js';
import { type BillingSnapshot, Order, type ShippingSnapshot } from '../domain/order.js';
import { RandomSource, generateOrderNumber } from '../domain/order-number.js';
import { OrderNumberTakenError } from './ports/order.repository.js';
import type { CheckoutAnswer } from './checkout-links.js';
import { CHECKOUT_LEASE_MS, CheckoutPaymentSteps } from './checkout-payment-steps.js';
import {
  AmountMismatchError,
  CheckoutInProgressError,
  CustomerMismatchError,
  IdempotencyKeyReusedError,
  OrderNotFoundError,
  storedRefusal,
  storedRefusalError,
} from './checkout.errors.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import type { CheckoutOptions, CheckoutRequestRow } from './ports/checkout-records.js';
import { OrderRepository } from './ports/order.repository.js';
import { CheckoutRequestRepository } from './ports/checkout-request.repository.js';
import { OrderLeaseRepository } from './ports/order-lease.repository.js';
import { OrderChanges } from './order-changes.js';
import { InvalidOrderError } from '../domain/order.errors.js';
import {
  GIFT_SUBSCRIPTION_CHECKOUT,
  GIFT_SUBSCRIPTION_LINE_SUFFIX,
  GiftSubscriptionCheckout,
  type GiftSubscriptionOfferInput,
} from './gift-subscription-checkout.js';
import { GiftCardInvalidError } from '../../../shared/gift-card-rules.js';
import { GiftCardPaymentRefusedError } from '../../../shared/gift-card-payment-rules.js';
import { GiftCardCheckout, type GiftCardLineInput } from './gift-card-checkout.js';
import { GiftCardPaymentSteps } from './gift-card-payment-steps.js';

/** The checkout's refusals about e-gift cards (docs/design/gift-cards.md). */
export const GIFT_CARD_CHECKOUT = {
  notAGiftOrder:
    'Une carte cadeau s’envoie à son destinataire : « C’est un cadeau » ne s’ajoute qu’à une commande de box.',
  shippingMissing: 'Les informations de livraison sont obligatoires',
} as const;

/** A cart of gift cards only ships nothing: the order keeps the billing address as its address. */
function billingAddress(billing: BillingSnapshot): ShippingSnapshot {
  return {
    firstName: billing.firstName,
    lastName: billing.lastName,
    address: billing.address,
    postalCode: billing.postalCode,
    city: billing.city,
    country: billing.country,
  };
}

/**
 * The purchase rule names a card's fields `giftCards.<i>.<field>`, the payment rule `giftCardCodes.<i>`;
 * the checkout's body has them under `metadata.`.
 */
function underMetadata(error: unknown): unknown {
  if (error instanceof GiftCardPaymentRefusedError) return error.under('metadata.');
  if (!(error instanceof GiftCardInvalidError) || !error.errors) return error;
  return new GiftCardInvalidError(
    Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [`metadata.${field}`, messages])),
  );
}

/** The order of a gift subscription is shipped nowhere itself; its address is the recipient's. */
function recipientAddress(offer: GiftSubscriptionOfferInput): ShippingSnapshot {
  const r = offer.recipient;
  return {
    firstName: (r.firstName ?? '').trim(),
    lastName: (r.lastName ?? '').trim(),
    address: (r.address ?? '').trim(),
    postalCode: (r.postalCode ?? '').trim(),
    city: (r.city ?? '').trim(),
    country: (r.country ?? '').trim().toUpperCase(),
  };
}

export interface CreateOrderPaymentCommand {
  customerId: string;
  /** The Idempotency-Key header: a repeat by the same customer answers the first answer. */
  idempotencyKey?: string;
  /** What the client believes it pays: refused when it differs from the server's price. */
  amount: { cents: Cents; currency: string };
  items: readonly QuoteCartItem[];
  promoCode?: string | null;
  method?: string;
  issuer?: string;
  billing: BillingSnapshot;
  /** Null only for a cart of gift cards alone (nothing shipped: the billing address is kept). */
  shipping: ShippingSnapshot | null;
  /** E-gift cards bought beside the boxes, or alone (docs/design/gift-cards.md); absent: none. */
  giftCards?: readonly GiftCardLineInput[] | null;
  /** Codes of gift cards that pay the order, in this order (docs/design/gift-cards.md); absent: none. */
  giftCardCodes?: readonly unknown[] | null;
  /** The shopper's address: gift card lookups count in the balance page's limits. */
  clientAddress?: string;
  /** 'C'est un cadeau': shipped to the recipient (`shipping`), with its message; null otherwise. */
  gift?: OrderGift | null;
  /** 'Offrir un abonnement': the recipient of the cart's prepaid gift subscription (docs/design/gifting.md). */
  giftSubscription?: GiftSubscriptionOfferInput | null;
  /** metadata.orderId / metadata.customerId as the client sent them: never used, but another customer's are refused. */
  claimedOrderId?: string;
  claimedCustomerId?: string;
}

const ORDER_NUMBER_ATTEMPTS = 5;
const REPEAT_WAIT_MS = 10_000;
const REPEAT_POLL_MS = 100;

/** Thrown inside the transaction when another request took the same Idempotency-Key first. */
class KeyTakenMeanwhile extends Error {}

/**
 * POST /api/mollie/payments: prices the cart on the server, refuses a differing client amount,
 * creates the order, then its Mollie payment, then attaches the payment to the order.
 *
 * Durable steps (docs/design/resilience.md): 'order committed' (one transaction: the order, its Idempotency-Key and this
 * request's lease — the transaction where stock reservations belong too), then 'Mollie payment created'
 * with the order id as Mollie's idempotency key, then 'payment attached' under the row lock with the
 * key's answer. A crash between two steps is finished by a retry with the same key or by the recovery
 * sweep (CheckoutPaymentSteps). If Mollie refuses or cannot be reached, the order is deleted again.
 */
@Injectable()
export class CreateOrderPaymentService {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly orders: OrderRepository,
    private readonly checkoutRequests: CheckoutRequestRepository,
    private readonly quoteCart: QuoteCartService,
    private readonly customerOrders: CustomerOrdersService,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly steps: DurableSteps,
    private readonly leases: OrderLeaseRepository,
    private readonly paymentSteps: CheckoutPaymentSteps,
    private readonly changes: OrderChanges,
    private readonly giftSubscriptions: GiftSubscriptionCheckout,
    private readonly giftCards: GiftCardCheckout,
    private readonly giftCardPayments: GiftCardPaymentSteps,
  ) {}

  /**
   * A prepaid gift subscription is bought alone, with its recipient (docs/design/gifting.md); its
   * offer is checked before anything is created. A recipient without a gift line is refused too.
   */
  private checkGiftSubscription(command: CreateOrderPaymentCommand): void {
    const giftLines = command.items.filter((item) => item.giftBoxes !== undefined && item.giftBoxes !== null);
    if (giftLines.length === 0) {
      if (command.giftSubscription)
        throw new InvalidOrderError(GIFT_SUBSCRIPTION_CHECKOUT.withoutLine, 'metadata.giftSubscription');
      return;
    }
    if (command.items.length > 1) throw new InvalidOrderError(GIFT_SUBSCRIPTION_CHECKOUT.alone, 'metadata.items');
    if ((command.giftCards ?? []).length > 0) {
      throw new InvalidOrderError(GIFT_SUBSCRIPTION_CHECKOUT.alone, 'metadata.giftCards');
    }
    if (command.gift) throw new InvalidOrderError(GIFT_SUBSCRIPTION_CHECKOUT.notAGiftOrder, 'metadata.gift');
    if (!command.giftSubscription)
      throw new InvalidOrderError(GIFT_SUBSCRIPTION_CHECKOUT.missing, 'metadata.giftSubscription');
    this.giftSubscriptions.check(command.giftSubscription, this.clock.now());
  }

  async execute(command: CreateOrderPaymentCommand): Promise<CheckoutAnswer> {
    await this.refuseForeignIds(command);
    const requestHash = command.idempotencyKey ? hashRequest(command) : '';
    if (command.idempotencyKey) {
      const repeated = await this.repeatedAnswer(command.customerId, command.idempotencyKey, requestHash, false);
      if (repeated) return repeated;
    }

    this.checkGiftSubscription(command);
    if (command.gift && command.items.length === 0) {
      throw new InvalidOrderError(GIFT_CARD_CHECKOUT.notAGiftOrder, 'metadata.gift');
    }
    const quote = await this.quoteCart
      .execute({
        items: command.items,
        promoCode: command.promoCode,
        customerId: command.customerId,
        giftCards: command.giftCards ?? null,
        giftCardCodes: command.giftCardCodes ?? null,
        clientAddress: command.clientAddress ?? 'inconnue',
      })
      .catch((error: unknown) => {
        throw underMetadata(error);
      });
    if (quote.needsShipping && !command.shipping) {
      throw new InvalidOrderError(GIFT_CARD_CHECKOUT.shippingMissing, 'metadata.shippingInfo');
    }
    if (command.amount.currency !== PAYMENT_CURRENCY || command.amount.cents !== quote.totalCents) {
      throw new AmountMismatchError(quote.totalCents);
    }

    // Step 1, 'order committed': the order, what to ask Mollie, the key and this request's lease, at once.
    const options: CheckoutOptions = {
      ...(command.method ? { method: command.method } : {}),
      ...(command.issuer ? { issuer: command.issuer } : {}),
    };
    let order: Order;
    try {
      order = await this.steps.commit('checkout:order-committed', async () => {
        const placed = await this.placeOrder(command, quote);
        if (command.giftSubscription)
          await this.giftSubscriptions.placed(placed.toSnapshot(), command.giftSubscription);
        // The cards exist with their order, waiting for its payment (docs/design/gift-cards.md).
        await this.giftCards.placed(placed.toSnapshot(), quote.giftCards);
        // The shopper's gift cards pay their share: held with the order, before Mollie is asked for the rest.
        await this.giftCardPayments.holdFor(placed, command.giftCardCodes, command.clientAddress ?? 'inconnue');
        await this.checkoutRequests.setCheckoutOptions(placed.id, options);
        if (placed.status === 'en_attente_paiement') {
          await this.leases.lease(placed.id, this.steps.leaseEnd(CHECKOUT_LEASE_MS));
        }
        if (command.idempotencyKey) {
          const row: CheckoutRequestRow = {
            customerId: command.customerId,
            idempotencyKey: command.idempotencyKey,
            requestHash,
            orderId: placed.id,
            response: null,
            createdAt: this.clock.now(),
          };
          if (!(await this.checkoutRequests.claimCheckoutRequest(row))) throw new KeyTakenMeanwhile();
          if (placed.status !== 'en_attente_paiement') {
            const answer = this.giftCardPayments.answerOf(placed.toSnapshot());
            await this.checkoutRequests.completeCheckoutRequestsOf(
              placed.id,
              answer as unknown as Record<string, unknown>,
            );
          }
        }
        return placed;
      });
    } catch (error) {
      if (error instanceof KeyTakenMeanwhile) {
        return (await this.repeatedAnswer(command.customerId, command.idempotencyKey!, requestHash, true))!;
      }
      throw error;
    }

    // Paid at once by its gift cards: no Mollie payment; the key's answer was kept with the order.
    if (order.status !== 'en_attente_paiement') return this.giftCardPayments.paidAtOnce(order.toSnapshot());

    // Steps 2 and 3: Mollie payment (idempotency key = order id), then attached with the key's answer.
    const answer = await this.paymentSteps.finish(order.toSnapshot(), options);
    this.logger.log(`Commande ${order.orderNumber} créée avec le paiement ${answer.id} (${answer.amount.value} €)`);
    if (order.giftCardPaidCents > 0) this.logger.log(`Commande ${order.orderNumber} : cartes cadeaux réservées`);
    return answer;
  }

  /**
   * The server decides the order number and the customer; a body naming another customer, or an
   * existing order of another customer, is refused (a random number the SPA made up is ignored).
   */
  private async refuseForeignIds(command: CreateOrderPaymentCommand): Promise<void> {
    if (command.claimedCustomerId !== undefined && command.claimedCustomerId !== command.customerId) {
      throw new CustomerMismatchError();
    }
    if (command.claimedOrderId === undefined) return;
    try {
      await this.customerOrders.get(command.customerId, command.claimedOrderId);
    } catch (error) {
      if (!(error instanceof OrderNotFoundError)) throw error;
      if (await this.customerOrders.existsForAnother(command.customerId, command.claimedOrderId)) throw error;
    }
  }

  private async placeOrder(
    command: CreateOrderPaymentCommand,
    quote: Awaited<ReturnType<QuoteCartService['execute']>>,
  ): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      const now = this.clock.now();
      const order = Order.place({
        id: randomUUID(),
        orderNumber: generateOrderNumber(now, this.random),
        customerId: command.customerId,
        items: quote.lines.map((line) =>
          line.giftBoxes === null
            ? {
                productId: line.productId,
                name: line.name,
                unitPriceCents: line.unitPriceCents,
                quantity: line.quantity,
                isSubscription: line.isSubscription,
                frequency: line.frequency,
              }
            : {
                productId: line.productId,
                name: `${line.name}${GIFT_SUBSCRIPTION_LINE_SUFFIX}`,
                unitPriceCents: line.unitPriceCents,
                quantity: line.giftBoxes,
                isSubscription: false,
                frequency: line.frequency,
                giftSubscription: true,
              },
        ),
        billing: command.billing,
        shipping: command.giftSubscription
          ? recipientAddress(command.giftSubscription)
          : quote.needsShipping
            ? command.shipping!
            : billingAddress(command.billing),
        gift: command.gift ?? null,
        subtotalCents: quote.subtotalCents,
        discountCents: quote.discountCents,
        promoCode: quote.promo?.code ?? null,
        shippingCents: quote.shippingCents,
        giftCardsCents: quote.giftCardsCents,
        totalCents: quote.totalCents,
        now,
      });
      try {
        await this.changes.place(order);
        return order;
      } catch (error) {
        if (!(error instanceof OrderNumberTakenError) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
        this.logger.warn(`Numéro ${error.orderNumber} déjà pris : nouveau tirage`);
      }
    }
  }

  /**
   * The answer of an earlier request with this key, or undefined when there is none. An unanswered key
   * whose order is still leased by its first request is waited for (up to REPEAT_WAIT_MS: then 409 'en
   * cours'); once that lease has run out (the first request died between two steps), this request
   * resumes the checkout: same order, Mollie asked again with the same idempotency key, payment attached.
   */
  private async repeatedAnswer(
    customerId: string,
    key: string,
    requestHash: string,
    wait: boolean,
  ): Promise<CheckoutAnswer | undefined> {
    // How long this request waits is elapsed time (a monotonic timer), not the shop's clock.
    const deadline = performance.now() + REPEAT_WAIT_MS;
    for (;;) {
      const existing = await this.checkoutRequests.findCheckoutRequest(customerId, key);
      if (!existing) {
        // None, or the first request failed and was removed: this one may try (unless it lost a race).
        if (wait) throw new CheckoutInProgressError();
        return undefined;
      }
      if (existing.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
      if (existing.response) {
        const refusal = storedRefusalError(existing.response);
        if (refusal) throw refusal;
        return existing.response as unknown as CheckoutAnswer;
      }
      if (existing.orderId) {
        const lease = await this.leases.leaseOf(existing.orderId);
        if (lease === null || lease.getTime() <= this.clock.now().getTime()) {
          const resumed = await this.resume(existing.orderId);
          if (resumed) return resumed;
        }
      }
      if (performance.now() > deadline) throw new CheckoutInProgressError();
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }

  /**
   * Takes over an unanswered checkout whose lease ran out; undefined when someone else took it first.
   * Only a waiting order is resumed: one that ended without its payment (cancelled) gives its key the
   * final answer, 409 ORDER_NOT_RESUMABLE, kept for every later repeat.
   */
  private async resume(orderId: string): Promise<CheckoutAnswer | undefined> {
    const [claimed] = await this.leases.claim(
      { kind: 'waiting-checkout', orderId },
      this.steps.leaseWindow(CHECKOUT_LEASE_MS),
      1,
    );
    const order = await this.orders.findById(orderId);
    if (!order) return undefined;
    if (!claimed) {
      if (order.status === 'en_attente_paiement') return undefined; // someone else works on it
      const refusal = storedRefusal(order.status === 'annulee' ? 'canceled' : 'paid');
      await this.steps.commit(null, () => this.checkoutRequests.completeCheckoutRequestsOf(orderId, refusal));
      throw storedRefusalError(refusal)!;
    }
    this.logger.warn(`Commande ${order.orderNumber} : paiement repris après une interruption (même Idempotency-Key)`);
    return this.paymentSteps.finish(order, await this.checkoutRequests.checkoutOptionsOf(orderId));
  }
}

/** A fingerprint of what the request asks for (same key, different cart: refused). */
function hashRequest(command: CreateOrderPaymentCommand): string {
  const { customerId: _customer, idempotencyKey: _key, clientAddress: _address, ...rest } = command;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
