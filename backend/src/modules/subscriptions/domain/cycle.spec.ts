import { MAX_PAYMENT_ATTEMPTS, nextAttemptOn, recordFailedAttempt, renewalIdempotencyKey } from './cycle.js';

describe('renewal cycles', () => {
  it('retries a failed renewal at +3 and +7 days, then gives up after the third attempt', () => {
    expect(MAX_PAYMENT_ATTEMPTS).toBe(3);
    expect(nextAttemptOn('2026-02-27', 1)).toBe('2026-03-02');
    expect(nextAttemptOn('2028-02-27', 2)).toBe('2028-03-05');
    expect(nextAttemptOn('2026-02-27', 3)).toBeNull();
    expect(() => nextAttemptOn('2026-02-27', 0)).toThrow(RangeError);
  });

  it('derives one Idempotency-Key per subscription, cycle and attempt', () => {
    const key = renewalIdempotencyKey('6f1c', 2, 1);
    expect(key).toBe('subscription-6f1c-cycle-2-attempt-1');
    expect(renewalIdempotencyKey('6f1c', 2, 2)).not.toBe(key);
    expect(renewalIdempotencyKey('6f1c', 3, 1)).not.toBe(key);
  });

  it('counts failed attempts from the first failure: +3 days, +7 days, then the cycle is given up', () => {
    const first = recordFailedAttempt({ failedAttempts: 0, firstFailedOn: null }, '2028-02-28');
    expect(first).toEqual({ failedAttempts: 1, firstFailedOn: '2028-02-28', nextAttemptOn: '2028-03-02' });
    const second = recordFailedAttempt(first, '2028-03-02');
    expect(second).toEqual({ failedAttempts: 2, firstFailedOn: '2028-02-28', nextAttemptOn: '2028-03-06' });
    const third = recordFailedAttempt(second, '2028-03-06');
    expect(third).toEqual({ failedAttempts: 3, firstFailedOn: '2028-02-28', nextAttemptOn: null });
  });
});
