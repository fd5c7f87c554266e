import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Cents } from '../../../shared/money.js';
import { monthlyRecurringRevenueCents } from '../domain/recurring-revenue.js';
import { SubscriptionNotFoundError } from '../domain/subscription.errors.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../domain/subscription-status.js';
import { CustomerSubscriptionsService } from './customer-subscriptions.service.js';
import { SubscriptionMails } from './subscription-mails.js';
import type { SubscriptionView } from './subscription.view.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';
import { SubscriptionOrdersReadModel } from './ports/subscription-orders.read-model.js';
import {
  type AdminSubscriptionListQuery,
  AdminSubscriptionsReadModel,
  type SubscriptionCustomer,
} from './ports/admin-subscriptions.read-model.js';

/** A subscription as the back office sees it: with its customer (null once the account is deleted). */
export interface AdminSubscriptionView extends SubscriptionView {
  customer: SubscriptionCustomer | null;
}

export interface AdminSubscriptionPage {
  subscriptions: AdminSubscriptionView[];
  total: number;
  page: number;
  limit: number;
}

export interface SubscriptionStats {
  counts: Record<SubscriptionStatus, number>;
  monthlyRecurringRevenueCents: Cents;
}

/**
 * The back office's subscriptions (docs/design/subscriptions.md): the list (status filter, search by the customer's name
 * or email, pages, newest first), the statistics (counts per status, monthly recurring revenue) and
 * the cancellation on a customer's behalf (history says which administrator; the customer gets the
 * cancellation mail through the outbox, written in the same transaction).
 */
@Injectable()
export class AdminSubscriptionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reads: AdminSubscriptionsReadModel,
    private readonly subscriptions: SubscriptionRepository,
    private readonly orders: SubscriptionOrdersReadModel,
    private readonly mails: SubscriptionMails,
    private readonly customerReads: CustomerSubscriptionsService,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminSubscriptionListQuery): Promise<AdminSubscriptionPage> {
    const { rows, total } = await this.reads.list(query);
    const ids = rows.map((row) => row.id);
    const [snapshots, orders] = await Promise.all([
      Promise.all(ids.map((id) => this.subscriptions.findById(id))),
      this.orders.ordersOf(ids),
    ]);
    const found = snapshots.filter((snapshot) => snapshot !== null);
    const images = await this.customerReads.imagesOf(found);
    const subscriptions = rows.flatMap((row, index) => {
      const subscription = snapshots[index];
      return subscription ? [{ subscription, orders: orders.get(row.id) ?? [], customer: row.customer, images }] : [];
    });
    return { subscriptions, total, page: query.page, limit: query.limit };
  }

  async stats(): Promise<SubscriptionStats> {
    const figures = await this.reads.figures();
    const counts = Object.fromEntries(
      SUBSCRIPTION_STATUSES.map((status) => [status, figures.counts[status] ?? 0]),
    ) as Record<SubscriptionStatus, number>;
    return { counts, monthlyRecurringRevenueCents: monthlyRecurringRevenueCents(figures.activeAmountCentsByFrequency) };
  }

  /** Cancels on the customer's behalf: 404 for an unknown id, 409 when already cancelled. */
  async cancel(adminId: string, id: string): Promise<AdminSubscriptionView> {
    let mailed = false;
    await this.uow.transaction(async () => {
      const subscription = await this.subscriptions.findForUpdate(id);
      if (!subscription) throw new SubscriptionNotFoundError();
      subscription.cancel(this.clock.now(), `admin:${adminId}`, 'Abonnement annulé par le service client');
      await this.subscriptions.save(subscription);
      const customer = await this.reads.customerOf(subscription.customerId);
      if (customer) {
        await this.mails.cancelled(subscription, customer);
        mailed = true;
      }
    });
    if (mailed) this.mails.nudge();
    return this.get(id);
  }

  private async get(id: string): Promise<AdminSubscriptionView> {
    const subscription = await this.subscriptions.findById(id);
    if (!subscription) throw new SubscriptionNotFoundError();
    const [orders, customer, images] = await Promise.all([
      this.orders.ordersOf([id]),
      this.reads.customerOf(subscription.customerId),
      this.customerReads.imagesOf([subscription]),
    ]);
    return { subscription, orders: orders.get(id) ?? [], customer, images };
  }
}
