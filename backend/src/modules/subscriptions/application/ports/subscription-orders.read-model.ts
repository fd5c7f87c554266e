/** One box of a subscription as the customer sees it: its order (cycle 1 is the first order). */
export interface SubscriptionOrderRow {
  subscriptionId: string;
  cycleNumber: number;
  orderId: string;
  orderNumber: string;
  createdAt: Date;
  totalCents: number;
  paymentStatus: string;
  orderStatus: string;
}

/**
 * Read model of the orders behind each subscription's cycles (a join of subscription_cycles with the
 * orders table: reading only, the ordering module stays the only writer of orders).
 */
export abstract class SubscriptionOrdersReadModel {
  abstract ordersOf(subscriptionIds: string[]): Promise<Map<string, SubscriptionOrderRow[]>>;
}
