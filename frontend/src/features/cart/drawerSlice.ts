import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The line the shopper just added, shown in the cart drawer (client UI state, never stored). */
export interface AddedLine {
  id: number;
  isSubscription: boolean;
  /** '{name} ajouté au panier' or 'Quantité de {name} augmentée' (docs/design/checkout.md). */
  message: string;
}

export interface CartDrawerState {
  added: AddedLine | null;
  /** Bumped at every addition, so adding the same line again reopens and re-announces the drawer. */
  serial: number;
}

/** The drawer's slice in the store's state (lib/storeTypes.ts). */
declare module '../../lib/storeTypes' {
  interface RootState {
    cartDrawer: CartDrawerState;
  }
}

const initialState: CartDrawerState = { added: null, serial: 0 };

const slice = createSlice({
  name: 'cartDrawer',
  initialState,
  reducers: {
    showAdded(state, action: PayloadAction<AddedLine>) {
      state.added = action.payload;
      state.serial += 1;
    },
    closeDrawer(state) {
      state.added = null;
    },
  },
});

export const { showAdded, closeDrawer } = slice.actions;
export const cartDrawerReducer = slice.reducer;
export const selectCartDrawer = (state: { cartDrawer?: CartDrawerState }) => state.cartDrawer ?? initialState;
