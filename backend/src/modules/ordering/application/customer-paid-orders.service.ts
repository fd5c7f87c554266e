import { Injectable } from '@nestjs/common';
import { OrderRepository } from '../infrastructure/order.repository.js';
import { isUuid } from '../../../shared/ids.js';

/**
 * Whether a customer already has a paid order (BIENVENUE is for the first one). Bound by the
 * cart-pricing module as its PaidOrderLookup (same shape; no import of that module here, so the two
 * modules do not depend on each other in a circle).
 */
@Injectable()
export class CustomerPaidOrders {
  constructor(private readonly orders: OrderRepository) {}

  async hasPaidOrder(customerId: string): Promise<boolean> {
    if (!isUuid(customerId)) return false; // not one of our users' ids: no order
    return this.orders.hasPaidOrder(customerId);
  }
}
