import fc from 'fast-check';
import type { CheckedGiftCardLine } from '../../../shared/gift-card-rules.js';
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_FEE_CENTS,
  giftPriceText,
  priceCart,
  type CartLineInput,
} from './pricing.js';
import { CartProductNotFoundError, PricingError } from './pricing.errors.js';
import { PROMO_CODES, findPromoCode, promoAppliedMessage, resolvePromoCode } from './promo-codes.js';

const essentielle = {
  productId: 1,
  name: 'Box Essentielle',
  priceCents: 2999,
  inStock: true,
  hasSubscriptionOption: true,
};
const premium = { productId: 2, name: 'Box Premium', priceCents: 4999, inStock: true, hasSubscriptionOption: true };
const cadeau = { productId: 5, name: 'Box Cadeau', priceCents: 2499, inStock: true, hasSubscriptionOption: false };

const single = (product: typeof essentielle, quantity = 1): CartLineInput => ({
  ...product,
  quantity,
  isSubscription: false,
});
const subscription = (product: typeof essentielle, quantity = 1): CartLineInput => ({
  ...product,
  quantity,
  isSubscription: true,
});

function expectPricingError(run: () => unknown, code: string, message?: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(PricingError);
  expect((caught as PricingError).code).toBe(code);
  if (message !== undefined) expect((caught as PricingError).message).toBe(message);
}

describe('priceCart — the documented figures (docs/design/checkout.md)', () => {
  it.each([
    {
      title: 'one Box Essentielle single',
      lines: [single(essentielle)],
      promo: null,
      expected: {
        subtotalCents: 2999,
        subscriptionSavingsCents: 0,
        discountCents: 0,
        shippingCents: 499,
        amountToFreeShippingCents: 2001,
        totalCents: 3498,
      },
    },
    {
      title: 'one Box Essentielle subscription (29.99 × 0.85 = 25.4915 → 25.49)',
      lines: [subscription(essentielle)],
      promo: null,
      expected: {
        subtotalCents: 2549,
        subscriptionSavingsCents: 450,
        discountCents: 0,
        shippingCents: 499,
        amountToFreeShippingCents: 2451,
        totalCents: 3048,
      },
    },
    {
      title: 'one Box Premium single: 49.99 is under 50, shipping is charged',
      lines: [single(premium)],
      promo: null,
      expected: {
        subtotalCents: 4999,
        subscriptionSavingsCents: 0,
        discountCents: 0,
        shippingCents: 499,
        amountToFreeShippingCents: 1,
        totalCents: 5498,
      },
    },
    {
      title: 'two Box Premium: free shipping',
      lines: [single(premium, 2)],
      promo: null,
      expected: {
        subtotalCents: 9998,
        subscriptionSavingsCents: 0,
        discountCents: 0,
        shippingCents: 0,
        amountToFreeShippingCents: 0,
        totalCents: 9998,
      },
    },
    {
      title: 'PROMO20 on 99.98 (19.996 → 20.00)',
      lines: [single(premium, 2)],
      promo: PROMO_CODES.PROMO20,
      expected: {
        subtotalCents: 9998,
        subscriptionSavingsCents: 0,
        discountCents: 2000,
        shippingCents: 0,
        amountToFreeShippingCents: 0,
        totalCents: 7998,
      },
    },
    {
      title: 'shipping depends on the subtotal before the promo discount',
      lines: [single(premium), single(cadeau)],
      promo: PROMO_CODES.PROMO20,
      expected: {
        subtotalCents: 7498,
        subscriptionSavingsCents: 0,
        discountCents: 1500,
        shippingCents: 0,
        amountToFreeShippingCents: 0,
        totalCents: 5998,
      },
    },
    {
      title: 'an empty cart costs nothing, not even shipping',
      lines: [],
      promo: null,
      expected: {
        subtotalCents: 0,
        subscriptionSavingsCents: 0,
        discountCents: 0,
        shippingCents: 0,
        amountToFreeShippingCents: 0,
        totalCents: 0,
      },
    },
  ])('$title', ({ lines, promo, expected }) => {
    expect(priceCart({ lines, promo })).toMatchObject({ ...expected, freeShippingThresholdCents: 5000 });
  });

  it('describes each line: unit and original price, line total, frequency', () => {
    const quote = priceCart({
      lines: [subscription(essentielle, 3), { ...subscription(premium), frequency: 'quarterly' }, single(cadeau, 2)],
      promo: PROMO_CODES.PROMO10,
    });
    expect(quote.lines).toEqual([
      {
        productId: 1,
        name: 'Box Essentielle',
        quantity: 3,
        isSubscription: true,
        frequency: 'monthly',
        unitPriceCents: 2549,
        originalPriceCents: 2999,
        lineTotalCents: 7647,
        giftBoxes: null,
        giftShippingCents: 0,
      },
      {
        productId: 2,
        name: 'Box Premium',
        quantity: 1,
        isSubscription: true,
        frequency: 'quarterly',
        unitPriceCents: 4249,
        originalPriceCents: 4999,
        lineTotalCents: 4249,
        giftBoxes: null,
        giftShippingCents: 0,
      },
      {
        productId: 5,
        name: 'Box Cadeau',
        quantity: 2,
        isSubscription: false,
        frequency: null,
        unitPriceCents: 2499,
        originalPriceCents: 2499,
        lineTotalCents: 4998,
        giftBoxes: null,
        giftShippingCents: 0,
      },
    ]);
    expect(quote.subtotalCents).toBe(16894);
    expect(quote.subscriptionSavingsCents).toBe(450 * 3 + 750);
    expect(quote.discountCents).toBe(1689); // 1689.4
    expect(quote.promo).toEqual({ code: 'PROMO10', rateBasisPoints: 1000 });
    expect(quote.totalCents).toBe(16894 - 1689);
  });

  it('ignores a frequency sent on a single-purchase line', () => {
    const quote = priceCart({ lines: [{ ...single(essentielle), frequency: 'bimonthly' }], promo: null });
    expect(quote.lines[0]?.frequency).toBeNull();
  });
});

