import fc from 'fast-check';
import { documentYear, formatDocumentNumber, parseDocumentNumber } from './document-number.js';

describe('invoice and credit-note numbers', () => {
  it('formats F-YYYY-NNNNNN and NC-YYYY-NNNNNN', () => {
    expect(formatDocumentNumber('invoice', 2026, 1)).toBe('F-2026-000001');
    expect(formatDocumentNumber('invoice', 2026, 123_456)).toBe('F-2026-123456');
    expect(formatDocumentNumber('credit-note', 2027, 42)).toBe('NC-2027-000042');
  });

  it('refuses sequences outside 1…999999 and odd years', () => {
    expect(() => formatDocumentNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('invoice', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatDocumentNumber('invoice', 2026, 1.5)).toThrow(RangeError);
    expect(() => formatDocumentNumber('invoice', 26, 1)).toThrow(RangeError);
  });

  it('parses what it formats, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('invoice' as const, 'credit-note' as const),
        fc.integer({ min: 2000, max: 9999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (kind, year, sequence) => {
          expect(parseDocumentNumber(formatDocumentNumber(kind, year, sequence))).toEqual({ kind, year, sequence });
        },
      ),
    );
    for (const bad of ['F-2026-1', 'F-2026-000000', 'X-2026-000001', 'f-2026-000001', 'F-2026-0000001', '']) {
      expect(parseDocumentNumber(bad)).toBeNull();
    }
  });

  it('dates documents in Belgian time: New Year comes one or two hours before UTC', () => {
    expect(documentYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(documentYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027); // 00:00 in Brussels (winter, UTC+1)
    expect(documentYear(new Date('2027-06-30T12:00:00Z'))).toBe(2027);
  });
});
