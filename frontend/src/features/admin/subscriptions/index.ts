/** The back office's subscriptions: the list screen and the dashboard's card. */
export { default as AdminSubscriptionsPage } from './AdminSubscriptionsPage';
export { SubscriptionStatsCard } from './SubscriptionStatsCard';
