import type { Subscription } from '../../subscriptions';

/** GET /api/admin/subscriptions item: a subscription with its customer (null once the account is deleted). */
export interface AdminSubscription extends Subscription {
  customer: { id: string; email: string; firstName: string; lastName: string } | null;
}

export interface AdminSubscriptionList {
  subscriptions: AdminSubscription[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalSubscriptions: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
    limit: number;
  };
}

/** GET /api/admin/subscriptions/stats: counts per status, monthly recurring revenue in euros. */
export interface SubscriptionStats {
  active: number;
  en_pause: number;
  suspendue: number;
  annulee: number;
  monthlyRecurringRevenue: number;
}

export type SubscriptionStatusFilter = '' | 'active' | 'en_pause' | 'suspendue' | 'annulee' | 'en_attente';

export interface AdminSubscriptionQuery {
  status: SubscriptionStatusFilter;
  search: string;
  page: number;
}
