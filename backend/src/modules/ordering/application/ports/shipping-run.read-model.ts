import type { BillingSnapshot, OrderItem, ShippingSnapshot } from '../../domain/order-types.js';
import type { OrderGift } from '../../domain/gift.js';
import type { OrderStatus } from '../../domain/order-status.js';

/** What the shipping run's documents read of an order (never its prices). */
export interface ShippingRecord {
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  items: Pick<OrderItem, 'productId' | 'name' | 'quantity' | 'isSubscription' | 'giftSubscription' | 'prepaid'>[];
  shipping: ShippingSnapshot;
  billing: Pick<BillingSnapshot, 'firstName' | 'lastName' | 'email' | 'phone'>;
  gift: OrderGift | null;
  /** Set on a subscription's renewal order. */
  subscriptionId: string | null;
}

/** The shipping run's reads (docs/design/shipping-run.md). */
export abstract class ShippingRunReadModel {
  /** The orders of these numbers, in the order given (numbers of no order are left out). */
  abstract records(orderNumbers: readonly string[]): Promise<ShippingRecord[]>;

  /** Paid orders waiting for their preparation, per day of order (Europe/Brussels), oldest day first. */
  abstract paidPerDay(): Promise<{ day: string; orders: number }[]>;

  /** Each box's parcel weight in grams, by product id. */
  abstract weights(productIds: readonly number[]): Promise<Map<number, number>>;
}
