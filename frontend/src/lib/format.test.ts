import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatCalendarDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatRelative,
  plural,
} from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes euros the Belgian French way', () => {
    expect(plain(formatMoney(29.99))).toBe('29,99 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
    expect(plain(formatMoney(4.5))).toBe('4,50 €');
    expect(plain(formatMoney(1234.5))).toMatch(/^1.234,50 €$/);
  });

  it('keeps the euro sign on the same line (no-break space)', () => {
    expect(formatMoney(29.99)).toBe('29,99\u00a0€');
  });
});

describe('dates', () => {
  const date = new Date(2026, 10, 21, 14, 5);

  it('uses the fr-BE locale', () => {
    expect(plain(formatDate(date))).toBe('21 novembre 2026');
    expect(plain(formatDateTime(date))).toMatch(/^21 novembre 2026.*14:05$/);
  });

  it('tells relative times', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(formatRelative(new Date(now.getTime() - 30_000), now)).toBe("À l'instant");
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now)).toBe('Il y a 5 minutes');
    expect(formatRelative(new Date(now.getTime() - 3 * 3_600_000), now)).toBe('Il y a 3 heures');
    expect(formatRelative(new Date(now.getTime() - 2 * 86_400_000), now)).toBe('Il y a 2 jours');
    expect(plain(formatRelative(new Date(2026, 0, 2), now))).toBe('2 janvier 2026');
  });
});

describe('plural', () => {
  it('agrees the noun', () => {
    expect(plural(0, 'produit')).toBe('0 produit');
    expect(plural(1, 'produit')).toBe('1 produit');
    expect(plural(8, 'produit')).toBe('8 produits');
  });
});

describe('formatCalendarDate', () => {
  it('writes an API calendar day in words, never a day off whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-21')).toBe('21 décembre 2026');
    expect(formatCalendarDate('2028-02-29')).toBe('29 février 2028');
  });
});

describe('formatDecimal', () => {
  it('writes numbers the Belgian French way, to the decimals asked', () => {
    expect(formatDecimal(4.5, 1)).toBe('4,5');
    expect(formatDecimal(4, 1)).toBe('4');
    expect(formatDecimal(4.26, 1)).toBe('4,3');
    expect(formatDecimal(40, 1)).toBe('40');
    expect(formatDecimal(4, 1, true)).toBe('4,0');
    expect(formatDecimal(4.5, 2, true)).toBe('4,50');
  });
});

describe('numbers, written without Intl', () => {
  // Intl's "-0" (a small refund rounded away) is written "0": a price is never minus zero.
  const intl = (value: number, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('fr-BE', options)
      .format(value)
      .replace(/[\u202f\u2009]/g, '\u00a0')
      .replace(/^-(?=0(,0+)?(\u00a0€)?$)/, '');
  // Amounts as the API sends them, thousands, halves that round, negatives (refunds, discounts).
  const values = [
    0, 0.01, 0.005, 0.125, 1.005, 2.675, 4.5, 4.99, 29.99, 50, 999.995, 1000, 1234.5, 12345.678, 999999.99,
    1234567.891, -4.99, -1234.5, -0.5,
  ];
  for (let i = 0; i < 200; i++) values.push(Math.round(Math.sin(i + 1) * 10 ** (i % 8) * 1000) / 1000);

  it('writes money digit for digit as Intl does in fr-BE', () => {
    for (const value of values) {
      expect(formatMoney(value), String(value)).toBe(intl(value, { style: 'currency', currency: 'EUR' }));
    }
  });

  it('writes decimals digit for digit as Intl does in fr-BE', () => {
    for (const value of values) {
      for (const decimals of [0, 1, 2]) {
        expect(formatDecimal(value, decimals), `${value} (${decimals})`).toBe(
          intl(value, { maximumFractionDigits: decimals }),
        );
        expect(formatDecimal(value, decimals, true), `${value} (${decimals}, fixed)`).toBe(
          intl(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
        );
      }
    }
  });
});
