import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { PaidOrderLookup } from './application/paid-order-lookup.js';
import { QuoteCartService } from './application/quote-cart.service.js';
import { CartController } from './http/cart.controller.js';
import { NoPaidOrderLookup } from './infrastructure/no-paid-order.lookup.js';

/** The one pricing function behind POST /api/cart/quote. Exports QuoteCartService (checkout prices with it too). */
@Module({
  imports: [CatalogModule],
  controllers: [CartController],
  providers: [
    QuoteCartService,
    // The ordering module will bind its own lookup here (useExisting its exported service).
    { provide: PaidOrderLookup, useClass: NoPaidOrderLookup },
  ],
  exports: [QuoteCartService],
})
export class CartPricingModule {}
