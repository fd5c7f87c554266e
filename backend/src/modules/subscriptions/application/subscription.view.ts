import type { SubscriptionSnapshot } from '../domain/subscription.js';
import { SubscriptionOrderRow } from './ports/subscription-orders.read-model.js';

/** A subscription with the orders of its cycles, newest first: what the API turns into JSON. */
export interface SubscriptionView {
  subscription: SubscriptionSnapshot;
  orders: SubscriptionOrderRow[];
  /** The boxes' current catalogue image by product id (absent: no image to show). */
  images?: ReadonlyMap<number, string>;
}
