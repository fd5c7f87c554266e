import { useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { toast } from '../../components/toast';
import {
  addGift,
  addItem,
  cartLineKey,
  removeLine,
  clearCart,
  removeItem,
  sameLine,
  setFrequency,
  setQuantity,
  toggleSubscription,
  type AddGiftPayload,
  type AddToCartPayload,
  type CartItem,
  type CartState,
  type Frequency,
} from './cartSlice';
import { showAdded } from './drawerSlice';
import { cartMessages } from './messages';

type LineRef = Pick<CartItem, 'id' | 'name' | 'isSubscription'> & { gift?: CartItem['gift'] };

/** The cart's transitions, each with its message (docs/design/checkout.md) (an addition opens the cart drawer). */
export function useCartActions() {
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  return useMemo(
    () => ({
      add(payload: AddToCartPayload) {
        const line = {
          name: payload.name,
          isSubscription: (payload.isSubscription ?? false) && payload.hasSubscriptionOption,
        };
        const existed = store
          .getState()
          .cart.items.some((item) => sameLine(item, payload.id, line.isSubscription));
        dispatch(addItem(payload));
        // The cart drawer shows the line, the subtotal and the way to checkout (no toast: those are for errors).
        dispatch(
          showAdded({
            id: payload.id,
            isSubscription: line.isSubscription,
            message: existed ? cartMessages.increased(line) : cartMessages.added(line),
          }),
        );
      },
      /** A gift subscription line (docs/design/gifting.md): no drawer, the caller goes to the cart. */
      addGift(payload: AddGiftPayload) {
        dispatch(addGift(payload));
      },
      remove(line: LineRef) {
        if (line.gift) dispatch(removeLine(cartLineKey(line)));
        else dispatch(removeItem({ id: line.id, isSubscription: line.isSubscription }));
        toast.success(cartMessages.removed(line));
      },
      clear() {
        dispatch(clearCart());
        toast.success(cartMessages.cleared());
      },
      switchMode(line: LineRef & Pick<CartItem, 'hasSubscriptionOption'>) {
        if (!line.hasSubscriptionOption) return;
        dispatch(toggleSubscription({ id: line.id, isSubscription: line.isSubscription }));
        toast.success(cartMessages.switched(line));
      },
      /** Quantity changes from the − / + buttons say nothing; 0 removes the line and says so. */
      setQuantity(line: LineRef, quantity: number) {
        dispatch(setQuantity({ id: line.id, isSubscription: line.isSubscription, quantity }));
        if (quantity <= 0) toast.success(cartMessages.removed(line));
      },
      setFrequency(id: number, frequency: Frequency) {
        dispatch(setFrequency({ id, frequency }));
      },
    }),
    [dispatch, store],
  );
}
