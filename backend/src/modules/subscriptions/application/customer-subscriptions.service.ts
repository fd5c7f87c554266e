import { Injectable } from '@nestjs/common';
import { ProductCatalog } from '../../catalog/index.js';
import { SubscriptionNotFoundError } from '../domain/subscription.errors.js';
import type { SubscriptionSnapshot } from '../domain/subscription.js';
import type { SubscriptionView } from './subscription.view.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';
import { SubscriptionOrdersReadModel } from './ports/subscription-orders.read-model.js';

/** The customer's subscriptions (GET /api/subscriptions, /api/subscriptions/:id): owner only. */
@Injectable()
export class CustomerSubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly orders: SubscriptionOrdersReadModel,
    private readonly catalog: ProductCatalog,
  ) {}

  async list(customerId: string): Promise<SubscriptionView[]> {
    const subscriptions = await this.subscriptions.listForCustomer(customerId);
    const [orders, images] = await Promise.all([
      this.orders.ordersOf(subscriptions.map((subscription) => subscription.id)),
      this.imagesOf(subscriptions),
    ]);
    return subscriptions.map((subscription) => ({ subscription, orders: orders.get(subscription.id) ?? [], images }));
  }

  /** Another customer's subscription, an unknown or malformed id: 404 alike. */
  async get(customerId: string, id: string): Promise<SubscriptionView> {
    const subscription = await this.subscriptions.findById(id);
    if (!subscription || subscription.customerId !== customerId) throw new SubscriptionNotFoundError();
    const [orders, images] = await Promise.all([
      this.orders.ordersOf([subscription.id]),
      this.imagesOf([subscription]),
    ]);
    return { subscription, orders: orders.get(subscription.id) ?? [], images };
  }

  /** The first catalogue image of each subscribed box (from the in-memory catalogue). */
  async imagesOf(subscriptions: readonly SubscriptionSnapshot[]): Promise<Map<number, string>> {
    const ids = [...new Set(subscriptions.flatMap((s) => s.items.map((item) => item.productId)))];
    const products = await this.catalog.findByIds(ids);
    const images = new Map<number, string>();
    for (const [id, product] of products) if (product.images[0]) images.set(id, product.images[0]);
    return images;
  }
}
