import { Module } from '@nestjs/common';
import { PaidOrderLookup } from '../cart-pricing/index.js';
import { CustomerPaidOrders } from './application/customer-paid-orders.service.js';
import { OrderRepository } from './application/ports/order.repository.js';
import { TypeOrmOrderRepository } from './infrastructure/order.repository.js';

/**
 * 'Has this customer a paid order?' (cart-pricing's PaidOrderLookup port: BIENVENUE is for the first
 * one), answered from ordering's orders in a module of its own: the app hands it to cart-pricing
 * (`CartPricingModule.forRoot(PaidOrdersModule)`), so cart-pricing never imports ordering, which
 * imports cart-pricing to price its checkouts. See docs/architecture.md, "Backend module map".
 */
@Module({
  providers: [
    { provide: OrderRepository, useClass: TypeOrmOrderRepository },
    { provide: PaidOrderLookup, useClass: CustomerPaidOrders },
  ],
  exports: [PaidOrderLookup],
})
export class PaidOrdersModule {}
