export { subscriptionsApi, useGetMySubscriptionsQuery } from './endpoints';
export type { Subscription, SubscriptionStatus, SubscriptionFrequency } from './types';
