import { describe, expect, it } from 'vitest';
import { emptyOffer, type CartItem, type CartQuote, type GiftOffer } from '../cart';
import { formFromProfile } from './form';
import { buildPaymentRequest } from './payment';

const offer: GiftOffer = {
  ...emptyOffer(),
  recipient: {
    firstName: 'Léa',
    lastName: 'Dubois',
    email: 'lea@example.be',
    address: 'Rue des Fleurs 12',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
  message: 'Bon anniversaire !\nBises',
  firstBoxDate: '2026-12-20',
  notify: 'at_date',
  notifyAt: '2026-12-19T18:30',
};

const giftItem: CartItem = {
  id: 3,
  name: 'Box Premium',
  image: '',
  category: 'Premium',
  price: 29.99,
  quantity: 1,
  isSubscription: true,
  hasSubscriptionOption: true,
  frequency: 'bimonthly',
  gift: { boxes: 6, offer },
};

const quote = {
  lines: [
    {
      productId: 3,
      name: 'Box Premium',
      image: '',
      category: 'Premium',
      quantity: 1,
      isSubscription: true,
      frequency: 'bimonthly',
      unitPrice: 25.49,
      originalPrice: 29.99,
      lineTotal: 152.94,
      giftBoxes: 6,
      giftShipping: 29.94,
      giftPriceText: '6 box × 25,49 € + livraison 6 × 4,99 €',
    },
  ],
  total: 182.88,
} as CartQuote;

const profile = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.be',
  phone: '0470 00 00 00',
  address: { street: 'Rue Haute 1', address2: '', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
};

describe('the payment of a gift subscription', () => {
  it('sends the line with its boxes, the offer, same-as-billing shipping and no gift order', () => {
    const form = formFromProfile(profile);
    // Even a 'C'est un cadeau' left on is never sent with a gift subscription.
    form.gift = { ...form.gift, enabled: true, message: 'x' };
    const request = buildPaymentRequest({
      items: [giftItem],
      quote,
      form,
      selection: { method: 'bancontact' },
      promoCode: null,
      origin: 'https://shop.test',
    });
    expect(request.amount).toEqual({ value: '182.88', currency: 'EUR' });
    expect(request.description).toBe('Abonnement offert BoxPlaisir (6 box)');
    expect(request.metadata.items).toEqual([
      {
        id: 3,
        name: 'Box Premium',
        quantity: 1,
        price: 25.49,
        isSubscription: true,
        frequency: 'bimonthly',
        giftBoxes: 6,
      },
    ]);
    expect(request.metadata.shippingInfo).toEqual({ sameAsBilling: true });
    expect(request.metadata.gift).toBeNull();
    expect(request.metadata.billingInfo.email).toBe('camille@example.be');
    expect(request.metadata.giftSubscription).toEqual({
      recipient: offer.recipient,
      message: 'Bon anniversaire !\nBises',
      firstBoxDate: '2026-12-20',
      notify: 'at_date',
      notifyAt: '2026-12-19T18:30',
    });
  });

  it('leaves an ordinary order without giftSubscription', () => {
    const item: CartItem = { ...giftItem, gift: undefined, isSubscription: false, frequency: undefined };
    const request = buildPaymentRequest({
      items: [item],
      quote: { ...quote, lines: [{ ...quote.lines[0], isSubscription: false, giftBoxes: null }] },
      form: formFromProfile(profile),
      selection: { method: 'bancontact' },
      promoCode: null,
      origin: 'https://shop.test',
    });
    expect(request.metadata).not.toHaveProperty('giftSubscription');
    expect(request.metadata.items[0]).not.toHaveProperty('giftBoxes');
    expect(request.metadata.shippingInfo?.sameAsBilling).toBe(true);
  });
});
