import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ApiExtra, type ApiFetch } from '../lib/api';
import { readSession, sessionLoaded, sessionReducer, subscribeSession } from '../lib/session';
import type { AppDispatch, RootState } from '../lib/storeTypes';
import { cartDrawerReducer, cartReducer, loadCart, saveCart } from '../features/cart';

/** One reducer per slice of RootState (lib/storeTypes.ts), no more, no fewer. */
const reducers: { [Slice in keyof RootState]: Reducer<RootState[Slice]> } = {
  [api.reducerPath]: api.reducer,
  cart: cartReducer,
  cartDrawer: cartDrawerReducer,
  session: sessionReducer,
};
const rootReducer = combineReducers(reducers);

/**
 * Builds a store; tests pass their own preloaded state, the app reloads the cart from storage.
 * On the server, `fetchApi` answers the API calls in-process (see lib/api).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: { fetchApi?: ApiFetch } = {}) {
  const extra: ApiExtra = { fetchApi: options.fetchApi };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { cart: loadCart() },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  }) satisfies { dispatch: AppDispatch }; // the dispatch lib/storeTypes.ts describes to features
  if (options.fetchApi) return store;
  // The cart is client state persisted under 'cart' on every change.
  let lastCart = store.getState().cart;
  store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart !== lastCart) {
      lastCart = cart;
      saveCart(cart);
    }
  });
  // The session lives in browser storage (lib/session); the slice follows every change to it.
  subscribeSession(() => store.dispatch(sessionLoaded(readSession())));
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
