import type { CartItem } from '../cart';
import type { Product } from './types';

/** What a cart line keeps of a product (its choices, quantity and frequency, come from the buyer). */
export function cartProduct(
  product: Product,
): Pick<CartItem, 'id' | 'name' | 'image' | 'category' | 'price' | 'hasSubscriptionOption'> {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    category: product.category,
    price: product.price,
    hasSubscriptionOption: product.hasSubscriptionOption,
  };
}
