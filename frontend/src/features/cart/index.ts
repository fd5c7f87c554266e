export {
  addItem,
  cartReducer,
  clearCart,
  emptyCart,
  FREQUENCIES,
  FREQUENCY_LABELS,
  linePrice,
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
export { CartPage } from './CartPage';
