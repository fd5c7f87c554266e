import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { roundCents, subscriptionPrice } from '../../lib/format';
import { STORAGE_KEYS, readJson, removeStorage, writeStorage } from '../../lib/storage';

export type Frequency = 'monthly' | 'bimonthly' | 'quarterly';
export const FREQUENCIES: readonly Frequency[] = ['monthly', 'bimonthly', 'quarterly'];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: 'Mensuel',
  bimonthly: 'Tous les 2 mois',
  quarterly: 'Trimestriel',
};

/** A cart line. `price` is the catalogue (single-purchase) price; subscription lines pay 85 % of it. */
export interface CartItem {
  id: number;
  name: string;
  image: string;
  category: string;
  price: number;
  quantity: number;
  isSubscription: boolean;
  hasSubscriptionOption: boolean;
  /** Delivery frequency of a subscription line (monthly by default); absent on single lines. */
  frequency?: Frequency;
}

export interface CartState {
  items: CartItem[];
  totalItems: number;
  /** Estimate shown in the header; the amount charged always comes from the server's quote. */
  totalPrice: number;
  /** Product ids of the subscription lines. */
  subscriptionItems: number[];
}

export type AddToCartPayload = Omit<CartItem, 'quantity' | 'isSubscription'> & {
  isSubscription?: boolean;
  quantity?: number;
};

const emptyCart: CartState = { items: [], totalItems: 0, totalPrice: 0, subscriptionItems: [] };

/** A line is identified by the product id together with its purchase mode. */
export function sameLine(
  item: Pick<CartItem, 'id' | 'isSubscription'>,
  id: number,
  isSubscription: boolean,
): boolean {
  return item.id === id && item.isSubscription === isSubscription;
}

export function linePrice(item: Pick<CartItem, 'price' | 'isSubscription'>): number {
  return item.isSubscription ? subscriptionPrice(item.price) : item.price;
}

function withTotals(items: CartItem[]): CartState {
  return {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: roundCents(items.reduce((sum, item) => sum + roundCents(linePrice(item) * item.quantity), 0)),
    subscriptionItems: items.filter((item) => item.isSubscription).map((item) => item.id),
  };
}

function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

function parseItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (
    !Number.isInteger(v.id) ||
    typeof v.name !== 'string' ||
    typeof v.price !== 'number' ||
    !Number.isFinite(v.price) ||
    v.price < 0 ||
    !Number.isInteger(v.quantity) ||
    (v.quantity as number) < 1 ||
    typeof v.isSubscription !== 'boolean'
  ) {
    return null;
  }
  const item: CartItem = {
    id: v.id as number,
    name: v.name,
    image: typeof v.image === 'string' ? v.image : '',
    category: typeof v.category === 'string' ? v.category : '',
    price: v.price,
    quantity: v.quantity as number,
    isSubscription: v.isSubscription,
    hasSubscriptionOption: v.hasSubscriptionOption === true || v.isSubscription,
  };
  if (item.isSubscription) item.frequency = isFrequency(v.frequency) ? v.frequency : 'monthly';
  return item;
}

/**
 * The cart kept under 'cart'. A value that is not a valid cart (corrupt JSON, wrong shape) is
 * discarded, and the totals are always recomputed from the lines.
 */
export function loadCart(): CartState {
  const stored = readJson(STORAGE_KEYS.cart);
  if (stored === null) {
    removeStorage(STORAGE_KEYS.cart);
    return emptyCart;
  }
  const rawItems = (stored as { items?: unknown }).items;
  if (!Array.isArray(rawItems)) {
    removeStorage(STORAGE_KEYS.cart);
    return emptyCart;
  }
  const items = rawItems.map(parseItem);
  if (items.some((item) => item === null)) {
    removeStorage(STORAGE_KEYS.cart);
    return emptyCart;
  }
  return withTotals(items as CartItem[]);
}

export function saveCart(state: CartState): void {
  writeStorage(STORAGE_KEYS.cart, JSON.stringify(state));
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** A new line with the given quantity (1 by default), or that many more on the line with the same id and mode. */
    addItem(state, action: PayloadAction<AddToCartPayload>) {
      const { quantity = 1, isSubscription = false, frequency, ...product } = action.payload;
      const amount = Math.max(1, Math.floor(quantity));
      const items = state.items.map((item) => ({ ...item }));
      const existing = items.find((item) => sameLine(item, product.id, isSubscription));
      if (existing) {
        existing.quantity += amount;
        if (isSubscription && frequency) existing.frequency = frequency;
      } else {
        const line: CartItem = { ...product, quantity: amount, isSubscription };
        if (isSubscription) line.frequency = frequency ?? 'monthly';
        items.push(line);
      }
      return withTotals(items);
    },
    removeItem(state, action: PayloadAction<{ id: number; isSubscription: boolean }>) {
      const { id, isSubscription } = action.payload;
      return withTotals(state.items.filter((item) => !sameLine(item, id, isSubscription)));
    },
    /** A quantity of 0 or less removes the line. */
    setQuantity(state, action: PayloadAction<{ id: number; isSubscription: boolean; quantity: number }>) {
      const { id, isSubscription, quantity } = action.payload;
      if (quantity <= 0) return withTotals(state.items.filter((item) => !sameLine(item, id, isSubscription)));
      return withTotals(
        state.items.map((item) =>
          sameLine(item, id, isSubscription) ? { ...item, quantity: Math.floor(quantity) } : item,
        ),
      );
    },
    /**
     * Switches a line between single purchase and subscription. When a line in the target mode
     * exists, the quantities merge into it. A product without subscription option is left as it is.
     */
    toggleSubscription(state, action: PayloadAction<{ id: number; isSubscription: boolean }>) {
      const { id, isSubscription } = action.payload;
      const line = state.items.find((item) => sameLine(item, id, isSubscription));
      if (!line || !line.hasSubscriptionOption) return state;
      const target = !isSubscription;
      const other = state.items.find((item) => sameLine(item, id, target));
      let items: CartItem[];
      if (other) {
        items = state.items
          .filter((item) => !sameLine(item, id, isSubscription))
          .map((item) =>
            sameLine(item, id, target) ? { ...item, quantity: item.quantity + line.quantity } : item,
          );
      } else {
        items = state.items.map((item) => {
          if (!sameLine(item, id, isSubscription)) return item;
          const switched: CartItem = { ...item, isSubscription: target };
          if (target) switched.frequency = item.frequency ?? 'monthly';
          else delete switched.frequency;
          return switched;
        });
      }
      return withTotals(items);
    },
    setFrequency(state, action: PayloadAction<{ id: number; frequency: Frequency }>) {
      return withTotals(
        state.items.map((item) =>
          sameLine(item, action.payload.id, true) ? { ...item, frequency: action.payload.frequency } : item,
        ),
      );
    },
    clearCart() {
      return emptyCart;
    },
  },
});

export const { addItem, removeItem, setQuantity, toggleSubscription, setFrequency, clearCart } =
  cartSlice.actions;
export const cartReducer = cartSlice.reducer;
export { emptyCart };
