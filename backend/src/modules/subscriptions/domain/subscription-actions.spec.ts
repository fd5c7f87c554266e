import { availableActions } from './subscription-actions.js';

describe('availableActions', () => {
  const of = (status: Parameters<typeof availableActions>[0]['status'], extra = {}) =>
    availableActions({ status, nextChargeOn: '2026-12-21', mandateId: 'mdt_1', ...extra });

  it('offers an active subscription every change but reactivation and a new payment method', () => {
    expect(of('active')).toEqual(['changeFrequency', 'skip', 'pause', 'cancel']);
  });

  it('offers a paused one: frequency, resume, cancel', () => {
    expect(of('en_pause')).toEqual(['changeFrequency', 'resume', 'cancel']);
  });

  it('offers a suspended one a new payment method', () => {
    expect(of('suspendue')).toEqual(['changeFrequency', 'cancel', 'updatePaymentMethod']);
  });

  it('offers a cancelled one reactivation only while it has a mandate', () => {
    expect(of('annulee')).toEqual(['reactivate']);
    expect(of('annulee', { mandateId: null })).toEqual([]);
  });

  it('offers a subscription waiting for its first payment only cancellation', () => {
    expect(of('en_attente', { nextChargeOn: null, mandateId: null })).toEqual(['cancel']);
  });
});
