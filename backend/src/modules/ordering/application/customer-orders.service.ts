import { Injectable } from '@nestjs/common';
import type { OrderSnapshot } from '../domain/order.js';
import { OrderNotFoundError } from './checkout.errors.js';
import { OrderRepository } from './ports/order.repository.js';

/** The customer's own orders: GET /api/orders and /api/orders/:orderId. */
@Injectable()
export class CustomerOrdersService {
  constructor(private readonly orders: OrderRepository) {}

  /** Newest first. */
  list(customerId: string): Promise<OrderSnapshot[]> {
    return this.orders.listForCustomer(customerId);
  }

  /** By order number (BP-…) or id; another customer's order is not found (404), like a missing one. */
  async get(customerId: string, orderId: string): Promise<OrderSnapshot> {
    const order = await this.find(orderId);
    if (!order || order.customerId !== customerId) throw new OrderNotFoundError();
    return order;
  }

  /** An order its customer, or an administrator, may read (anyone else: 404, like a missing one). */
  async getForReader(reader: { id: string; isAdmin: boolean }, orderId: string): Promise<OrderSnapshot> {
    const order = await this.find(orderId);
    if (!order || (order.customerId !== reader.id && !reader.isAdmin)) throw new OrderNotFoundError();
    return order;
  }

  /** Whether this number or id is an order of someone else. */
  async existsForAnother(customerId: string, orderId: string): Promise<boolean> {
    const order = await this.find(orderId);
    return order !== null && order.customerId !== customerId;
  }

  private find(orderId: string): Promise<OrderSnapshot | null> {
    return this.orders.findByReference(orderId);
  }
}
