import { Module } from '@nestjs/common';
import { SubscriptionCheckout } from './application/subscription-checkout.js';

/**
 * The one SubscriptionCheckout registry, shared by ordering (which asks it) and subscriptions (which
 * registers with it): a module of its own, depending on nothing, so no circle forms.
 */
@Module({ providers: [SubscriptionCheckout], exports: [SubscriptionCheckout] })
export class SubscriptionCheckoutModule {}
