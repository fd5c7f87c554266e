import {
  applyBasisPoints,
  centsToDecimalString,
  centsToEuros,
  decimalStringToCents,
  eurosToCents,
  roundHalfAwayFromZero,
} from './money.js';

describe('Money', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
  });

  it('applies a rate in basis points with one rounding', () => {
    expect(applyBasisPoints(2999, 8500)).toBe(2549); // 25.4915 → 25.49
    expect(applyBasisPoints(4999, 8500)).toBe(4249); // 42.4915 → 42.49
    expect(applyBasisPoints(3999, 8500)).toBe(3399); // 33.9915 → 33.99
    expect(applyBasisPoints(10, 1500)).toBe(2); // 1.5 → 2 (half away from zero)
    expect(applyBasisPoints(-10, 1500)).toBe(-2);
    expect(applyBasisPoints(0, 1500)).toBe(0);
  });

  it('converts between cents, euros and Mollie strings', () => {
    expect(centsToEuros(2999)).toBe(29.99);
    expect(eurosToCents(29.99)).toBe(2999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(() => eurosToCents(1.005)).toThrow(RangeError);
    expect(centsToDecimalString(2999)).toBe('29.99');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-105)).toBe('-1.05');
    expect(decimalStringToCents('49.99')).toBe(4999);
    expect(() => decimalStringToCents('49.9')).toThrow(RangeError);
    expect(() => decimalStringToCents('1e3')).toThrow(RangeError);
  });
});
