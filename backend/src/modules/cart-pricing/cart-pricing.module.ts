import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { QuoteCartService } from './application/quote-cart.service.js';
import { GiftCardWallet } from './application/gift-card-wallet.js';
import { CartController } from './http/cart.controller.js';

/**
 * The one pricing function behind POST /api/cart/quote. Exports QuoteCartService (checkout prices with it
 * too), and GiftCardWallet, which the gift-cards module registers (a quote shows what gift cards pay). Its PaidOrderLookup port (BIENVENUE is for a first paid order) comes from the module the app
 * passes in (ordering's PaidOrdersModule, which knows the customer's orders): cart-pricing does not
 * import ordering.
 */
@Module({})
export class CartPricingModule {
  static forRoot(paidOrders: Type | DynamicModule): DynamicModule {
    return {
      module: CartPricingModule,
      imports: [CatalogModule, IdentityModule, paidOrders],
      controllers: [CartController],
      providers: [QuoteCartService, GiftCardWallet],
      exports: [QuoteCartService, GiftCardWallet],
    };
  }
}
