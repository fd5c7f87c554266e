import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import {
  addItem,
  CART_STORAGE_VERSION,
  cartReducer,
  clearCart,
  emptyCart,
  loadCart,
  removeItem,
  setFrequency,
  setQuantity,
  toggleSubscription,
  type AddToCartPayload,
  type CartState,
} from './cartSlice';

const essentielle: AddToCartPayload = {
  id: 1,
  name: 'Box Essentielle',
  image: '/images/products/1-1.svg',
  category: 'Mensuelle',
  price: 29.99,
  hasSubscriptionOption: true,
};
const collector: AddToCartPayload = {
  id: 7,
  name: 'Box Collector',
  image: '/images/products/7-1.svg',
  category: 'Édition limitée',
  price: 79.99,
  hasSubscriptionOption: false,
};
const subscribed = (payload: AddToCartPayload, frequency?: AddToCartPayload['frequency']) => ({
  ...payload,
  isSubscription: true,
  ...(frequency ? { frequency } : {}),
});

const apply = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce((state, action) => cartReducer(state, action), emptyCart);

const lines = (state: CartState) =>
  state.items.map((i) => [
    i.id,
    i.isSubscription ? 'subscription' : 'single',
    i.quantity,
    i.frequency ?? null,
  ]);

describe('cart transitions: add', () => {
  it('adds a new line with quantity 1', () => {
    const state = apply(addItem(essentielle));
    expect(state.items).toEqual([{ ...essentielle, quantity: 1, isSubscription: false }]);
    expect(state.totalItems).toBe(1);
  });

  it('adds 1 to the line with the same id and mode', () => {
    const state = apply(addItem(essentielle), addItem(essentielle));
    expect(lines(state)).toEqual([[1, 'single', 2, null]]);
    expect(state.totalItems).toBe(2);
  });

  it('keeps the same product in the other mode as a second line', () => {
    const state = apply(addItem(essentielle), addItem(subscribed(essentielle, 'quarterly')));
    expect(lines(state)).toEqual([
      [1, 'single', 1, null],
      [1, 'subscription', 1, 'quarterly'],
    ]);
    expect(state.totalItems).toBe(2);
    // Estimate only: 29,99 + 25,49 (15 % off).
  });

  it('gives subscription lines the monthly frequency by default, and keeps a chosen one', () => {
    expect(apply(addItem(subscribed(essentielle))).items[0].frequency).toBe('monthly');
    const state = apply(addItem(subscribed(essentielle, 'bimonthly')), addItem(subscribed(essentielle)));
    expect(lines(state)).toEqual([[1, 'subscription', 2, 'bimonthly']]);
  });

  it('never adds a product without subscription option as a subscription', () => {
    const state = apply(addItem(subscribed(collector, 'monthly')));
    expect(lines(state)).toEqual([[7, 'single', 1, null]]);
  });

  it('adds a chosen quantity, up to 99 per line', () => {
    const state = apply(addItem({ ...collector, quantity: 3 }), addItem({ ...collector, quantity: 2 }));
    expect(state.items[0].quantity).toBe(5);
    expect(cartReducer(state, addItem({ ...collector, quantity: 500 })).items[0].quantity).toBe(99);
  });
});

describe('cart transitions: remove, quantity, clear', () => {
  it('removes a line (only that mode)', () => {
    const state = apply(addItem(essentielle), addItem(subscribed(essentielle)), addItem(collector));
    const after = cartReducer(state, removeItem({ id: 1, isSubscription: true }));
    expect(lines(after)).toEqual([
      [1, 'single', 1, null],
      [7, 'single', 1, null],
    ]);
    expect(cartReducer(after, removeItem({ id: 99, isSubscription: false }))).toBe(after);
  });

  it('sets a quantity; 0 or less removes the line', () => {
    let state = apply(addItem(essentielle), addItem(collector));
    state = cartReducer(state, setQuantity({ id: 7, isSubscription: false, quantity: 4 }));
    expect(state.totalItems).toBe(5);
    expect(
      cartReducer(state, setQuantity({ id: 7, isSubscription: false, quantity: 150 })).items[1].quantity,
    ).toBe(99);
    expect(lines(cartReducer(state, setQuantity({ id: 1, isSubscription: false, quantity: 0 })))).toEqual([
      [7, 'single', 4, null],
    ]);
    expect(lines(cartReducer(state, setQuantity({ id: 7, isSubscription: false, quantity: -3 })))).toEqual([
      [1, 'single', 1, null],
    ]);
  });

  it('does not touch the other mode of the same product when setting a quantity', () => {
    const state = apply(addItem(essentielle), addItem(subscribed(essentielle)));
    const after = cartReducer(state, setQuantity({ id: 1, isSubscription: true, quantity: 3 }));
    expect(lines(after)).toEqual([
      [1, 'single', 1, null],
      [1, 'subscription', 3, 'monthly'],
    ]);
  });

  it('clears the cart', () => {
    expect(cartReducer(apply(addItem(essentielle), addItem(collector)), clearCart())).toEqual(emptyCart);
  });
});