describe('priceCart — refused carts', () => {
  it.each([0, 100, 1.5, -1, Number.NaN])('refuses quantity %p', (quantity) => {
    expectPricingError(
      () => priceCart({ lines: [single(essentielle, quantity)], promo: null }),
      'CART_QUANTITY_INVALID',
      'La quantité doit être un nombre entier entre 1 et 99.',
    );
  });

  it('accepts quantities 1 and 99', () => {
    expect(priceCart({ lines: [single(essentielle, 1), single(premium, 99)], promo: null }).subtotalCents).toBe(
      2999 + 4999 * 99,
    );
  });

  it('refuses more than 50 lines, accepts 50', () => {
    const line = single(essentielle);
    expect(priceCart({ lines: Array.from({ length: 50 }, () => line), promo: null }).lines).toHaveLength(50);
    expectPricingError(
      () => priceCart({ lines: Array.from({ length: 51 }, () => line), promo: null }),
      'CART_TOO_MANY_LINES',
    );
  });

  it('refuses a subscription on a product sold only as a one-off', () => {
    expectPricingError(
      () => priceCart({ lines: [subscription(cadeau)], promo: null }),
      'CART_PRODUCT_NO_SUBSCRIPTION',
      "La Box Cadeau n'est pas disponible en abonnement.",
    );
  });

  it('refuses a product out of stock', () => {
    expectPricingError(
      () => priceCart({ lines: [single({ ...essentielle, inStock: false })], promo: null }),
      'CART_PRODUCT_OUT_OF_STOCK',
      'La Box Essentielle est en rupture de stock.',
    );
  });

  it('refuses an unknown frequency', () => {
    const line = { ...subscription(essentielle), frequency: 'weekly' } as unknown as CartLineInput;
    expectPricingError(() => priceCart({ lines: [line], promo: null }), 'CART_FREQUENCY_INVALID');
  });

  it('names the faulty field', () => {
    try {
      priceCart({ lines: [single(essentielle), single(premium, 0)], promo: null });
    } catch (error) {
      expect((error as PricingError).field).toBe('items.1.quantity');
    }
    expect.assertions(1);
  });

  it('names unknown products by id and line', () => {
    const one = new CartProductNotFoundError([{ index: 2, productId: 42 }]);
    expect(one).toBeInstanceOf(PricingError);
    expect(one).toMatchObject({
      code: 'CART_PRODUCT_NOT_FOUND',
      message: 'Produit non trouvé (n° 42)',
      field: 'items.2.productId',
      kind: 'invalid',
      errors: { 'items.2.productId': ['Produit non trouvé (n° 42)'] },
    });
    const several = new CartProductNotFoundError([
      { index: 0, productId: 42 },
      { index: 1, productId: 43 },
      { index: 3, productId: 42 },
    ]);
    expect(several.message).toBe('Produits non trouvés (n° 42, 43)');
    expect(Object.keys(several.errors!)).toEqual(['items.0.productId', 'items.1.productId', 'items.3.productId']);
  });
});

