export { subscriptionsApi, useGetMySubscriptionsQuery } from './endpoints';
export { subscriptionStatusTone } from './statusTone';
export type { Subscription, SubscriptionStatus, SubscriptionFrequency } from './types';
