import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { Clock } from '../../../shared/clock.js';
import { DomainError } from '../../../shared/domain-error.js';
import { OrderNotFoundError } from './checkout.errors.js';
import { isUuid } from '../../../shared/ids.js';
import { OrderRepository } from './ports/order.repository.js';
import { type StoredWithdrawal, WithdrawalRepository } from './ports/withdrawal.repository.js';
import { OrderChanges } from './order-changes.js';

/** No such withdrawal request (404). */
export class WithdrawalNotFoundError extends DomainError {
  constructor() {
    super('WITHDRAWAL_NOT_FOUND', 'Demande de rétractation introuvable', 'not-found');
  }
}

/** The goods were already received (or refunded) for this request (409). */
export class WithdrawalAlreadyReceivedError extends DomainError {
  constructor() {
    super('WITHDRAWAL_ALREADY_RECEIVED', 'La marchandise de cette rétractation a déjà été reçue.', 'conflict');
  }
}

/**
 * The back office received the goods of a withdrawal ('Marchandise reçue', POST
 * /api/admin/withdrawals/:id/receive): in one transaction under the order's row lock, the request
 * becomes 'recue' and the order 'retournee' through the aggregate (the one transition table). The order
 * then offers 'Rembourser' (the refund closes the request).
 */
@Injectable()
export class ReceiveWithdrawalService {
  private readonly logger = new Logger('Rétractations');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly withdrawals: WithdrawalRepository,
    private readonly clock: Clock,
    private readonly changes: OrderChanges,
  ) {}

  async execute(withdrawalId: string, adminId: string): Promise<StoredWithdrawal> {
    if (!isUuid(withdrawalId)) {
      throw new WithdrawalNotFoundError();
    }
    return this.uow.transaction(async () => {
      const found = await this.withdrawals.find(withdrawalId);
      if (!found) throw new WithdrawalNotFoundError();
      const order = await this.orders.findForUpdate(found.orderId);
      if (!order) throw new OrderNotFoundError();
      // Read again under the order's lock: another administrator may have received it meanwhile.
      const request = (await this.withdrawals.find(withdrawalId))!;
      if (request.status !== 'demandee') throw new WithdrawalAlreadyReceivedError();
      const now = this.clock.now();
      // Already 'retournee' (moved by hand): only the request changes.
      if (order.status !== 'retournee') {
        const from = order.status;
        order.markReturned(now, { by: `admin:${adminId}`, note: 'Rétractation : marchandise reçue' });
        await this.changes.save(order, { from, trigger: 'admin' });
      }
      await this.withdrawals.markReceived(request.id, now);
      this.logger.log(`Commande ${order.orderNumber} : marchandise de la rétractation reçue (admin:${adminId})`);
      return { ...request, status: 'recue', receivedAt: now };
    });
  }
}
