import fc from 'fast-check';
import {
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  RandomSource,
  brusselsDateStamp,
  generateOrderNumber,
  parseOrderReference,
} from './order-number.js';

/** Plays back a fixed list of draws (in range of whatever bound is asked). */
class SequenceRandom extends RandomSource {
  private index = 0;
  constructor(private readonly draws: number[]) {
    super();
  }
  nextInt(maxExclusive: number): number {
    const value = this.draws[this.index++ % this.draws.length]!;
    return value % maxExclusive;
  }
}

describe('order numbers BP-YYYYMMDD-XXXXXX', () => {
  it('joins the Brussels date and six characters drawn from the random source', () => {
    const random = new SequenceRandom([0, 1, 25, 26, 35, 7]);
    expect(generateOrderNumber(new Date('2025-06-15T10:00:00Z'), random)).toBe('BP-20250615-ABZ09H');
  });

  it.each([
    // Winter (UTC+1): 23:30 UTC is already the next day in Brussels.
    ['2025-12-31T23:30:00Z', '20260101'],
    ['2025-12-31T22:59:59Z', '20251231'],
    ['2025-12-31T23:00:00Z', '20260101'],
    // Summer (UTC+2): 22:00 UTC is midnight in Brussels.
    ['2025-06-30T21:59:59Z', '20250630'],
    ['2025-06-30T22:00:00Z', '20250701'],
    // Just after midnight UTC it is the same day in Brussels.
    ['2025-03-10T00:05:00Z', '20250310'],
    // Daylight saving switches (30 March and 26 October 2025).
    ['2025-03-29T23:30:00Z', '20250330'],
    ['2025-10-25T22:30:00Z', '20251026'],
  ])('dates %s as %s (Europe/Brussels)', (instant, stamp) => {
    expect(brusselsDateStamp(new Date(instant))).toBe(stamp);
    expect(generateOrderNumber(new Date(instant), new SequenceRandom([3]))).toBe(`BP-${stamp}-DDDDDD`);
  });

  it('always matches the format, with characters from the alphabet only', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.array(fc.nat({ max: 10_000 }), { minLength: 6, maxLength: 6 }),
        (date, draws) => {
          const number = generateOrderNumber(date, new SequenceRandom(draws));
          expect(number).toMatch(ORDER_NUMBER_PATTERN);
          expect(
            number
              .slice(-6)
              .split('')
              .every((c) => ORDER_NUMBER_ALPHABET.includes(c)),
          ).toBe(true);
        },
      ),
    );
  });

  it('asks the source for draws below 36 and refuses out-of-range answers', () => {
    const bounds: number[] = [];
    generateOrderNumber(new Date(), {
      nextInt: (max: number) => {
        bounds.push(max);
        return 0;
      },
    });
    expect(bounds).toEqual([36, 36, 36, 36, 36, 36]);
    expect(() => generateOrderNumber(new Date(), { nextInt: () => 36 })).toThrow(RangeError);
    expect(() => generateOrderNumber(new Date(), { nextInt: () => 1.5 })).toThrow(RangeError);
    expect(() => generateOrderNumber(new Date('nope'), new SequenceRandom([0]))).toThrow(RangeError);
  });
});

describe('order references', () => {
  it('reads a UUID as an id, a number in any case as the upper-cased number, anything else as none', () => {
    const id = '0b6f3f7e-8a4c-4f55-9d2e-1c3b5a7d9e0f';
    expect(parseOrderReference(id)).toEqual({ column: 'id', value: id });
    expect(parseOrderReference('bp-20251121-004a9z')).toEqual({ column: 'order_number', value: 'BP-20251121-004A9Z' });
    expect(parseOrderReference('BP-2025')).toBeNull();
    expect(parseOrderReference("1' OR '1'='1")).toBeNull();
  });
});
