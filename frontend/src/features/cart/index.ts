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
} from './cartSlice';
export { selectCart, selectCartCount } from './selectors';
export { useAddToCart } from './useAddToCart';
export { useCartActions } from './useCartActions';
export { cartApi, useQuoteCartQuery } from './endpoints';
export { quoteRequest, type CartQuote, type QuoteLine, type QuoteRequest } from './quote';
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