describe('promo codes', () => {
  it.each([
    ['PROMO10', 'PROMO10'],
    [' promo10 ', 'PROMO10'],
    [' promo20 ', 'PROMO20'],
    ['Bienvenue', 'BIENVENUE'],
  ])('%p matches %s', (input, code) => {
    expect(findPromoCode(input)?.code).toBe(code);
  });

  it.each(['PROMO30', 'promo 10', '', 'constructor', '__proto__'])('%p is not a promo code', (input) => {
    expect(findPromoCode(input)).toBeNull();
  });

  it('refuses an unknown or blank code', () => {
    expectPricingError(
      () => resolvePromoCode('SOLDES', { hasPaidOrder: false }),
      'PROMO_CODE_INVALID',
      'Code promo invalide',
    );
    expectPricingError(
      () => resolvePromoCode('  ', { hasPaidOrder: false }),
      'PROMO_CODE_REQUIRED',
      'Veuillez entrer un code promo',
    );
  });

  it('keeps BIENVENUE for the first order', () => {
    expect(resolvePromoCode(' bienvenue', { hasPaidOrder: false })).toEqual({
      code: 'BIENVENUE',
      rateBasisPoints: 1000,
      firstOrderOnly: true,
    });
    expectPricingError(
      () => resolvePromoCode('BIENVENUE', { hasPaidOrder: true }),
      'PROMO_CODE_FIRST_ORDER_ONLY',
      'Le code BIENVENUE est réservé à votre première commande.',
    );
    expect(resolvePromoCode('promo20', { hasPaidOrder: true }).rateBasisPoints).toBe(2000);
  });

  it('gives the SPA its success labels', () => {
    expect(promoAppliedMessage('PROMO10')).toBe('Code promo appliqué : -10%');
    expect(promoAppliedMessage('PROMO20')).toBe('Code promo appliqué : -20%');
    expect(promoAppliedMessage('BIENVENUE')).toBe('Code promo BIENVENUE appliqué : -10%');
  });
});

describe('priceCart — properties of any valid cart', () => {
  const line: fc.Arbitrary<CartLineInput> = fc
    .record({
      productId: fc.integer({ min: 1, max: 8 }),
      priceCents: fc.integer({ min: 1, max: 100_000 }),
      hasSubscriptionOption: fc.boolean(),
      wantsSubscription: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 99 }),
      frequency: fc.option(fc.constantFrom('monthly' as const, 'bimonthly' as const, 'quarterly' as const), {
        nil: null,
      }),
    })
    .map(({ wantsSubscription, hasSubscriptionOption, ...rest }) => ({
      ...rest,
      name: `Box ${rest.productId}`,
      inStock: true,
      hasSubscriptionOption,
      isSubscription: hasSubscriptionOption && wantsSubscription,
    }));
  const cart = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 50 }),
    promo: fc.option(fc.constantFrom(...Object.values(PROMO_CODES)), { nil: null }),
  });

  it('keeps every amount whole and consistent', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const quote = priceCart(input);
        const amounts = [
          quote.subtotalCents,
          quote.subscriptionSavingsCents,
          quote.discountCents,
          quote.shippingCents,
          quote.amountToFreeShippingCents,
          quote.totalCents,
          ...quote.lines.flatMap((l) => [l.unitPriceCents, l.originalPriceCents, l.lineTotalCents]),
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);

        const fullPrice = input.lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
        expect(quote.subtotalCents).toBe(quote.lines.reduce((s, l) => s + l.lineTotalCents, 0));
        expect(quote.subtotalCents + quote.subscriptionSavingsCents).toBe(fullPrice);
        expect(quote.discountCents).toBeGreaterThanOrEqual(0);
        expect(quote.discountCents).toBeLessThanOrEqual(quote.subtotalCents);
        expect(quote.shippingCents).toBe(quote.subtotalCents < FREE_SHIPPING_THRESHOLD_CENTS ? SHIPPING_FEE_CENTS : 0);
        expect(quote.amountToFreeShippingCents).toBe(Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - quote.subtotalCents));
        expect(quote.totalCents).toBe(quote.subtotalCents - quote.discountCents + quote.shippingCents);
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the subscription savings within a rounding of 15 % per unit', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const quote = priceCart(input);
        const exact = input.lines
          .filter((l) => l.isSubscription)
          .reduce((s, l) => s + l.priceCents * l.quantity * 0.15, 0);
        const units = input.lines.filter((l) => l.isSubscription).reduce((s, l) => s + l.quantity, 0);
        expect(Math.abs(quote.subscriptionSavingsCents - exact)).toBeLessThanOrEqual(units * 0.5 + 1e-6);
      }),
    );
  });
});

