import { retryDelayMs } from './mail.js';

describe('retryDelayMs', () => {
  it('doubles after each failed try, capped at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30, 5000)).toBe(3_600_000);
  });
});
