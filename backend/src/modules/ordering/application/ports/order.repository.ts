import type { StockState } from '../../../catalog/index.js';
import type { Order, OrderSnapshot } from '../../domain/order.js';

/** The order number drawn is already taken (unique index): the caller draws again. */
export class OrderNumberTakenError extends Error {
  constructor(readonly orderNumber: string) {
    super(`numéro de commande déjà pris : ${orderNumber}`);
  }
}

/**
 * Persistence of the Order aggregate (its payments: OrderPaymentRepository; its checkout requests:
 * CheckoutRequestRepository). Every use case that changes an order calls
 * `findForUpdate` inside its transaction (SELECT … FOR UPDATE), changes the aggregate, then `save`:
 * the webhook, the expiry job and the admin updates serialize on the order row.
 */
/** What a removed order leaves to give back: its units and its gift cards' held shares. */
export interface RemovedOrder {
  id: string;
  stockState: StockState;
  items: OrderSnapshot['items'];
  giftCardPaidCents: number;
}

export abstract class OrderRepository {
  /**
   * Inserts a new order and its history. Throws OrderNumberTakenError when the number is taken (the
   * caller's unit of work stays usable: the caller draws again). Its units are OrderChanges' concern.
   */
  abstract insert(order: Order): Promise<void>;

  /** Loads and locks the order row until the end of the caller's transaction (null: no such order). */
  abstract findForUpdate(id: string): Promise<Order | null>;

  /** The id of an order given by its number (BP-…) or its id; null when there is no such order. */
  abstract resolveId(reference: string): Promise<string | null>;

  /**
   * An account is deleted: its orders stay (kept 10 years, with their billing snapshot) but no longer
   * point at it; its checkout requests (idempotency keys, only useful for minutes) go. Returns how many
   * orders were detached.
   */
  abstract detachCustomer(customerId: string): Promise<number>;

  /**
   * Writes the aggregate's state, its current payment's status and its new history entries (nothing
   * else: its units and its transition's handlers are OrderChanges').
   */
  abstract save(order: Order): Promise<void>;

  /** A first order whose subscriptions just started points at the first of them (kept when already set). */
  abstract linkSubscription(orderId: string, subscriptionId: string): Promise<void>;

  /**
   * Removes an order that never got its payment (the gateway failed): nothing half-created stays.
   * Returns what its units were (null: no such order).
   */
  abstract delete(id: string): Promise<RemovedOrder | null>;

  /** Where the order's units are (reserved, sold, released; 'none' before any). */
  abstract stockStateOf(id: string): Promise<StockState>;

  /** Records where the order's units now are; `restockNeeded` flags it 'À réapprovisionner' (kept once set). */
  abstract setStockState(id: string, state: StockState, restockNeeded: boolean): Promise<void>;

  /** Paid orders without an invoice (paid before invoices existed), in the order they were paid. */
  abstract paidWithoutInvoice(): Promise<string[]>;

  /** The customer's orders, newest first (no history: the lists do not show it). */
  abstract listForCustomer(customerId: string): Promise<OrderSnapshot[]>;

  /** An order given by its number (BP-…) or its id (see parseOrderReference); null when there is none. */
  abstract findByReference(reference: string): Promise<OrderSnapshot | null>;

  abstract findByNumber(orderNumber: string): Promise<OrderSnapshot | null>;

  abstract findById(id: string): Promise<OrderSnapshot | null>;

  abstract hasPaidOrder(customerId: string): Promise<boolean>;
}