describe('priceCart — a prepaid gift subscription (docs/design/gifting.md)', () => {
  const gift = (product: typeof essentielle, giftBoxes: number, extra: Partial<CartLineInput> = {}): CartLineInput => ({
    ...product,
    quantity: 1,
    isSubscription: true,
    frequency: 'monthly',
    giftBoxes,
    ...extra,
  });

  it('charges N boxes at the subscription price and N times one box’s shipping', () => {
    const quote = priceCart({ lines: [gift(essentielle, 3)], promo: null });
    expect(quote.lines[0]).toMatchObject({
      giftBoxes: 3,
      unitPriceCents: 2549,
      lineTotalCents: 7647,
      giftShippingCents: 1497,
    });
    expect(quote).toMatchObject({
      subtotalCents: 7647,
      shippingCents: 1497,
      totalCents: 9144,
      amountToFreeShippingCents: 0,
    });
    expect(quote.subscriptionSavingsCents).toBe(3 * (2999 - 2549));
    expect(giftPriceText(quote.lines[0]!)?.replace(/\s/g, ' ')).toBe('3 box × 25,49 € + livraison 3 × 4,99 €');
  });

  it('ships a box of 50 € or more free, as one such box alone would be', () => {
    const box = { ...premium, priceCents: 6000 };
    const quote = priceCart({ lines: [gift(box, 12)], promo: null });
    expect(quote.lines[0]).toMatchObject({ unitPriceCents: 5100, lineTotalCents: 61200, giftShippingCents: 0 });
    expect(quote.shippingCents).toBe(0);
    expect(giftPriceText(quote.lines[0]!)?.replace(/\s/g, ' ')).toBe('12 box × 51,00 €, livraison offerte');
  });

  it('applies a promo code to the boxes, not to their shipping', () => {
    const quote = priceCart({ lines: [gift(essentielle, 6)], promo: PROMO_CODES.PROMO20 });
    expect(quote.discountCents).toBe(Math.round(6 * 2549 * 0.2));
    expect(quote.totalCents).toBe(6 * 2549 - quote.discountCents + 6 * 499);
  });

  it('refuses a count other than 3, 6 or 12, a one-off line, a quantity other than 1, a box without subscription', () => {
    for (const boxes of [0, 1, 4, 24]) {
      expectPricingError(
        () => priceCart({ lines: [gift(essentielle, boxes)], promo: null }),
        'CART_GIFT_BOXES_INVALID',
      );
    }
    expectPricingError(
      () => priceCart({ lines: [gift(essentielle, 3, { isSubscription: false })], promo: null }),
      'CART_GIFT_BOXES_INVALID',
    );
    expectPricingError(
      () => priceCart({ lines: [gift(essentielle, 3, { quantity: 2 })], promo: null }),
      'CART_GIFT_BOXES_INVALID',
    );
    expectPricingError(() => priceCart({ lines: [gift(cadeau, 3)], promo: null }), 'CART_PRODUCT_NO_SUBSCRIPTION');
  });

  it('for any price and count: whole cents, boxes and shippings adding up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(3, 6, 12),
        fc.option(fc.constantFrom(...Object.values(PROMO_CODES)), { nil: null }),
        (priceCents, boxes, promo) => {
          const quote = priceCart({ lines: [gift({ ...essentielle, priceCents }, boxes)], promo });
          const [line] = quote.lines;
          expect(line!.lineTotalCents).toBe(boxes * line!.unitPriceCents);
          expect(quote.shippingCents).toBe(
            boxes * (line!.unitPriceCents < FREE_SHIPPING_THRESHOLD_CENTS ? SHIPPING_FEE_CENTS : 0),
          );
          expect(quote.totalCents).toBe(quote.subtotalCents - quote.discountCents + quote.shippingCents);
          expect(quote.subtotalCents + quote.subscriptionSavingsCents).toBe(boxes * priceCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('priceCart — e-gift cards beside the boxes (docs/design/gift-cards.md)', () => {
  const card = (amountCents: number, extra: Partial<CheckedGiftCardLine> = {}): CheckedGiftCardLine => ({
    amountCents,
    recipientName: 'Léa',
    recipientEmail: 'lea@example.be',
    message: null,
    delivery: 'now',
    sendAt: null,
    ...extra,
  });

  it('adds the cards to the total, outside the promo and the free-shipping threshold', () => {
    const quote = priceCart({ lines: [single(essentielle)], promo: PROMO_CODES.PROMO20, giftCards: [card(5000)] });
    expect(quote).toMatchObject({
      subtotalCents: 2999,
      discountCents: 600,
      shippingCents: 499, // 29,99 € of boxes: the card's 50 € does not make the shipping free
      amountToFreeShippingCents: 2001,
      giftCardsCents: 5000,
      needsShipping: true,
      totalCents: 2999 - 600 + 499 + 5000,
    });
    expect(quote.giftCards).toEqual([card(5000)]);
  });

  it('prices a cart of cards only: nothing to ship, no shipping, the cards’ sum', () => {
    const sendAt = new Date('2027-01-01T08:00:00Z');
    const quote = priceCart({
      lines: [],
      promo: PROMO_CODES.PROMO20,
      giftCards: [card(2500), card(25000, { delivery: 'at_date', sendAt })],
    });
    expect(quote).toMatchObject({
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      amountToFreeShippingCents: 0,
      giftCardsCents: 27500,
      needsShipping: false,
      totalCents: 27500,
    });
    expect(quote.giftCards[1]!.sendAt).toEqual(sendAt);
    expect(quote.giftCards[1]!.sendAt).not.toBe(sendAt); // a copy: the quote never shares its dates
  });

  it('without cards: none, and the cart ships', () => {
    const quote = priceCart({ lines: [single(essentielle)], promo: null });
    expect(quote).toMatchObject({ giftCards: [], giftCardsCents: 0, needsShipping: true, totalCents: 3498 });
  });

  it('for any boxes, promo and cards: the boxes priced as without the cards, the cards added whole', () => {
    const line: fc.Arbitrary<CartLineInput> = fc
      .record({
        productId: fc.integer({ min: 1, max: 8 }),
        priceCents: fc.integer({ min: 1, max: 100_000 }),
        quantity: fc.integer({ min: 1, max: 99 }),
        isSubscription: fc.boolean(),
      })
      .map((rest) => ({ ...rest, name: `Box ${rest.productId}`, inStock: true, hasSubscriptionOption: true }));
    const amount = fc.integer({ min: 10, max: 250 }).map((euros) => euros * 100);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.option(fc.constantFrom(...Object.values(PROMO_CODES)), { nil: null }),
        fc.array(amount, { maxLength: 10 }),
        (lines, promo, amounts) => {
          const withoutCards = priceCart({ lines, promo });
          const quote = priceCart({ lines, promo, giftCards: amounts.map((cents) => card(cents)) });
          const cardsCents = amounts.reduce((s, a) => s + a, 0);
          expect(quote.giftCardsCents).toBe(cardsCents);
          expect(quote.totalCents).toBe(withoutCards.totalCents + cardsCents);
          expect(quote.totalCents).toBe(
            quote.subtotalCents - quote.discountCents + quote.shippingCents + quote.giftCardsCents,
          );
          for (const key of ['subtotalCents', 'discountCents', 'shippingCents', 'amountToFreeShippingCents'] as const) {
            expect(quote[key]).toBe(withoutCards[key]);
          }
          expect(quote.needsShipping).toBe(lines.length > 0);
          if (lines.length === 0) expect(quote.shippingCents).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
