import { Injectable } from '@nestjs/common';
import { SubscriptionNotFoundError } from '../domain/subscription.errors.js';
import { SubscriptionOrdersReadModel } from '../infrastructure/subscription-orders.read-model.js';
import { SubscriptionRepository } from '../infrastructure/subscription.repository.js';
import type { SubscriptionView } from './subscription.view.js';

/** The customer's subscriptions (GET /api/subscriptions, /api/subscriptions/:id): owner only. */
@Injectable()
export class CustomerSubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly orders: SubscriptionOrdersReadModel,
  ) {}

  async list(customerId: string): Promise<SubscriptionView[]> {
    const subscriptions = await this.subscriptions.listForCustomer(customerId);
    const orders = await this.orders.ordersOf(subscriptions.map((subscription) => subscription.id));
    return subscriptions.map((subscription) => ({ subscription, orders: orders.get(subscription.id) ?? [] }));
  }

  /** Another customer's subscription, an unknown or malformed id: 404 alike. */
  async get(customerId: string, id: string): Promise<SubscriptionView> {
    const subscription = await this.subscriptions.findById(id);
    if (!subscription || subscription.customerId !== customerId) throw new SubscriptionNotFoundError();
    const orders = await this.orders.ordersOf([subscription.id]);
    return { subscription, orders: orders.get(subscription.id) ?? [] };
  }
}
