import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readJson, readStorage, removeStorage, writeStorage } from '../../lib/storage';
import type { Frequency } from '../rules';
import defaultFrequency from '../../../generated/rules/defaultFrequency.json';
import quantityRule from '../../../generated/rules/quantity.json';
import { giftLineKey, isGiftBoxes, parseOffer, type GiftBoxes, type GiftOffer } from './giftLine';

export type { Frequency };

/** A subscription line added without a frequency gets the server's default (GET /api/rules' defaultFrequency). */
const DEFAULT_FREQUENCY = defaultFrequency as Frequency;

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
  /**
   * A prepaid gift subscription ('Offrir un abonnement', docs/design/gifting.md): its number of boxes
   * and its offer (recipient, message, dates). Such a line is a subscription line of quantity 1, bought alone.
   */
  gift?: GiftLine;
}

export interface GiftLine {
  boxes: GiftBoxes;
  offer: GiftOffer;
}

/**
 * An e-gift card bought in the cart (docs/design/gift-cards.md): not a product, a line of its own.
 * `key` names the line in this browser; the rest is what POST /api/cart/quote and the checkout send.
 */
export interface GiftCardLine {
  key: string;
  amountCents: number;
  recipientName: string;
  /** Null when the buyer prints the card. */
  recipientEmail: string | null;
  message: string | null;
  delivery: 'now' | 'at_date' | 'print';
  /** 'YYYY-MM-DDTHH:MM', Brussels time, when delivery is 'at_date'. */
  sendAt: string | null;
}

export interface CartState {
  items: CartItem[];
  /** Gift cards (absent from a cart stored before them). */
  giftCards: GiftCardLine[];
  /** Articles: the boxes' quantities plus the gift cards. */
  totalItems: number;
}

/** The cart's slice in the store's state (lib/storeTypes.ts). */
declare module '../../lib/storeTypes' {
  interface RootState {
    cart: CartState;
  }
}

export type AddToCartPayload = Omit<CartItem, 'quantity' | 'isSubscription'> & {
  isSubscription?: boolean;
  quantity?: number;
};

/** The server accepts 1 to 99 of a line (its rule, written by `npm run api:types`); the cart never goes beyond. */
export const MAX_LINE_QUANTITY: number = quantityRule.max;

/**
 * Version of the shape kept under 'cart'. A stored value with another version (or none: the
 * earliest SPA kept a bare state) is outdated and discarded.
 */
export const CART_STORAGE_VERSION = 2;

const emptyCart: CartState = { items: [], giftCards: [], totalItems: 0 };

/** A line is identified by the product id together with its purchase mode (a gift subscription is never such a line). */
export function sameLine(
  item: Pick<CartItem, 'id' | 'isSubscription' | 'gift'>,
  id: number,
  isSubscription: boolean,
): boolean {
  return item.id === id && item.isSubscription === isSubscription && !item.gift;
}

/** The key of a line: product and mode, or for a gift subscription product, boxes and recipient. */
export function cartLineKey(item: Pick<CartItem, 'id' | 'isSubscription' | 'gift'>): string {
  return item.gift
    ? giftLineKey(item.id, item.gift.boxes, item.gift.offer.recipient)
    : `${item.id}-${item.isSubscription}`;
}

/**
 * Whether the cart holds a gift subscription, and whether it holds other lines with it (boxes or gift
 * cards: refused at checkout).
 */
export function giftCartState(
  items: readonly CartItem[],
  giftCards = 0,
): { hasGift: boolean; mixed: boolean } {
  const gifts = items.filter((item) => item.gift).length;
  return { hasGift: gifts > 0, mixed: gifts > 0 && items.length + giftCards > 1 };
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

function withTotals(items: CartItem[], giftCards: GiftCardLine[] = []): CartState {
  return {
    items,
    giftCards,
    totalItems: items.reduce((sum, item) => sum + item.quantity, giftCards.length),
  };
}

/** A frequency as stored or chosen; which values exist is the server's rule (GET /api/rules), checked by its quote. */
function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && /^[a-z]+$/.test(value);
}

function parseItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (
    !Number.isSafeInteger(v.id) ||
    (v.id as number) < 1 ||
    typeof v.name !== 'string' ||
    typeof v.price !== 'number' ||
    !Number.isFinite(v.price) ||
    v.price < 0 ||
    !Number.isInteger(v.quantity) ||
    (v.quantity as number) < 1 ||
    (v.quantity as number) > MAX_LINE_QUANTITY ||
    typeof v.isSubscription !== 'boolean' ||
    (v.hasSubscriptionOption !== undefined && typeof v.hasSubscriptionOption !== 'boolean')
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
  if (item.isSubscription) item.frequency = isFrequency(v.frequency) ? v.frequency : DEFAULT_FREQUENCY;
  if (v.gift !== undefined) {
    const g = v.gift as { boxes?: unknown; offer?: unknown } | null;
    const offer = parseOffer(g?.offer);
    if (!g || !isGiftBoxes(g.boxes) || !offer || !item.isSubscription || item.quantity !== 1) return null;
    item.gift = { boxes: g.boxes, offer };
  }
  return item;
}

/** The lines of a stored value, or null when it is not a cart of the current version. */
function parseStoredCart(stored: unknown): CartState | null {
  if (!stored || typeof stored !== 'object') return null;
  const {
    version,
    items,
    giftCards = [],
  } = stored as { version?: unknown; items?: unknown; giftCards?: unknown };
  if (version !== CART_STORAGE_VERSION || !Array.isArray(items) || !Array.isArray(giftCards)) return null;
  const parsed: CartItem[] = [];
  for (const raw of items) {
    const item = parseItem(raw);
    // A broken line, or the same line twice, means the value was not written by this shop.
    if (!item || parsed.some((other) => cartLineKey(other) === cartLineKey(item))) return null;
    parsed.push(item);
  }
  // A gift card line is checked by the server's quote (its refusals show on the line); here its shape.
  const cards = giftCards as GiftCardLine[];
  if (cards.some((card) => typeof card?.key !== 'string' || typeof card.amountCents !== 'number'))
    return null;
  return withTotals(parsed, cards);
}

/**
 * The cart kept under 'cart', reloaded at start. A value that is not a valid cart of the current
 * version (corrupt JSON, wrong shape, outdated) is discarded; totals are always recomputed.
 */
export function loadCart(): CartState {
  if (readStorage(STORAGE_KEYS.cart) === null) return emptyCart;
  const cart = parseStoredCart(readJson(STORAGE_KEYS.cart));
  if (!cart) removeStorage(STORAGE_KEYS.cart);
  return cart ?? emptyCart;
}

export function saveCart(state: CartState): void {
  writeStorage(STORAGE_KEYS.cart, JSON.stringify({ version: CART_STORAGE_VERSION, ...state }));
}

type LineRef = { id: number; isSubscription: boolean };

