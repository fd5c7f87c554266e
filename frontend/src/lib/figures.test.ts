import { describe, expect, it } from 'vitest';
import { RULES as served } from '../test/rules';
import {
  FREE_SHIPPING_FROM,
  euros,
  frequencyChoices,
  SHIPPING_FEE,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  WELCOME_OFFER,
} from './figures';

describe('the figures of the page copy', () => {
  it('are the served rules, written as French copy writes them', () => {
    expect(SUBSCRIPTION_DISCOUNT_PERCENT).toBe(served.subscriptionDiscountPercent);
    expect(served.shipping.freeShippingThreshold).toBe(50);
    expect(FREE_SHIPPING_FROM).toBe('50');
    expect(served.shipping.fee).toBe(4.99);
    expect(SHIPPING_FEE).toBe('4,99');
  });

  it('writes amounts as Intl writes them in fr-BE, without building a formatter', () => {
    for (const amount of [0, 4.99, 50, 0.5, 12.3, 1000, 12345.67, 1234567]) {
      const decimals = Number.isInteger(amount) ? 0 : 2;
      const intl = amount.toLocaleString('fr-BE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      expect(euros(amount)).toBe(intl.replace(/[\u202f\u2009]/g, '\u00a0'));
    }
  });

  it('lists the subscription rhythms as one choice, from their served labels', () => {
    expect(served.frequencies.map((f) => f.label)).toEqual(['Mensuel', 'Tous les 2 mois', 'Trimestriel']);
    expect(frequencyChoices()).toBe('Mensuel, tous les 2 mois ou trimestriel');
  });

  it('advertise the welcome code the server serves', () => {
    expect(WELCOME_OFFER).toEqual({ code: 'BIENVENUE', percent: 10 });
  });
});
