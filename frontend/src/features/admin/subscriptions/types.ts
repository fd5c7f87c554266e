import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/admin/subscriptions (generated from the backend's OpenAPI document); customer null once deleted. */
export type AdminSubscription = Schemas['AdminSubscriptionResponse'];
export type AdminSubscriptionList = Schemas['AdminSubscriptionListResponse'];
/** GET /api/admin/subscriptions/stats: counts per status, monthly recurring revenue in euros. */
export type SubscriptionStats = Schemas['SubscriptionStatsResponse'];

export type SubscriptionStatusFilter = '' | AdminSubscription['status'];

export interface AdminSubscriptionQuery {
  status: SubscriptionStatusFilter;
  search: string;
  page: number;
}
