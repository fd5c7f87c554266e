import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { CustomerPaidOrders, PaidOrdersModule } from '../ordering/paid-orders.module.js';
import { PaidOrderLookup } from './application/paid-order-lookup.js';
import { QuoteCartService } from './application/quote-cart.service.js';
import { CartController } from './http/cart.controller.js';

/** The one pricing function behind POST /api/cart/quote. Exports QuoteCartService (checkout prices with it too). */
@Module({
  imports: [CatalogModule, IdentityModule, PaidOrdersModule],
  controllers: [CartController],
  providers: [
    QuoteCartService,
    // BIENVENUE is for a first paid order: the ordering module knows the customer's orders.
    { provide: PaidOrderLookup, useExisting: CustomerPaidOrders },
  ],
  exports: [QuoteCartService],
})
export class CartPricingModule {}
