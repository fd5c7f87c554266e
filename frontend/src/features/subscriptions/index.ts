export { subscriptionsApi, useGetMySubscriptionsQuery } from './endpoints';
export { subscriptionStatusTone } from './statusTone';
export type { Subscription, SubscriptionFrequency } from './types';
