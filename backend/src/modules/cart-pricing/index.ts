/** The cart-pricing module's public API: what other modules may import. */
export { CartPricingModule } from './cart-pricing.module.js';
export {
  QuoteCartService,
  type CartQuote,
  type CartQuoteLine,
  type QuoteCartCommand,
  type QuoteCartItem,
} from './application/quote-cart.service.js';
export { PaidOrderLookup, type CustomerId } from './application/paid-order-lookup.js';
export { PricingError } from './domain/pricing.errors.js';
export {
  CART_QUANTITY_INVALID_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
  FREE_SHIPPING_THRESHOLD_CENTS,
  MAX_QUANTITY,
  MIN_QUANTITY,
  SHIPPING_FEE_CENTS,
  shippingCentsFor,
} from './domain/pricing.js';
export { WELCOME_PROMO } from './domain/promo-codes.js';
export { GIFT_CARD_INVALID, GiftCardLineRequest } from './http/gift-card-line.request.js';
export {
  GiftCardWallet,
  type GiftCardPaymentPreview,
  type GiftCardWalletParticipant,
} from './application/gift-card-wallet.js';
export { GIFT_CARD_REFUSED, GiftCardCodesProperty } from './http/gift-card-codes.property.js';
