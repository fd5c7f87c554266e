import { useCartActions } from './useCartActions';

/** Adds a product to the cart and opens the cart drawer: '{name} ajouté au panier' or 'Quantité de {name} augmentée'. */
export function useAddToCart() {
  return useCartActions().add;
}
