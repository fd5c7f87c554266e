import { Injectable } from '@nestjs/common';
import type { PaidOrderLookup } from '../../cart-pricing/index.js';
import { isUuid } from '../../../shared/ids.js';
import { OrderRepository } from './ports/order.repository.js';

/**
 * Whether a customer already has a paid order (BIENVENUE is for the first one): cart-pricing's
 * PaidOrderLookup port, bound to this class by the ordering module.
 */
@Injectable()
export class CustomerPaidOrders implements PaidOrderLookup {
  constructor(private readonly orders: OrderRepository) {}

  async hasPaidOrder(customerId: string): Promise<boolean> {
    if (!isUuid(customerId)) return false; // not one of our users' ids: no order
    return this.orders.hasPaidOrder(customerId);
  }
}
