import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../shared/clock.js';
import type { Cents } from '../../../shared/money.js';
import { QuoteCartService, type QuoteCartItem } from '../../cart-pricing/index.js';
import { PAYMENT_CURRENCY, PaymentGateway } from '../../payments/index.js';
import { type BillingSnapshot, Order, type ShippingSnapshot } from '../domain/order.js';
import { RandomSource, generateOrderNumber } from '../domain/order-number.js';
import { OrderNumberTakenError, OrderRepository } from '../infrastructure/order.repository.js';
import type { CheckoutRequestRow } from '../infrastructure/order.schema.js';
import { type CheckoutAnswer, CheckoutLinks } from './checkout-links.js';
import {
  AmountMismatchError,
  CheckoutInProgressError,
  CustomerMismatchError,
  IdempotencyKeyReusedError,
  OrderNotFoundError,
} from './checkout.errors.js';
import { CustomerOrdersService } from './customer-orders.service.js';

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
  shipping: ShippingSnapshot;
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
 * Order of the steps: the order is committed first (its number is unique in the database before any
 * outside call), the payment is created with the order id as Mollie's idempotency key, then attached
 * under the row lock. If Mollie fails or refuses, the order is deleted again: no unpayable order
 * stays behind, and the Idempotency-Key may be used again.
 */
@Injectable()
export class CreateOrderPaymentService {
  private readonly logger = new Logger('Commandes');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly quoteCart: QuoteCartService,
    private readonly gateway: PaymentGateway,
    private readonly links: CheckoutLinks,
    private readonly customerOrders: CustomerOrdersService,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateOrderPaymentCommand): Promise<CheckoutAnswer> {
    await this.refuseForeignIds(command);
    const requestHash = command.idempotencyKey ? hashRequest(command) : '';
    if (command.idempotencyKey) {
      const repeated = await this.repeatedAnswer(command.customerId, command.idempotencyKey, requestHash, false);
      if (repeated) return repeated;
    }

    const quote = await this.quoteCart.execute({
      items: command.items,
      promoCode: command.promoCode,
      customerId: command.customerId,
    });
    if (command.amount.currency !== PAYMENT_CURRENCY || command.amount.cents !== quote.totalCents) {
      throw new AmountMismatchError(quote.totalCents);
    }

    let order: Order;
    try {
      order = await this.dataSource.transaction(async (manager) => {
        const placed = await this.placeOrder(manager, command, quote);
        if (command.idempotencyKey) {
          const row: CheckoutRequestRow = {
            customerId: command.customerId,
            idempotencyKey: command.idempotencyKey,
            requestHash,
            orderId: placed.id,
            response: null,
            createdAt: this.clock.now(),
          };
          if (!(await this.orders.claimCheckoutRequest(manager, row))) throw new KeyTakenMeanwhile();
        }
        return placed;
      });
    } catch (error) {
      if (error instanceof KeyTakenMeanwhile) {
        return (await this.repeatedAnswer(command.customerId, command.idempotencyKey!, requestHash, true))!;
      }
      throw error;
    }

    let answer: CheckoutAnswer;
    try {
      const payment = await this.gateway.createPayment({
        amountCents: order.totalCents,
        currency: order.currency,
        description: `Commande ${order.orderNumber}`,
        redirectUrl: this.links.redirectUrl(order.orderNumber),
        ...(this.links.webhookUrl() ? { webhookUrl: this.links.webhookUrl() } : {}),
        locale: 'fr_BE',
        // Small (Mollie: 1 KB at most): our order number and the customer, nothing the client sent.
        metadata: { orderId: order.orderNumber, customerId: command.customerId },
        idempotencyKey: order.id,
        ...(command.method ? { method: command.method } : {}),
        ...(command.issuer ? { issuer: command.issuer } : {}),
      });
      answer = this.links.answer(payment, order.orderNumber);
      await this.dataSource.transaction(async (manager) => {
        const locked = await this.orders.findForUpdate(manager, order.id);
        if (!locked) throw new Error(`commande ${order.orderNumber} disparue avant son paiement`);
        const now = this.clock.now();
        locked.attachPayment(payment.id, now);
        await this.orders.save(manager, locked);
        await this.orders.addPayment(manager, {
          paymentId: payment.id,
          orderId: order.id,
          status: payment.status,
          amountCents: payment.amount.cents,
          currency: payment.amount.currency,
          checkoutUrl: payment.checkoutUrl,
          createdAt: now,
          updatedAt: now,
        });
        if (command.idempotencyKey) {
          await this.orders.completeCheckoutRequest(manager, command.customerId, command.idempotencyKey, {
            orderId: order.id,
            response: answer as unknown as Record<string, unknown>,
          });
        }
      });
    } catch (error) {
      // Mollie failed or refused (or the attachment failed): the order goes away with its request.
      await this.dataSource
        .transaction((manager) => this.orders.delete(manager, order.id))
        .catch((cleanupError: unknown) =>
          this.logger.error(
            `Commande ${order.orderNumber} sans paiement non supprimée : ${(cleanupError as Error).message}`,
          ),
        );
      this.logger.warn(`Paiement non créé pour ${order.orderNumber} : commande retirée (${(error as Error).message})`);
      throw error;
    }
    this.logger.log(`Commande ${order.orderNumber} créée avec le paiement ${answer.id} (${answer.amount.value} €)`);
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
    manager: EntityManager,
    command: CreateOrderPaymentCommand,
    quote: Awaited<ReturnType<QuoteCartService['execute']>>,
  ): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      const now = this.clock.now();
      const order = Order.place({
        id: randomUUID(),
        orderNumber: generateOrderNumber(now, this.random),
        customerId: command.customerId,
        items: quote.lines.map((line) => ({
          productId: line.productId,
          name: line.name,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          isSubscription: line.isSubscription,
          frequency: line.frequency,
        })),
        billing: command.billing,
        shipping: command.shipping,
        subtotalCents: quote.subtotalCents,
        discountCents: quote.discountCents,
        promoCode: quote.promo?.code ?? null,
        shippingCents: quote.shippingCents,
        totalCents: quote.totalCents,
        now,
      });
      try {
        await this.orders.insert(manager, order);
        return order;
      } catch (error) {
        if (!(error instanceof OrderNumberTakenError) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
        this.logger.warn(`Numéro ${error.orderNumber} déjà pris : nouveau tirage`);
      }
    }
  }

  /**
   * The stored answer of an earlier request with this key, or undefined when there is none. While
   * the first request is still running, waits for its answer (when `wait`, or when it exists already).
   */
  private async repeatedAnswer(
    customerId: string,
    key: string,
    requestHash: string,
    wait: boolean,
  ): Promise<CheckoutAnswer | undefined> {
    const deadline = Date.now() + REPEAT_WAIT_MS;
    for (;;) {
      const existing = await this.orders.findCheckoutRequest(customerId, key);
      if (!existing) {
        // None, or the first request failed and was removed: this one may try (unless it lost a race).
        if (wait) throw new CheckoutInProgressError();
        return undefined;
      }
      if (existing.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
      if (existing.response) return existing.response as unknown as CheckoutAnswer;
      if (Date.now() > deadline) throw new CheckoutInProgressError();
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }
}

/** A fingerprint of what the request asks for (same key, different cart: refused). */
function hashRequest(command: CreateOrderPaymentCommand): string {
  const { customerId: _customer, idempotencyKey: _key, ...rest } = command;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}
