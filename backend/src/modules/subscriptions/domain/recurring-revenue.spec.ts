import { monthlyRecurringRevenueCents } from './recurring-revenue.js';

describe('monthlyRecurringRevenueCents', () => {
  it('is nothing without active subscriptions', () => {
    expect(monthlyRecurringRevenueCents({})).toBe(0);
  });

  it('counts monthly amounts whole, bimonthly halves and quarterly thirds', () => {
    expect(monthlyRecurringRevenueCents({ monthly: 3048, bimonthly: 3048, quarterly: 9000 })).toBe(3048 + 1524 + 3000);
  });

  it('rounds once, on the total, half away from zero', () => {
    // 2001 / 3 = 667 exactly; 1/3 + 1/2 = 0.83… → 1; 1/2 = 0.5 → 1
    expect(monthlyRecurringRevenueCents({ quarterly: 2001 })).toBe(667);
    expect(monthlyRecurringRevenueCents({ quarterly: 1, bimonthly: 1 })).toBe(1);
    expect(monthlyRecurringRevenueCents({ bimonthly: 1 })).toBe(1);
  });
});
