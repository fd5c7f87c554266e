import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { QuoteCartService } from './application/quote-cart.service.js';
import { CartController } from './http/cart.controller.js';

/**
 * The one pricing function behind POST /api/cart/quote. Exports QuoteCartService (checkout prices with it
 * too). Its PaidOrderLookup port (BIENVENUE is for a first paid order) is bound by the ordering module,
 * which knows the customer's orders and is global: cart-pricing does not import ordering.
 */
@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [CartController],
  providers: [QuoteCartService],
  exports: [QuoteCartService],
})
export class CartPricingModule {}
