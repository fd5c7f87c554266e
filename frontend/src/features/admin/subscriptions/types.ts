import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/admin/subscriptions (generated from the backend's OpenAPI document); customer null once deleted. */
export type AdminSubscription = Schemas['AdminSubscriptionResponse'];
export type AdminSubscriptionList = Schemas['AdminSubscriptionListResponse'];
/** GET /api/admin/subscriptions/stats: counts per status, monthly recurring revenue in euros. */
export type SubscriptionStats = Schemas['SubscriptionStatsResponse'];

export type SubscriptionStatusFilter = '' | AdminSubscription['status'];

/** GET /api/admin/gift-subscriptions: the prepaid gift subscriptions ('Cadeaux', docs/design/gifting.md). */
export type AdminGiftSubscription = Schemas['AdminGiftSubscriptionResponse'];
export type AdminGiftSubscriptionList = Schemas['AdminGiftSubscriptionListResponse'];

export interface AdminSubscriptionQuery {
  /** 'gift': the prepaid gift subscriptions instead of the subscriptions. */
  kind: '' | 'gift';
  status: SubscriptionStatusFilter;
  search: string;
  page: number;
}
