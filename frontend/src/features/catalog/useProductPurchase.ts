import { useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { useAddToCart, type Frequency } from '../cart';
import { useRules } from '../rules';
import { cartProduct } from './cartProduct';
import type { Product } from './types';

export interface StockLine {
  text: string;
  tone: 'ok' | 'low' | 'out';
}

export function stockLine(product: Product): StockLine {
  if (!product.inStock || product.stock <= 0) return { text: 'Rupture de stock', tone: 'out' };
  if (product.stock <= 10) return { text: `Plus que ${product.stock} en stock`, tone: 'low' };
  return { text: 'En stock', tone: 'ok' };
}

/** The product page's buying choices (single or subscription, frequency, quantity) and the addition to the cart. */
export function useProductPurchase(product: Product) {
  const [isSubscription, setIsSubscription] = useState(false);
  const rules = useRules();
  const [chosenFrequency, setFrequency] = useState<Frequency | null>(null);
  // Until one is chosen, the server's default frequency (the cart's own when the rules are not loaded).
  const frequency = chosenFrequency ?? rules?.defaultFrequency;
  const [quantity, setQuantity] = useState(1);
  const [quantityText, setQuantityText] = useState('1');
  const addToCart = useAddToCart();
  const hydrated = useHydrated();

  const stock = stockLine(product);
  const canBuy = stock.tone !== 'out' && hydrated;
  const maxQuantity = Math.max(1, product.stock || 1);
  const subscribed = isSubscription && product.hasSubscriptionOption;
  const unitPrice = subscribed ? (product.subscriptionPrice ?? product.price) : product.price;

  const setQty = (value: number) => {
    const next = Math.min(maxQuantity, Math.max(1, Math.floor(value)));
    setQuantity(next);
    setQuantityText(String(next));
  };

  /** The text typed in the quantity field; a whole number of at least 1 is taken at once. */
  const typeQuantity = (text: string) => {
    setQuantityText(text);
    const value = Number(text);
    if (Number.isInteger(value) && value >= 1) setQuantity(Math.min(maxQuantity, value));
  };

  /** On leaving the field, an invalid text falls back to the last valid quantity. */
  const settleQuantity = () => setQty(Number(quantityText) >= 1 ? Number(quantityText) : quantity);

  const add = () => {
    if (!canBuy) return;
    addToCart({
      ...cartProduct(product),
      isSubscription: subscribed,
      frequency: subscribed ? frequency : undefined,
      quantity,
    });
  };

  return {
    stock,
    canBuy,
    maxQuantity,
    subscribed,
    unitPrice,
    frequency,
    setFrequency,
    setIsSubscription,
    quantity,
    quantityText,
    setQty,
    typeQuantity,
    settleQuantity,
    add,
  };
}

export type ProductPurchaseState = ReturnType<typeof useProductPurchase>;
