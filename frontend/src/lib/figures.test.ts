import { describe, expect, it } from 'vitest';
import { RULES as served } from '../test/rules';
import {
  FREE_SHIPPING_FROM,
  euros,
  FREQUENCY_CHOICES,
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

  it('writes amounts as copy does: whole euros without decimals', () => {
    expect(euros(50)).toBe('50');
    expect(euros(4.99)).toBe('4,99');
    expect(euros(12.5)).toBe('12,50');
    expect(euros(1000)).toBe('1\u00a0000');
  });

  it('lists the subscription rhythms as one choice, from their served labels', () => {
    expect(served.frequencies.map((f) => f.label)).toEqual(['Mensuel', 'Tous les 2 mois', 'Trimestriel']);
    expect(FREQUENCY_CHOICES).toBe('Mensuel, tous les 2 mois ou trimestriel');
    const labels = ['Mensuel', 'tous les 2 mois', 'trimestriel'];
    expect(FREQUENCY_CHOICES).toBe(new Intl.ListFormat('fr-BE', { type: 'disjunction' }).format(labels));
  });

  it('advertise the welcome code the server serves', () => {
    expect(WELCOME_OFFER).toEqual({ code: 'BIENVENUE', percent: 10 });
  });
});
