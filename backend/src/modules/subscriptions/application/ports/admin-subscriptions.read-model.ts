import type { Frequency } from '../../domain/frequency.js';
import type { SubscriptionStatus } from '../../domain/subscription-status.js';

/** What the back office asks of the subscription list (already validated). */
export interface AdminSubscriptionListQuery {
  status?: SubscriptionStatus;
  /**
   * Words searched in the customer's first name, last name and email (accents and case ignored); a
   * subscription id finds that subscription.
   */
  search?: string;
  page: number;
  limit: number;
}

/** The customer of a subscription as the back office shows it (null once the account is deleted). */
export interface SubscriptionCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface AdminSubscriptionListRows {
  /** The page's subscription ids, newest first, with their customers. */
  rows: { id: string; customer: SubscriptionCustomer | null }[];
  total: number;
}

/** Per status, how many subscriptions; per frequency, the sum of the active ones' amounts. */
export interface SubscriptionFigures {
  counts: Partial<Record<SubscriptionStatus, number>>;
  activeAmountCentsByFrequency: Partial<Record<Frequency, number>>;
}

/**
 * The back office's reads of subscriptions (docs/design/subscriptions.md): the list joined with the customers' accounts
 * (searched like the users list) and the figures behind the statistics. Reading only.
 */
export abstract class AdminSubscriptionsReadModel {
  abstract list(query: AdminSubscriptionListQuery): Promise<AdminSubscriptionListRows>;

  abstract customerOf(customerId: string): Promise<SubscriptionCustomer | null>;

  abstract figures(): Promise<SubscriptionFigures>;
}
