import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import fc from 'fast-check';
import { FAST_PATH } from '../../../shared/validation/fast-path.js';
import { ValidationFailedError } from '../../../shared/http/validation-failed.error.js';
import { createValidationPipe } from '../../../shared/http/validation.pipe.js';
import { QuoteCartRequest } from './quote-cart.request.js';

/**
 * The quote's fast path (docs/performance.md, "A limited edition's launch") answers exactly what the
 * global ValidationPipe answers without it: the same instance for a body it takes, the same refusal
 * (code, message, fields) for any other, which it leaves to the pipe.
 */
describe('QuoteCartRequest fast path', () => {
  const shop = createValidationPipe();
  const plain = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => ValidationFailedError.fromValidationErrors(errors),
  });
  const body: ArgumentMetadata = { type: 'body', metatype: QuoteCartRequest, data: '' };

  /** The body as the JSON parser hands it over (plain objects of this realm, no undefined inside). */
  const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

  const outcome = async (pipe: ValidationPipe, value: unknown) => {
    try {
      const result = (await pipe.transform(asJson(value), body)) as QuoteCartRequest;
      return {
        ok: result,
        classes: [result.constructor.name, ...(result.items ?? []).map((item) => item.constructor.name)],
        keys: [Object.keys(result), ...(result.items ?? []).map((item) => Object.keys(item))],
      };
    } catch (error) {
      const e = error as ValidationFailedError & { getResponse?: () => unknown };
      return { error: { name: e.constructor.name, code: e.code, message: e.message, errors: e.errors } };
    }
  };

  const anything = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -3, max: 120 }),
    fc.double(),
    fc.constantFrom('monthly', 'quarterly', 'yearly', 'weekly', '2', '', 'x'.repeat(41), 'promo20', 'é'.repeat(40)),
    fc.constantFrom(3, 6, 12, 1.5, 1e300),
    fc.constant([]),
    fc.constant({}),
  );
  const item = fc.record(
    {
      productId: fc.oneof(fc.integer({ min: 1, max: 12 }), anything),
      quantity: fc.oneof(fc.integer({ min: 0, max: 100 }), anything),
      isSubscription: fc.oneof(fc.boolean(), anything),
      frequency: fc.oneof(fc.constantFrom('monthly', 'quarterly', null), anything),
      giftBoxes: fc.oneof(fc.constantFrom(3, 6, 12, null), anything),
      extra: anything,
    },
    { requiredKeys: [] },
  );
  const validItem = fc.record(
    {
      productId: fc.integer({ min: 1, max: 12 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      isSubscription: fc.boolean(),
      frequency: fc.constantFrom('monthly', 'quarterly', null),
      giftBoxes: fc.constantFrom(3, 6, 12, null),
    },
    { requiredKeys: ['productId', 'quantity', 'isSubscription'] },
  );
  const card = fc.record(
    {
      amountCents: fc.oneof(fc.constantFrom(1000, 5000, 25000, 1050, 900, 25100, '5000'), anything),
      recipientName: fc.oneof(fc.constantFrom('Léa', '', ' ', 'x'.repeat(201)), anything),
      recipientEmail: fc.oneof(fc.constantFrom('lea@example.be', 'pas-un-email', null), anything),
      message: fc.oneof(fc.constantFrom('Bon anniversaire', 'x'.repeat(601), null), anything),
      delivery: fc.oneof(fc.constantFrom('now', 'at_date', 'print', 'later'), anything),
      sendAt: fc.oneof(fc.constantFrom('2027-01-01T08:00', '2027-01-01T08:00:00', null), anything),
      extra: anything,
    },
    { requiredKeys: [] },
  );
  const giftCards = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 2, arbitrary: fc.array(card, { maxLength: 11 }) },
    { weight: 1, arbitrary: anything },
  );
  const likelyValid = fc.record(
    {
      items: fc.array(fc.oneof({ weight: 20, arbitrary: validItem }, { weight: 1, arbitrary: item }), {
        maxLength: 51,
      }),
      giftCards,
      promoCode: fc.constantFrom('promo20', ' BIENVENUE ', null, '', 'x'.repeat(40), 'x'.repeat(41), '😀'.repeat(20)),
    },
    { requiredKeys: ['items'] },
  );
  const quoteBody = fc.oneof(
    likelyValid,
    fc.record(
      {
        items: fc.oneof(
          fc.array(fc.oneof({ weight: 8, arbitrary: item }, { weight: 1, arbitrary: anything }), { maxLength: 52 }),
          anything,
        ),
        promoCode: fc.oneof(
          fc.constantFrom('promo20', ' BIENVENUE ', null, '', 'x'.repeat(40), '😀'.repeat(21)),
          anything,
        ),
        giftCards,
        other: anything,
      },
      { requiredKeys: [] },
    ),
    anything,
  );

  it('answers as the ValidationPipe alone, for any body', async () => {
    let taken = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(quoteBody, async (value) => {
        runs++;
        if (QuoteCartRequest[FAST_PATH](asJson(value)) !== undefined) taken++;
        expect(await outcome(shop, value)).toEqual(await outcome(plain, value));
      }),
      { numRuns: 3_000 },
    );
    expect(taken).toBeGreaterThan(runs / 10); // the bodies it takes were compared too, not only refusals
  });

  it('takes the body a cart page sends, and leaves anything doubtful to the pipe', () => {
    const cart = {
      items: [
        { productId: 1, quantity: 2, isSubscription: true, frequency: 'monthly' },
        { productId: 2, quantity: 1, isSubscription: false },
        { productId: 3, quantity: 1, isSubscription: true, frequency: 'quarterly', giftBoxes: 6 },
      ],
      promoCode: 'promo20',
    };
    expect(QuoteCartRequest[FAST_PATH](cart)).toBeInstanceOf(QuoteCartRequest);
    expect(QuoteCartRequest[FAST_PATH]({ items: [] })).toBeInstanceOf(QuoteCartRequest);
    expect(QuoteCartRequest[FAST_PATH]({ ...cart, giftCards: [] })).toBeInstanceOf(QuoteCartRequest);
    for (const doubtful of [
      undefined,
      [],
      { items: [{ productId: 1, quantity: 2, isSubscription: true, extra: 1 }] },
      { items: [{ productId: '1', quantity: 2, isSubscription: true }] },
      { items: [{ productId: 1, quantity: 100, isSubscription: true }] },
      { items: [], promoCode: 'x'.repeat(41) },
      { items: [], other: 1 },
      { items: [], giftCards: [{ amountCents: 5000, recipientName: 'Léa', recipientEmail: 'lea@example.be' }] },
      { items: [], giftCards: null },
      JSON.parse('{"items": [], "__proto__": {"x": 1}}'),
    ]) {
      expect(QuoteCartRequest[FAST_PATH](doubtful)).toBeUndefined();
    }
  });
});
