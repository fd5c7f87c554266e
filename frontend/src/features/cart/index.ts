export {
  addItem,
  cartReducer,
  clearCart,
  emptyCart,
  MAX_LINE_QUANTITY,
  setFrequency,
  loadCart,
  removeItem,
  saveCart,
  setQuantity,
  toggleSubscription,
  type CartItem,
  type CartState,
  type Frequency,
  type GiftCardLine,
} from './cartSlice';
export { selectCart, selectCartCount } from './selectors';
export { useAddToCart } from './useAddToCart';
export { useCartActions } from './useCartActions';
export { cartApi, useQuoteCartQuery } from './endpoints';
export {
  blamedGiftCards,
  giftCardRequest,
  quoteRequest,
  type CartQuote,
  type GiftCardRequest,
  type QuoteGiftCard,
  type QuoteGiftCardPayment,
  type QuoteLine,
  type QuoteRequest,
} from './quote';
export {
  GIFT_CARD_RULE,
  GIFT_CARD_TEXTS,
  deliveryLabel,
  giftCardSendText,
  useGiftCardActions,
} from './giftCards';
export { useCartQuote, PROMO_MESSAGES } from './useCartQuote';
export { forgetPromo } from './promo';
export { PromoCodeForm } from './components/PromoCodeForm';
export { SummaryFigures, SummarySkeleton } from './components/CartSummary';
export {
  cartDrawerReducer,
  closeDrawer,
  selectCartDrawer,
  showAdded,
  type CartDrawerState,
} from './drawerSlice';
export { CartDrawer, preloadCartDrawer } from './components/CartDrawer';
export { cartLineKey, giftCartState, type GiftLine } from './cartSlice';
export * from './giftOffer';
export { GIFT_FORM_PARAM, giftFormLink } from './giftLink';
