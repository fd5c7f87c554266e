import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { toast } from 'sonner';
import { addItem, sameLine, type AddToCartPayload, type CartState } from './cartSlice';

/** Adds a product to the cart and says so: '{name} ajouté au panier' or 'Quantité de {name} augmentée'. */
export function useAddToCart() {
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  return useCallback(
    (payload: AddToCartPayload) => {
      const isSubscription = payload.isSubscription ?? false;
      const existed = store.getState().cart.items.some((item) => sameLine(item, payload.id, isSubscription));
      dispatch(addItem(payload));
      const suffix = isSubscription ? ' (abonnement)' : '';
      toast.success(
        existed
          ? `Quantité de ${payload.name} augmentée${suffix}`
          : `${payload.name} ajouté au panier${suffix}`,
      );
    },
    [dispatch, store],
  );
}
