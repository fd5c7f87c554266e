import { beforeEach, describe, expect, it } from 'vitest';
import {
  addGift,
  addItem,
  cartReducer,
  clearCart,
  emptyCart,
  giftCartState,
  loadCart,
  saveCart,
  setGiftCards,
  type GiftCardLine,
} from './cartSlice';
import { emptyOffer } from './giftOffer';
import { giftCardSendText } from './giftCards';
import { blamedGiftCards, quoteRequest } from './quote';

const card = (key: string, extra: Partial<GiftCardLine> = {}): GiftCardLine => ({
  key,
  amountCents: 5000,
  recipientName: 'Léa',
  recipientEmail: 'lea@example.be',
  message: null,
  delivery: 'now',
  sendAt: null,
  ...extra,
});
const box = {
  id: 1,
  name: 'Box Essentielle',
  image: '',
  category: 'Mensuelle',
  price: 29.99,
  hasSubscriptionOption: true,
};

beforeEach(() => localStorage.clear());

describe('gift cards in the cart', () => {
  it('count as articles beside the boxes, and stay when the boxes change', () => {
    let state = cartReducer(emptyCart, setGiftCards([card('a'), card('b')]));
    state = cartReducer(state, addItem({ ...box, quantity: 2 }));
    expect(state.totalItems).toBe(4);
    expect(state.giftCards.map((c) => c.key)).toEqual(['a', 'b']);
    expect(cartReducer(state, clearCart())).toEqual(emptyCart);
  });

  it('are kept in localStorage with the boxes and read back; a cart stored before them still loads', () => {
    const state = cartReducer(
      cartReducer(emptyCart, addItem(box)),
      setGiftCards([card('a', { delivery: 'print', recipientEmail: null })]),
    );
    saveCart(state);
    expect(loadCart()).toEqual(state);
    localStorage.setItem('cart', JSON.stringify({ version: 2, items: state.items, totalItems: 1 }));
    expect(loadCart()).toEqual({ items: state.items, giftCards: [], totalItems: 1 });
    localStorage.setItem(
      'cart',
      JSON.stringify({ version: 2, items: [], giftCards: [{ amountCents: 5000 }] }),
    );
    expect(loadCart()).toEqual(emptyCart);
  });

  it('are quoted only when there are some, without their browser key', () => {
    expect(quoteRequest([], null, [])).toEqual({ items: [] });
    expect(quoteRequest([], null, [card('a')])).toEqual({
      items: [],
      giftCards: [
        {
          amountCents: 5000,
          recipientName: 'Léa',
          recipientEmail: 'lea@example.be',
          message: null,
          delivery: 'now',
          sendAt: null,
        },
      ],
    });
  });

  it('read the server’s refusals card by card, from the quote or the payment', () => {
    const blamed = blamedGiftCards({
      'giftCards.1.recipientEmail': ['L’email du destinataire est requis'],
      'metadata.giftCards.0.amountCents': ['Le montant doit être un nombre entier d’euros'],
      'items.0.productId': ['Produit 9 non trouvé'],
    });
    expect([...blamed]).toEqual([
      [1, 'L’email du destinataire est requis'],
      [0, 'Le montant doit être un nombre entier d’euros'],
    ]);
  });

  it('make a prepaid gift subscription mixed (it is paid alone)', () => {
    const gift = cartReducer(
      emptyCart,
      addGift({
        ...box,
        frequency: 'monthly',
        gift: {
          boxes: 3,
          offer: { ...emptyOffer(), recipient: { ...emptyOffer().recipient, firstName: 'Léa' } },
        },
      }),
    );
    expect(giftCartState(gift.items)).toEqual({ hasGift: true, mixed: false });
    expect(giftCartState(gift.items, 1)).toEqual({ hasGift: true, mixed: true });
  });

  it('say when they leave in the server’s words, or at the chosen Brussels date and time', () => {
    expect(giftCardSendText(card('a'))).toBe('Maintenant');
    expect(giftCardSendText(card('a', { delivery: 'print' }))).toBe('Je l’imprime moi-même');
    expect(giftCardSendText(card('a', { delivery: 'at_date', sendAt: '2026-12-24T08:00' }))).toBe(
      '24 décembre 2026 à 08:00 (heure de Bruxelles)',
    );
  });
});
