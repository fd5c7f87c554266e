import { Injectable } from '@nestjs/common';
import { OrderRepository } from '../infrastructure/order.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a customer already has a paid order (BIENVENUE is for the first one). Bound by the
 * cart-pricing module as its PaidOrderLookup (same shape; no import of that module here, so the two
 * modules do not depend on each other in a circle).
 */
@Injectable()
export class CustomerPaidOrders {
  constructor(private readonly orders: OrderRepository) {}

  async hasPaidOrder(customerId: string): Promise<boolean> {
    if (!UUID.test(customerId)) return false; // not one of our users' ids: no order
    return this.orders.hasPaidOrder(customerId);
  }
}
