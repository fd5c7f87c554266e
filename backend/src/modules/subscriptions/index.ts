/** The subscriptions module's public API: what other modules may import. */
export { SubscriptionsModule } from './subscriptions.module.js';
export { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from './domain/frequency.js';
export { MollieCustomersService, type MollieCustomerOwner } from './application/mollie-customers.service.js';
export { StartSubscriptionsService, type StartSubscriptionsResult } from './application/start-subscriptions.service.js';
export { RenewSubscriptionsService, type RenewalSweepResult } from './application/renew-subscriptions.service.js';
export { GiftBoxesService, type GiftSweepResult } from './application/gift-boxes.service.js';
export { GiftSubscriptionRule } from './http/gift-subscription.rule.js';
