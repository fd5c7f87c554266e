import type { components } from '../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/subscriptions (docs/design/subscriptions.md, generated from the backend's OpenAPI document): euros, dates 'YYYY-MM-DD'. */
export type Subscription = Schemas['SubscriptionResponse'];
export type SubscriptionFrequency = Subscription['frequency'];
/** What the server lets the customer ask in the subscription's current state. */
export type SubscriptionAction = Subscription['actions'][number];
