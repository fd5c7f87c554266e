import { afterEach, describe, expect, it } from 'vitest';
import {
  addGift,
  addItem,
  CART_STORAGE_VERSION,
  cartLineKey,
  cartReducer,
  emptyCart,
  giftCartState,
  loadCart,
  removeItem,
  removeLine,
  saveCart,
  setQuantity,
  toggleSubscription,
  type AddGiftPayload,
  type CartState,
} from './cartSlice';
import { emptyOffer, type GiftOffer } from './giftOffer';
import { findQuoteLine, quoteRequest, type CartQuote, type QuoteLine } from './quote';

const product = {
  id: 3,
  name: 'Box Premium',
  image: '/images/products/3-1.svg',
  category: 'Premium',
  price: 49.99,
  hasSubscriptionOption: true,
};

const offerFor = (firstName: string, email: string): GiftOffer => ({
  ...emptyOffer(),
  recipient: {
    firstName,
    lastName: 'Dubois',
    email,
    address: 'Rue des Fleurs 12',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
  message: 'Bon anniversaire !\nBises',
});

const gift = (boxes: 3 | 6 | 12, offer: GiftOffer, extra: Partial<AddGiftPayload> = {}): AddGiftPayload => ({
  ...product,
  frequency: 'monthly',
  gift: { boxes, offer },
  ...extra,
});

const apply = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce((state, action) => cartReducer(state, action), emptyCart);

const lea = offerFor('Léa', 'lea@example.be');
const tom = offerFor('Tom', 'tom@example.be');

describe('gift subscription lines', () => {
  afterEach(() => localStorage.clear());

  it('adds a gift as a subscription line of quantity 1 with its offer', () => {
    const state = apply(addGift(gift(6, lea)));
    expect(state.items).toEqual([
      { ...product, quantity: 1, isSubscription: true, frequency: 'monthly', gift: { boxes: 6, offer: lea } },
    ]);
    expect(state.totalItems).toBe(1);
  });

  it('identifies a line by product, boxes and recipient: two gifts are two lines', () => {
    const state = apply(addGift(gift(6, lea)), addGift(gift(6, tom)), addGift(gift(3, lea)));
    expect(state.items).toHaveLength(3);
    expect(new Set(state.items.map(cartLineKey)).size).toBe(3);
  });

  it('replaces the same gift in place (the new offer), never adding a quantity', () => {
    const changed = {
      ...lea,
      message: 'Autre mot',
      recipient: { ...lea.recipient, email: 'LEA@example.be ' },
    };
    const state = apply(
      addGift(gift(6, lea)),
      addItem(product),
      addGift(gift(6, changed, { frequency: 'quarterly' })),
    );
    expect(state.items).toHaveLength(2);
    expect(state.items[0]).toMatchObject({ quantity: 1, frequency: 'quarterly', gift: { offer: changed } });
  });

  it('replaces an edited line where it stood, even when its recipient changed', () => {
    const first = apply(addItem(product), addGift(gift(6, lea)));
    const key = cartLineKey(first.items[1]);
    const state = cartReducer(first, addGift(gift(12, tom, { replaces: key })));
    expect(state.items).toHaveLength(2);
    expect(state.items[1].gift).toEqual({ boxes: 12, offer: tom });
  });

  it('keeps ordinary lines apart from a gift of the same product', () => {
    const state = apply(
      addGift(gift(6, lea)),
      addItem({ ...product, isSubscription: true }),
      setQuantity({ id: 3, isSubscription: true, quantity: 4 }),
      toggleSubscription({ id: 3, isSubscription: true }),
    );
    expect(state.items.map((item) => [item.quantity, item.isSubscription, Boolean(item.gift)])).toEqual([
      [1, true, true],
      [4, false, false],
    ]);
    // removeItem never touches the gift; removeLine does, by its key.
    const without = cartReducer(state, removeItem({ id: 3, isSubscription: true }));
    expect(without.items).toHaveLength(2);
    expect(cartReducer(state, removeLine(cartLineKey(state.items[0]))).items).toHaveLength(1);
  });

  it('refuses a product without subscription option or an unknown box count', () => {
    expect(apply(addGift({ ...gift(6, lea), hasSubscriptionOption: false })).items).toEqual([]);
    expect(apply(addGift(gift(5 as 6, lea))).items).toEqual([]);
  });

  it('says when a gift shares the cart with other lines (refused at checkout)', () => {
    expect(giftCartState(apply(addGift(gift(6, lea))).items)).toEqual({ hasGift: true, mixed: false });
    expect(giftCartState(apply(addGift(gift(6, lea)), addItem(product)).items)).toEqual({
      hasGift: true,
      mixed: true,
    });
    expect(giftCartState(apply(addItem(product)).items)).toEqual({ hasGift: false, mixed: false });
  });

  it('keeps the gift and its offer in localStorage and reads them back', () => {
    const state = apply(addGift(gift(12, lea)), addGift(gift(3, tom)));
    saveCart(state);
    expect(loadCart()).toEqual(state);
  });

  it('discards a stored cart with a broken gift', () => {
    const line = {
      ...product,
      quantity: 2,
      isSubscription: true,
      frequency: 'monthly',
      gift: { boxes: 6, offer: lea },
    };
    localStorage.setItem(
      'cart',
      JSON.stringify({ version: CART_STORAGE_VERSION, items: [line], totalItems: 2 }),
    );
    expect(loadCart()).toEqual(emptyCart);
    const noOffer = { ...line, quantity: 1, gift: { boxes: 6 } };
    localStorage.setItem(
      'cart',
      JSON.stringify({ version: CART_STORAGE_VERSION, items: [noOffer], totalItems: 1 }),
    );
    expect(loadCart()).toEqual(emptyCart);
  });

  it('quotes a gift with its boxes and finds its quote line by place', () => {
    const state = apply(addItem(product), addGift(gift(6, lea)));
    expect(quoteRequest(state.items).items).toEqual([
      { productId: 3, quantity: 1, isSubscription: false },
      { productId: 3, quantity: 1, isSubscription: true, frequency: 'monthly', giftBoxes: 6 },
    ]);
    const base: QuoteLine = {
      productId: 3,
      name: 'Box Premium',
      image: '',
      category: 'Premium',
      quantity: 1,
      isSubscription: false,
      frequency: null,
      unitPrice: 49.99,
      originalPrice: 49.99,
      lineTotal: 49.99,
      giftBoxes: null,
    };
    const giftLine: QuoteLine = {
      ...base,
      isSubscription: true,
      giftBoxes: 6,
      unitPrice: 42.49,
      lineTotal: 254.94,
    };
    const quote = { lines: [base, giftLine] } as CartQuote;
    expect(findQuoteLine(quote, state.items[0])).toBe(base);
    expect(findQuoteLine(quote, state.items[1], state.items)).toBe(giftLine);
    expect(findQuoteLine(quote, { id: 3, isSubscription: true })).toBeUndefined();
  });
});

describe('the link to the gift form', () => {
  it('opens the product page with ?offrir (the word ProductPage reads)', async () => {
    const { giftFormLink } = await import('./giftLink');
    expect(giftFormLink(3)).toBe('/product/3?offrir');
  });
});
