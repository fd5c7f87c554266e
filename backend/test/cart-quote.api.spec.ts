import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ProductCatalog } from '../src/modules/catalog/index.js';
import { PaidOrderLookup } from '../src/modules/cart-pricing/index.js';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { createTestApp } from './support/test-app.js';

interface ErrorJson {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

type Item = { productId: unknown; quantity: unknown; isSubscription: unknown; frequency?: unknown };
const single = (productId: number, quantity = 1): Item => ({ productId, quantity, isSubscription: false });
const subscription = (productId: number, quantity = 1): Item => ({ productId, quantity, isSubscription: true });

const QUANTITY_MESSAGE = 'La quantité doit être un nombre entier entre 1 et 99.';

describe('POST /api/cart/quote (real app, real PostgreSQL)', () => {
  let database: ScratchDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    // A database of our own: the out-of-stock case changes a product's stock.
    database = await createScratchDatabase();
    app = await createTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const quote = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/cart/quote', payload: payload as Record<string, unknown> });
  const ok = async (payload: unknown) => {
    const response = await quote(payload);
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  };
  const refused = async (payload: unknown, status = 400): Promise<ErrorJson> => {
    const response = await quote(payload);
    expect(response.statusCode).toBe(status);
    const body = response.json<ErrorJson>();
    expect(body.statusCode).toBe(status);
    expect(body.message).toMatch(/^[A-ZÀ-Ý]/);
    expect(JSON.stringify(body)).not.toMatch(/should|must|property|undefined/);
    return body;
  };

  describe('the documented figures (docs/design/checkout.md), in the contract shape', () => {
    it('one Box Essentielle: 29.99 + 4.99 shipping = 34.98', async () => {
      expect(await ok({ items: [single(1)] })).toEqual({
        lines: [
          {
            productId: 1,
            name: 'Box Essentielle',
            image: '/images/products/1-1.svg',
            category: 'Mensuelle',
            quantity: 1,
            isSubscription: false,
            frequency: null,
            unitPrice: 29.99,
            originalPrice: 29.99,
            lineTotal: 29.99,
            giftBoxes: null,
            giftShipping: 0,
            giftPriceText: null,
          },
        ],
        subtotal: 29.99,
        subscriptionSavings: 0,
        discount: 0,
        promo: null,
        shipping: 4.99,
        freeShippingThreshold: 50,
        amountToFreeShipping: 20.01,
        giftCards: [],
        giftCardsCents: 0,
        needsShipping: true,
        total: 34.98,
        giftCardPayments: [],
        amountDueCents: 3498,
      });
    });

    it('the contract example: two Box Essentielle by subscription with promo20', async () => {
      const body = await ok({
        items: [{ productId: 1, quantity: 2, isSubscription: true, frequency: 'monthly' }],
        promoCode: 'promo20',
      });
      expect(body).toEqual({
        lines: [
          {
            productId: 1,
            name: 'Box Essentielle',
            image: '/images/products/1-1.svg',
            category: 'Mensuelle',
            quantity: 2,
            isSubscription: true,
            frequency: 'monthly',
            unitPrice: 25.49,
            originalPrice: 29.99,
            lineTotal: 50.98,
            giftBoxes: null,
            giftShipping: 0,
            giftPriceText: null,
          },
        ],
        subtotal: 50.98,
        subscriptionSavings: 9,
        discount: 10.2,
        promo: { code: 'PROMO20', rate: 20, message: 'Code promo appliqué : -20%' },
        shipping: 0,
        freeShippingThreshold: 50,
        amountToFreeShipping: 0,
        giftCards: [],
        giftCardsCents: 0,
        needsShipping: true,
        total: 40.78,
        giftCardPayments: [],
        amountDueCents: 4078,
      });
    });

    it('two Box Premium: free shipping', async () => {
      expect(await ok({ items: [single(2, 2)] })).toMatchObject({
        subtotal: 99.98,
        shipping: 0,
        amountToFreeShipping: 0,
        total: 99.98,
      });
    });

    it('a mixed cart: one line per mode, savings on the subscription line only', async () => {
      const body = await ok({ items: [single(5), subscription(3, 3), single(3)], promoCode: 'PROMO10' });
      // Découverte 39.99 × 0.85 = 33.9915 → 33.99; 3 × 33.99 = 101.97; + 24.99 + 39.99 = 166.95
      expect(body).toMatchObject({
        subtotal: 166.95,
        subscriptionSavings: 18,
        discount: 16.7,
        shipping: 0,
        total: 150.25,
      });
      expect((body.lines as { lineTotal: number }[]).map((l) => l.lineTotal)).toEqual([24.99, 101.97, 39.99]);
    });

    it('accepts a promo code in any case with spaces around, and reports it in capitals', async () => {
      const body = await ok({ items: [single(1)], promoCode: ' promo10 ' });
      expect(body.promo).toEqual({ code: 'PROMO10', rate: 10, message: 'Code promo appliqué : -10%' });
      expect(body).toMatchObject({ subtotal: 29.99, discount: 3, shipping: 4.99, total: 31.98 });
    });

    it('accepts BIENVENUE for a visitor (no paid order to look up)', async () => {
      const body = await ok({ items: [single(1)], promoCode: 'Bienvenue' });
      expect(body.promo).toEqual({ code: 'BIENVENUE', rate: 10, message: 'Code promo BIENVENUE appliqué : -10%' });
    });

    it.each([[undefined], [null], [''], ['   ']])('treats promoCode %p as no promo code', async (promoCode) => {
      const body = await ok({ items: [single(1)], promoCode });
      expect(body).toMatchObject({ promo: null, discount: 0, total: 34.98 });
    });

    it('keeps the frequency on subscription lines (monthly by default) and drops it on single lines', async () => {
      const body = await ok({
        items: [
          subscription(1),
          { ...subscription(2), frequency: 'quarterly' },
          { ...single(3), frequency: 'bimonthly' },
          { ...subscription(6), frequency: null },
        ],
      });
      expect((body.lines as { frequency: unknown }[]).map((l) => l.frequency)).toEqual([
        'monthly',
        'quarterly',
        null,
        'monthly',
      ]);
    });

    it('answers zeros for an empty cart', async () => {
      expect(await ok({ items: [] })).toEqual({
        lines: [],
        subtotal: 0,
        subscriptionSavings: 0,
        discount: 0,
        promo: null,
        shipping: 0,
        freeShippingThreshold: 50,
        amountToFreeShipping: 0,
        giftCards: [],
        giftCardsCents: 0,
        needsShipping: false,
        total: 0,
        giftCardPayments: [],
        amountDueCents: 0,
      });
    });

    it('accepts 50 lines and quantities 1 and 99 (with enough units in stock)', async () => {
      await app.get(DataSource).query('UPDATE products SET stock = 1000');
      app.get(ProductCatalog).invalidate();
      try {
        const items = Array.from({ length: 50 }, (_, i) => single((i % 8) + 1, i % 2 === 0 ? 1 : 99));
        const body = await ok({ items });
        expect((body.lines as unknown[]).length).toBe(50);
      } finally {
        await app.get(DataSource).query(
          `UPDATE products p SET stock = s.stock FROM (VALUES (1, 50), (2, 30), (3, 40), (4, 12), (5, 80), (6, 25), (7, 8), (8, 60))
             AS s(id, stock) WHERE p.id = s.id`,
        );
        app.get(ProductCatalog).invalidate();
      }
    });
  });

  describe('refusals: 400 with a French message and a stable code', () => {
    it('an unknown product, naming its id and line', async () => {
      const body = await refused({ items: [single(1), single(99)] });
      expect(body).toEqual({
        statusCode: 400,
        code: 'CART_PRODUCT_NOT_FOUND',
        message: 'Produit non trouvé (n° 99)',
        errors: { 'items.1.productId': ['Produit non trouvé (n° 99)'] },
      });
    });

    it('several unknown products at once', async () => {
      const body = await refused({ items: [single(42), single(1), single(43)] });
      expect(body).toMatchObject({ code: 'CART_PRODUCT_NOT_FOUND', message: 'Produits non trouvés (n° 42, 43)' });
      expect(Object.keys(body.errors!)).toEqual(['items.0.productId', 'items.2.productId']);
    });

    it('a subscription on a box sold only as a one-off (id 4)', async () => {
      expect(await refused({ items: [single(1), subscription(4)] })).toEqual({
        statusCode: 400,
        code: 'CART_PRODUCT_NO_SUBSCRIPTION',
        message: "La Box Édition Limitée Été n'est pas disponible en abonnement.",
        errors: { 'items.1.isSubscription': ["La Box Édition Limitée Été n'est pas disponible en abonnement."] },
      });
    });

    it('more units than are available (409, on the line), and accepts them again once restocked', async () => {
      const dataSource = app.get(DataSource);
      const catalog = app.get(ProductCatalog);
      await dataSource.query('UPDATE products SET stock = 0 WHERE id = 7');
      catalog.invalidate();
      try {
        expect(await refused({ items: [single(1), single(7)] }, 409)).toEqual({
          statusCode: 409,
          code: 'INSUFFICIENT_STOCK',
          message: 'Stock insuffisant pour Box Collector : 0 disponible(s)',
          errors: { 'items.1.quantity': ['Stock insuffisant pour Box Collector : 0 disponible(s)'] },
        });
      } finally {
        await dataSource.query('UPDATE products SET stock = 8 WHERE id = 7');
        catalog.invalidate();
      }
      expect(await ok({ items: [single(7)] })).toMatchObject({ total: 79.99 });
      expect(await refused({ items: [{ ...single(7), quantity: 9 }] }, 409)).toMatchObject({
        statusCode: 409,
        message: 'Stock insuffisant pour Box Collector : 8 disponible(s)',
      });
    });

    it.each([[0], [100], [-1], [1.5], ['2'], [null], [true]])('quantity %p', async (quantity) => {
      expect(await refused({ items: [single(1), { ...single(2), quantity }] })).toEqual({
        statusCode: 400,
        code: 'CART_QUANTITY_INVALID',
        message: QUANTITY_MESSAGE,
        errors: { 'items.1.quantity': [QUANTITY_MESSAGE] },
      });
    });

    it('more than 50 lines', async () => {
      const body = await refused({ items: Array.from({ length: 51 }, (_, i) => single((i % 8) + 1)) });
      expect(body).toEqual({
        statusCode: 400,
        code: 'CART_TOO_MANY_LINES',
        message: 'Le panier ne peut pas contenir plus de 50 articles différents.',
        errors: { items: ['Le panier ne peut pas contenir plus de 50 articles différents.'] },
      });
    });

    it('an unknown frequency', async () => {
      const body = await refused({ items: [{ ...subscription(1), frequency: 'weekly' }] });
      expect(body).toMatchObject({
        code: 'CART_FREQUENCY_INVALID',
        message: 'La fréquence doit être mensuelle, bimestrielle ou trimestrielle.',
        errors: { 'items.0.frequency': ['La fréquence doit être mensuelle, bimestrielle ou trimestrielle.'] },
      });
    });

    it.each([['PROMO99'], ['promo 10'], ['x'.repeat(41)]])('an unknown promo code %p', async (promoCode) => {
      expect(await refused({ items: [single(1)], promoCode })).toEqual({
        statusCode: 400,
        code: 'PROMO_CODE_INVALID',
        message: 'Code promo invalide',
        errors: { promoCode: ['Code promo invalide'] },
      });
    });

    it('an unknown promo code even on an empty cart', async () => {
      expect(await refused({ items: [], promoCode: 'NOPE' })).toMatchObject({ code: 'PROMO_CODE_INVALID' });
    });

    it('an unknown field, in the body or in a line', async () => {
      expect(await refused({ items: [single(1)], total: 1 })).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: "Valeur invalide pour « champInconnu » : Ce paramètre n'est pas accepté",
        errors: { champInconnu: ["Ce paramètre n'est pas accepté"] },
      });
      expect(await refused({ items: [{ ...single(1), price: 0.01 }] })).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { 'items.0.champInconnu': ["Ce paramètre n'est pas accepté"] },
      });
    });

