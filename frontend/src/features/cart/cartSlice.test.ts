import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import {
  addItem,
  cartReducer,
  clearCart,
  emptyCart,
  loadCart,
  removeItem,
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

const apply = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce((state, action) => cartReducer(state, action), emptyCart);

describe('cart transitions', () => {
  it('adds a new line with quantity 1', () => {
    const state = apply(addItem(essentielle));
    expect(state.items).toEqual([{ ...essentielle, quantity: 1, isSubscription: false }]);
    expect(state.totalItems).toBe(1);
    expect(state.totalPrice).toBe(29.99);
    expect(state.subscriptionItems).toEqual([]);
  });

  it('adds 1 to the line with the same id and mode', () => {
    const state = apply(addItem(essentielle), addItem(essentielle));
    expect(state.items).toHaveLength(1);
    expect(state.items[0].quantity).toBe(2);
    expect(state.totalItems).toBe(2);
    expect(state.totalPrice).toBe(59.98);
  });

  it('keeps the same product in the other mode as a second line', () => {
    const state = apply(
      addItem(essentielle),
      addItem({ ...essentielle, isSubscription: true, frequency: 'quarterly' }),
    );
    expect(state.items).toHaveLength(2);
    expect(state.items[1]).toMatchObject({
      id: 1,
      isSubscription: true,
      quantity: 1,
      frequency: 'quarterly',
    });
    expect(state.totalItems).toBe(2);
    expect(state.subscriptionItems).toEqual([1]);
    // 29,99 + 25,49 (15 % off)
    expect(state.totalPrice).toBe(55.48);
  });

  it('gives subscription lines the monthly frequency by default', () => {
    const state = apply(addItem({ ...essentielle, isSubscription: true }));
    expect(state.items[0].frequency).toBe('monthly');
  });

  it('adds a chosen quantity', () => {
    const state = apply(addItem({ ...collector, quantity: 3 }), addItem({ ...collector, quantity: 2 }));
    expect(state.items[0].quantity).toBe(5);
    expect(state.totalPrice).toBe(399.95);
  });

  it('removes a line, sets quantities (0 removes) and clears', () => {
    let state = apply(addItem(essentielle), addItem(collector));
    state = cartReducer(state, setQuantity({ id: 7, isSubscription: false, quantity: 4 }));
    expect(state.totalItems).toBe(5);
    state = cartReducer(state, setQuantity({ id: 1, isSubscription: false, quantity: 0 }));
    expect(state.items.map((i) => i.id)).toEqual([7]);
    state = cartReducer(state, removeItem({ id: 7, isSubscription: false }));
    expect(state).toEqual(emptyCart);
    expect(cartReducer(apply(addItem(essentielle)), clearCart())).toEqual(emptyCart);
  });

  it('switches a line to subscription, merging into an existing subscription line', () => {
    let state = apply(addItem(essentielle), addItem(essentielle));
    state = cartReducer(state, toggleSubscription({ id: 1, isSubscription: false }));
    expect(state.items).toEqual([
      expect.objectContaining({ id: 1, isSubscription: true, quantity: 2, frequency: 'monthly' }),
    ]);
    state = cartReducer(state, addItem(essentielle));
    state = cartReducer(state, toggleSubscription({ id: 1, isSubscription: false }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ isSubscription: true, quantity: 3 });
  });

  it('leaves products without subscription option as they are', () => {
    const before = apply(addItem(collector));
    expect(cartReducer(before, toggleSubscription({ id: 7, isSubscription: false }))).toBe(before);
  });
});

describe('cart persistence', () => {
  it('is saved under "cart" on every change and reloaded at start', () => {
    const store = makeStore();
    store.dispatch(addItem(essentielle));
    store.dispatch(addItem({ ...essentielle, isSubscription: true }));
    const saved = JSON.parse(localStorage.getItem('cart') ?? 'null');
    expect(saved.items).toHaveLength(2);
    expect(saved.totalItems).toBe(2);

    const reloaded = makeStore();
    expect(reloaded.getState().cart).toEqual(store.getState().cart);
  });

  it('recomputes totals from the stored lines', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [{ ...collector, quantity: 2, isSubscription: false }],
        totalItems: 99,
        totalPrice: 1,
      }),
    );
    expect(loadCart()).toMatchObject({ totalItems: 2, totalPrice: 159.98 });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a cart', '"hello"'],
    ['items not a list', '{"items": 3}'],
    ['a broken line', '{"items": [{"id": "1", "name": 4}]}'],
    [
      'a negative quantity',
      JSON.stringify({ items: [{ ...collector, quantity: -1, isSubscription: false }] }),
    ],
  ])('discards a corrupt stored value (%s)', (_label, raw) => {
    localStorage.setItem('cart', raw);
    expect(loadCart()).toEqual(emptyCart);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(makeStore().getState().cart).toEqual(emptyCart);
  });
});
