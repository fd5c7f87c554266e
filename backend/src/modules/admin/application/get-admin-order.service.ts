import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error.js';
import { AdminOrdersReadModel } from '../infrastructure/admin-orders.read-model.js';
import { type AdminOrderView, toAdminOrderView } from './admin-order.view.js';

export class AdminOrderNotFoundError extends DomainError {
  constructor() {
    super('ORDER_NOT_FOUND', 'Commande introuvable', 'not-found');
  }
}

/** GET /api/mollie/admin/orders/:orderId: one order (by number or id) with its whole history. */
@Injectable()
export class GetAdminOrderService {
  constructor(private readonly orders: AdminOrdersReadModel) {}

  async execute(reference: string): Promise<AdminOrderView> {
    const order = await this.orders.findOne(reference);
    if (!order) throw new AdminOrderNotFoundError();
    return toAdminOrderView(order);
  }
}