    it('missing items', async () => {
      expect(await refused({ promoCode: 'PROMO10' })).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Valeur invalide pour « items » : La liste des articles (items) est obligatoire',
        errors: { items: ['La liste des articles (items) est obligatoire'] },
      });
    });

    it.each([
      ['items is not a list', { items: { productId: 1 } }, 'items'],
      ['a line is not an object', { items: [1] }, 'items.0'],
      ['a line is null', { items: [null] }, 'items.0'],
      ['productId as a string', { items: [{ ...single(1), productId: '1' }] }, 'items.0.productId'],
      ['productId 0', { items: [single(0)] }, 'items.0.productId'],
      ['productId decimal', { items: [single(1.5)] }, 'items.0.productId'],
      ['isSubscription missing', { items: [{ productId: 1, quantity: 1 }] }, 'items.0.isSubscription'],
      ['isSubscription as text', { items: [{ ...single(1), isSubscription: 'true' }] }, 'items.0.isSubscription'],
      ['promoCode as a number', { items: [single(1)], promoCode: 20 }, 'promoCode'],
    ])('shape errors: %s', async (_title, payload, field) => {
      const body = await refused(payload);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors!)[0]).toBe(field);
    });

    it('mixed faults stay VALIDATION_FAILED, naming every field', async () => {
      const body = await refused({ items: [{ ...single(1), quantity: 0, colour: 'red' }] });
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors).toEqual({
        'items.0.quantity': [QUANTITY_MESSAGE],
        'items.0.champInconnu': ["Ce paramètre n'est pas accepté"],
      });
    });

    it('no body, or a plain-text body', async () => {
      const empty = await app.inject({ method: 'POST', url: '/api/cart/quote' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorJson>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { items: [expect.any(String)] },
      });
      const text = await app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: { 'content-type': 'text/plain' },
        payload: 'items',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json<ErrorJson>()).toEqual({
        statusCode: 400,
        code: 'BODY_NOT_OBJECT',
        message: 'Le contenu envoyé doit être un objet JSON.',
      });
    });
  });

  it("is wired to the ordering module's paid-order lookup", async () => {
    await expect(app.get(PaidOrderLookup).hasPaidOrder('anyone')).resolves.toBe(false);
    await expect(app.get(PaidOrderLookup).hasPaidOrder('7d1f4c1e-0000-4000-8000-000000000099')).resolves.toBe(false);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(document.paths['/api/cart/quote']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['QuoteCartRequest', 'CartItemRequest', 'QuoteResponse', 'QuoteLineResponse']),
    );
  });
});
