import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api, ApiExtra } from './api';
import type { SessionState } from './session';

/**
 * The store's state, slice by slice (the store itself is made in app/store.ts). Shared code holds the
 * API cache and the session; a feature that owns a slice adds it to this interface from its own files
 * (declaration merging, as Redux Toolkit's code-splitting guide types injected slices: see
 * features/cart/cartSlice.ts), so features and shared code type their hooks without importing app/
 * (docs/design/frontend.md). app/store.ts builds its reducers from this interface: a slice missing on
 * either side does not compile.
 */
export interface RootState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  session: SessionState;
}

/** The store's dispatch: plain actions and thunks (RTK Query's), with the API's extra argument. */
export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction> & Dispatch<UnknownAction>;
