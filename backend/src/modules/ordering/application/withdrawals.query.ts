import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { OrderSnapshot } from '../domain/order.js';
import type { WithdrawalStatus } from '../domain/withdrawal.js';
import {
  type AdminWithdrawalView,
  type CustomerWithdrawalView,
  type ListedWithdrawalView,
  adminWithdrawalView,
  customerWithdrawalView,
  listedWithdrawalView,
} from './withdrawal-views.js';
import { WithdrawalRepository } from './ports/withdrawal.repository.js';

/** Reads withdrawal requests: on the customer's orders, on the back office's order detail and list. */
@Injectable()
export class WithdrawalsQuery {
  constructor(
    private readonly withdrawals: WithdrawalRepository,
    private readonly clock: Clock,
  ) {}

  /** For each order: 'Se rétracter' offered now or not, until when, and the request made. */
  async ofCustomerOrders(orders: readonly OrderSnapshot[]): Promise<Map<string, CustomerWithdrawalView>> {
    const requests = await this.withdrawals.ofOrders(orders.map((order) => order.id));
    const now = this.clock.now();
    return new Map(
      orders.map((order) => [order.id, customerWithdrawalView(order, requests.get(order.id) ?? null, now)]),
    );
  }

  async ofOrder(orderId: string): Promise<AdminWithdrawalView | null> {
    const request = await this.withdrawals.ofOrder(orderId);
    return request ? adminWithdrawalView(request) : null;
  }

  async list(
    status: WithdrawalStatus | undefined,
    page: number,
    limit: number,
  ): Promise<{ withdrawals: ListedWithdrawalView[]; total: number }> {
    const { withdrawals, total } = await this.withdrawals.list(status, page, limit);
    return { withdrawals: withdrawals.map(listedWithdrawalView), total };
  }
}
