import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { CustomerPaidOrders } from './application/customer-paid-orders.service.js';
import { OrderRepository } from './infrastructure/order.repository.js';

/**
 * The small part of ordering that cart-pricing needs (does this customer have a paid order?), in a
 * module of its own that depends on nothing but the database (and the catalogue's stock reservations, which its order repository settles): cart-pricing imports it, ordering
 * imports cart-pricing, and no circle forms.
 */
@Module({
  imports: [CatalogModule],
  providers: [OrderRepository, CustomerPaidOrders],
  exports: [OrderRepository, CustomerPaidOrders],
})
export class PaidOrdersModule {}

export { CustomerPaidOrders };
