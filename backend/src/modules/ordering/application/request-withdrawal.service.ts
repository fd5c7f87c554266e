import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { WithdrawalNotAllowedError, canWithdraw, decideWithdrawal } from '../domain/withdrawal.js';
import { OrderNotFoundError, frenchEuros } from './checkout.errors.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { OrderMails } from './order-mails.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { OrderRepository } from './ports/order.repository.js';
import { type StoredWithdrawal, WithdrawalRepository } from './ports/withdrawal.repository.js';

export interface RequestWithdrawalCommand {
  customerId: string;
  /** The order's number (BP-…) or id. */
  orderId: string;
  /** Absent or empty: the whole order. */
  items?: { productId: number; quantity: number }[];
  reason?: string | null;
}

/**
 * The customer withdraws from an order (EU online withdrawal function, POST
 * /api/orders/:orderId/withdrawal): in one transaction under the order's row lock, the 14-day rule
 * (domain/withdrawal.ts), the items and the amount, the request recorded (one per order) and the
 * acknowledgement mail with the return instructions written to the outbox.
 */
@Injectable()
export class RequestWithdrawalService {
  private readonly logger = new Logger('Rétractations');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly customerOrders: CustomerOrdersService,
    private readonly orders: OrderRepository,
    private readonly withdrawals: WithdrawalRepository,
    private readonly mails: OrderMails,
    private readonly clock: Clock,
  ) {}

  async execute(command: RequestWithdrawalCommand): Promise<StoredWithdrawal> {
    const mine = await this.customerOrders.get(command.customerId, command.orderId);
    // A request recorded at the same instant: the repository refuses it (WithdrawalNotAllowedError).
    const request = await this.uow.transaction(async () => {
      const order = await this.orders.findForUpdate(mine.id);
      if (!order) throw new OrderNotFoundError();
      const s = order.toSnapshot();
      const existing = await this.withdrawals.ofOrder(s.id);
      const now = this.clock.now();
      if (!canWithdraw(s, now, existing !== null)) throw new WithdrawalNotAllowedError(s, existing !== null);
      const decided = decideWithdrawal(s, command.items);
      const reason = command.reason?.trim() ? command.reason.trim() : null;
      const row: StoredWithdrawal = {
        id: randomUUID(),
        orderId: s.id,
        items: decided.items,
        reason,
        amountCents: decided.amountCents,
        status: 'demandee',
        requestedAt: now,
        receivedAt: null,
        refundedAt: null,
      };
      await this.withdrawals.insert(row);
      await this.mails.withdrawalReceived(order, row);
      this.logger.log(`Commande ${s.orderNumber} : rétractation demandée (${frenchEuros(row.amountCents)})`);
      return row;
    });
    this.mails.nudge();
    return request;
  }
}
