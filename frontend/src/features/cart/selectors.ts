import type { CartState } from './cartSlice';

export const selectCart = (state: { cart: CartState }) => state.cart;
export const selectCartCount = (state: { cart: CartState }) => state.cart.totalItems;