/** A gift subscription line to add: the product, its boxes, its frequency and its offer. */
export type AddGiftPayload = Omit<CartItem, 'quantity' | 'isSubscription' | 'gift' | 'frequency'> & {
  frequency: Frequency;
  gift: GiftLine;
  /** The key of the line this one replaces (its offer was edited), if any. */
  replaces?: string;
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** A new line with the given quantity (1 by default), or that many more on the line with the same id and mode. */
    addItem(state, action: PayloadAction<AddToCartPayload>) {
      const { quantity = 1, isSubscription = false, frequency, ...product } = action.payload;
      // A product without subscription option is never added as a subscription.
      const subscribed = isSubscription && product.hasSubscriptionOption;
      const amount = clampQuantity(quantity);
      const existing = state.items.find((item) => sameLine(item, product.id, subscribed));
      if (existing) {
        return withTotals(
          state.items.map((item) =>
            item === existing
              ? {
                  ...item,
                  quantity: clampQuantity(item.quantity + amount),
                  ...(subscribed && frequency ? { frequency } : {}),
                }
              : item,
          ),
          state.giftCards,
        );
      }
      const line: CartItem = { ...product, quantity: amount, isSubscription: subscribed };
      if (subscribed) line.frequency = frequency ?? DEFAULT_FREQUENCY;
      else delete line.frequency;
      return withTotals([...state.items, line], state.giftCards);
    },
    removeItem(state, action: PayloadAction<LineRef>) {
      const { id, isSubscription } = action.payload;
      if (!state.items.some((item) => sameLine(item, id, isSubscription))) return state;
      return withTotals(
        state.items.filter((item) => !sameLine(item, id, isSubscription)),
        state.giftCards,
      );
    },
    /** A quantity of 0 or less removes the line; more than 99 is brought back to 99. */
    setQuantity(state, action: PayloadAction<LineRef & { quantity: number }>) {
      const { id, isSubscription, quantity } = action.payload;
      if (!state.items.some((item) => sameLine(item, id, isSubscription))) return state;
      if (!(quantity > 0))
        return withTotals(
          state.items.filter((item) => !sameLine(item, id, isSubscription)),
          state.giftCards,
        );
      return withTotals(
        state.items.map((item) =>
          sameLine(item, id, isSubscription) ? { ...item, quantity: clampQuantity(quantity) } : item,
        ),
        state.giftCards,
      );
    },
    /**
     * Switches a line between single purchase and subscription. When a line in the target mode
     * exists, the quantities add up there (it keeps its own frequency) and the old line disappears;
     * otherwise the line changes mode in place. A product without subscription option never switches.
     */
    toggleSubscription(state, action: PayloadAction<LineRef>) {
      const { id, isSubscription } = action.payload;
      const line = state.items.find((item) => sameLine(item, id, isSubscription));
      if (!line || !line.hasSubscriptionOption) return state;
      const target = !isSubscription;
      const other = state.items.find((item) => sameLine(item, id, target));
      if (other) {
        return withTotals(
          state.items
            .filter((item) => item !== line)
            .map((item) =>
              item === other ? { ...item, quantity: clampQuantity(item.quantity + line.quantity) } : item,
            ),
          state.giftCards,
        );
      }
      return withTotals(
        state.items.map((item) => {
          if (item !== line) return item;
          const switched: CartItem = { ...item, isSubscription: target };
          if (target) switched.frequency = item.frequency ?? DEFAULT_FREQUENCY;
          else delete switched.frequency;
          return switched;
        }),
        state.giftCards,
      );
    },
    /** The delivery frequency of a subscription line. */
    setFrequency(state, action: PayloadAction<{ id: number; frequency: Frequency }>) {
      const { id, frequency } = action.payload;
      if (!isFrequency(frequency) || !state.items.some((item) => sameLine(item, id, true))) return state;
      return withTotals(
        state.items.map((item) => (sameLine(item, id, true) ? { ...item, frequency } : item)),
        state.giftCards,
      );
    },
    /**
     * A gift subscription line (quantity 1). The same product, boxes and recipient replace the line
     * in place (the new offer and frequency); `replaces` names an edited line, replaced where it stood.
     */
    addGift(state, action: PayloadAction<AddGiftPayload>) {
      const { replaces, gift, ...product } = action.payload;
      if (!product.hasSubscriptionOption || !isGiftBoxes(gift.boxes)) return state;
      const line: CartItem = { ...product, quantity: 1, isSubscription: true, gift };
      const key = cartLineKey(line);
      const index = state.items.findIndex((item) => cartLineKey(item) === (replaces ?? key));
      if (index < 0)
        return withTotals(
          [...state.items.filter((item) => cartLineKey(item) !== key), line],
          state.giftCards,
        );
      return withTotals(
        state.items
          .map((item, i) => (i === index ? line : item))
          .filter((item, i) => i === index || cartLineKey(item) !== key),
        state.giftCards,
      );
    },
    /** Removes the line with that key (a gift subscription's, most of all). */
    removeLine(state, action: PayloadAction<string>) {
      if (!state.items.some((item) => cartLineKey(item) === action.payload)) return state;
      return withTotals(
        state.items.filter((item) => cartLineKey(item) !== action.payload),
        state.giftCards,
      );
    },
    /** The cart's gift cards (the gift card page and the cart compute the new list). */
    setGiftCards(state, action: PayloadAction<GiftCardLine[]>) {
      return withTotals(state.items, action.payload);
    },
    clearCart() {
      return emptyCart;
    },
  },
});

export const {
  addItem,
  addGift,
  removeItem,
  removeLine,
  setQuantity,
  toggleSubscription,
  setFrequency,
  setGiftCards,
  clearCart,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
export { emptyCart };
