import { useCartActions } from './useCartActions';

/** Adds a product to the cart and says so: '{name} ajouté au panier' or 'Quantité de {name} augmentée'. */
export function useAddToCart() {
  return useCartActions().add;
}
