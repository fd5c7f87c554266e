import fc from 'fast-check';
import { VAT_RATES, type VatRate, allocate, vatBreakdown, vatIncluded } from './vat.js';

const rate = fc.constantFrom<VatRate>(...VAT_RATES);
const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  vatRate: rate,
});
/** Any basket: lines, a discount up to the goods, a shipping fee (0 or some cents). */
const basket = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    shippingCents: fc.oneof(fc.constant(0), fc.constant(499), fc.integer({ min: 0, max: 5_000 })),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lines, shippingCents, discountShare }) => {
    const goods = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    return { lines, shippingCents, discountCents: Math.floor(goods * discountShare) };
  });

describe('VAT breakdown of VAT-included prices', () => {
  it('adds up to the order total to the cent, for any basket', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const goods = input.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        const total = goods - input.discountCents + input.shippingCents;
        const result = vatBreakdown(input);
        expect(result.totalCents).toBe(total);
        expect(result.rates.reduce((sum, r) => sum + r.totalCents, 0)).toBe(total);
        expect(result.baseCents + result.vatCents).toBe(total);
        for (const r of result.rates) expect(r.baseCents + r.vatCents).toBe(r.totalCents);
      }),
      { numRuns: 2000 },
    );
  });

  it("each rate's VAT is its TTC × rate / (100 + rate) within half a cent, never negative", () => {
    fc.assert(
      fc.property(basket, (input) => {
        for (const r of vatBreakdown(input).rates) {
          const exact = (r.totalCents * r.rate) / (100 + r.rate);
          expect(Math.abs(r.vatCents - exact)).toBeLessThanOrEqual(0.5);
          expect(r.vatCents).toBeGreaterThanOrEqual(0);
          expect(r.baseCents).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('allocates the whole discount over the goods rates, each part within its goods', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const result = vatBreakdown(input);
        const parts = Object.values(result.discountByRate);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(input.discountCents);
        for (const [key, part] of Object.entries(result.discountByRate)) {
          const goods = input.lines
            .filter((l) => l.vatRate === Number(key))
            .reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
          expect(part).toBeLessThanOrEqual(goods);
          const share =
            (input.discountCents * goods) / input.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
          expect(Math.abs(part - share)).toBeLessThan(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('lists the rates highest first, each once, only with an amount', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const rates = vatBreakdown(input).rates.map((r) => r.rate);
        expect([...rates].sort((a, b) => b - a)).toEqual(rates);
        expect(new Set(rates).size).toBe(rates.length);
        const used = new Set<number>(input.lines.map((l) => l.vatRate));
        if (input.shippingCents > 0) used.add(21);
        expect(new Set(rates)).toEqual(used);
      }),
    );
  });

  it('works out a mixed basket with a promo code and delivery (hand-checked figures)', () => {
    // 2 × 29,99 € at 21 %, 1 × 15,00 € at 6 %, discount 7,50 €, delivery 4,99 €.
    const result = vatBreakdown({
      lines: [
        { unitPriceCents: 2999, quantity: 2, vatRate: 21 },
        { unitPriceCents: 1500, quantity: 1, vatRate: 6 },
      ],
      discountCents: 750,
      shippingCents: 499,
    });
    // Discount: 750 × 5998 / 7498 = 599.97 → 600 (largest remainder) at 21 %, 150 at 6 %.
    expect(result.discountByRate).toEqual({ 21: 600, 6: 150 });
    expect(result.rates).toEqual([
      { rate: 21, totalCents: 5998 - 600 + 499, vatCents: 1023, baseCents: 4874 },
      { rate: 6, totalCents: 1350, vatCents: 76, baseCents: 1274 },
    ]);
    expect(result.totalCents).toBe(5998 + 1500 - 750 + 499);
  });

  it('puts delivery at 21 % even when every product is at 6 %', () => {
    const result = vatBreakdown({
      lines: [{ unitPriceCents: 1000, quantity: 1, vatRate: 6 }],
      discountCents: 0,
      shippingCents: 499,
    });
    expect(result.rates.map((r) => [r.rate, r.totalCents])).toEqual([
      [21, 499],
      [6, 1000],
    ]);
  });

  it('refuses a discount above the goods, an unknown rate, a fractional amount', () => {
    const lines = [{ unitPriceCents: 1000, quantity: 1, vatRate: 21 as VatRate }];
    expect(() => vatBreakdown({ lines, discountCents: 1001, shippingCents: 0 })).toThrow(RangeError);
    expect(() =>
      vatBreakdown({ lines: [{ ...lines[0], vatRate: 19 as VatRate }], discountCents: 0, shippingCents: 0 }),
    ).toThrow(RangeError);
    expect(() => vatBreakdown({ lines, discountCents: 0.5, shippingCents: 0 })).toThrow(RangeError);
    expect(() => vatBreakdown({ lines: [], discountCents: 0, shippingCents: 0 })).toThrow(RangeError);
  });
});

describe('vatIncluded', () => {
  it('rounds half away from zero', () => {
    expect(vatIncluded(121, 21)).toBe(21);
    expect(vatIncluded(2999, 21)).toBe(520); // 520.49…
    expect(vatIncluded(106, 6)).toBe(6);
    expect(vatIncluded(53, 6)).toBe(3); // 3.0
    expect(vatIncluded(9, 6)).toBe(1); // 0.509…
    expect(vatIncluded(-2999, 21)).toBe(-520);
  });
});

describe('allocate', () => {
  it('splits any amount over any weights exactly, each part within one cent of its share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const total = weights.reduce((s, w) => s + w, 0);
          fc.pre(total > 0);
          const amount = Math.floor(total * share);
          const parts = allocate(amount, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          parts.forEach((part, i) => {
            expect(Math.abs(part - (amount * weights[i]) / total)).toBeLessThan(1);
            expect(part).toBeLessThanOrEqual(weights[i]);
          });
        },
      ),
    );
  });
});