describe('cart transitions: switch mode', () => {
  it('changes the mode of the line when the other mode has no line', () => {
    const state = apply(addItem(essentielle), addItem(essentielle));
    const toSubscription = cartReducer(state, toggleSubscription({ id: 1, isSubscription: false }));
    expect(lines(toSubscription)).toEqual([[1, 'subscription', 2, 'monthly']]);
    const back = cartReducer(toSubscription, toggleSubscription({ id: 1, isSubscription: true }));
    expect(lines(back)).toEqual([[1, 'single', 2, null]]);
    expect(back.items[0]).not.toHaveProperty('frequency');
  });

  it('merges into the existing line of the target mode: quantities add, the old line disappears', () => {
    const state = apply(
      addItem({ ...essentielle, quantity: 2 }),
      addItem(collector),
      addItem({ ...subscribed(essentielle, 'quarterly'), quantity: 3 }),
    );
    const merged = cartReducer(state, toggleSubscription({ id: 1, isSubscription: false }));
    // The subscription line keeps its place and its frequency.
    expect(lines(merged)).toEqual([
      [7, 'single', 1, null],
      [1, 'subscription', 5, 'quarterly'],
    ]);
    expect(merged.totalItems).toBe(6);

    const backMerged = cartReducer(
      cartReducer(merged, addItem(essentielle)),
      toggleSubscription({ id: 1, isSubscription: true }),
    );
    expect(lines(backMerged)).toEqual([
      [7, 'single', 1, null],
      [1, 'single', 6, null],
    ]);
  });

  it('keeps a merged line within 99', () => {
    const state = apply(
      addItem({ ...essentielle, quantity: 60 }),
      addItem({ ...subscribed(essentielle), quantity: 60 }),
    );
    expect(lines(cartReducer(state, toggleSubscription({ id: 1, isSubscription: false })))).toEqual([
      [1, 'subscription', 99, 'monthly'],
    ]);
  });

  it('never switches a product without subscription option, nor an unknown line', () => {
    const before = apply(addItem(collector));
    expect(cartReducer(before, toggleSubscription({ id: 7, isSubscription: false }))).toBe(before);
    expect(cartReducer(before, toggleSubscription({ id: 1, isSubscription: false }))).toBe(before);
  });

  it('sets the frequency of a subscription line only', () => {
    const state = apply(addItem(essentielle), addItem(subscribed(essentielle)));
    const after = cartReducer(state, setFrequency({ id: 1, frequency: 'quarterly' }));
    expect(lines(after)).toEqual([
      [1, 'single', 1, null],
      [1, 'subscription', 1, 'quarterly'],
    ]);
    expect(
      cartReducer(apply(addItem(essentielle)), setFrequency({ id: 1, frequency: 'bimonthly' })).items[0],
    ).not.toHaveProperty('frequency');
  });
});

describe('cart persistence', () => {
  const stored = (value: unknown) => localStorage.setItem('cart', JSON.stringify(value));

  it('is saved under "cart" (versioned) on every change and reloaded at start', () => {
    const store = makeStore();
    store.dispatch(addItem(essentielle));
    store.dispatch(addItem(subscribed(essentielle, 'bimonthly')));
    const saved = JSON.parse(localStorage.getItem('cart') ?? 'null');
    expect(saved.version).toBe(CART_STORAGE_VERSION);
    expect(saved.items).toHaveLength(2);
    expect(saved.totalItems).toBe(2);

    const reloaded = makeStore();
    expect(reloaded.getState().cart).toEqual(store.getState().cart);

    store.dispatch(clearCart());
    expect(makeStore().getState().cart).toEqual(emptyCart);
  });

  it('recomputes totals from the stored lines', () => {
    stored({
      version: CART_STORAGE_VERSION,
      items: [{ ...collector, quantity: 2, isSubscription: false }],
      totalItems: 99,
      totalPrice: 1,
    });
    expect(loadCart()).toMatchObject({ totalItems: 2 });
  });

  it('gives a stored subscription line without frequency the monthly one', () => {
    stored({ version: CART_STORAGE_VERSION, items: [{ ...essentielle, quantity: 1, isSubscription: true }] });
    expect(loadCart().items[0].frequency).toBe('monthly');
  });

  it('starts empty when nothing is stored', () => {
    expect(loadCart()).toEqual(emptyCart);
  });

  const line = { ...collector, quantity: 1, isSubscription: false };
  it.each([
    ['not JSON', '{oops'],
    ['not a cart', '"hello"'],
    ['null', 'null'],
    ['outdated: no version (the first SPA release)', JSON.stringify({ items: [line] })],
    ['outdated: another version', JSON.stringify({ version: 1, items: [line] })],
    ['items not a list', JSON.stringify({ version: CART_STORAGE_VERSION, items: 3 })],
    ['a broken line', JSON.stringify({ version: CART_STORAGE_VERSION, items: [{ id: '1', name: 4 }] })],
    [
      'a negative quantity',
      JSON.stringify({ version: CART_STORAGE_VERSION, items: [{ ...line, quantity: -1 }] }),
    ],
    [
      'a quantity above 99',
      JSON.stringify({ version: CART_STORAGE_VERSION, items: [{ ...line, quantity: 100 }] }),
    ],
    [
      'a fractional quantity',
      JSON.stringify({ version: CART_STORAGE_VERSION, items: [{ ...line, quantity: 1.5 }] }),
    ],
    ['the same line twice', JSON.stringify({ version: CART_STORAGE_VERSION, items: [line, line] })],
  ])('discards a corrupt or outdated stored value (%s)', (_label, raw) => {
    localStorage.setItem('cart', raw);
    expect(loadCart()).toEqual(emptyCart);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(makeStore().getState().cart).toEqual(emptyCart);
  });
});
