import { domainEffects } from './order-effects.js';

describe('what moving an order causes (the domain part)', () => {
  it('a payment received sells the reserved units', () => {
    expect(domainEffects({ status: 'en_attente_paiement', paymentStatus: 'open' }, 'payee')).toEqual(['stock-sold']);
  });

  it('cancelling an unpaid order puts its units back on sale', () => {
    expect(domainEffects({ status: 'en_attente_paiement', paymentStatus: 'open' }, 'annulee')).toEqual([
      'stock-released',
    ]);
  });

  it('cancelling a paid order flags a refund and leaves the stock (the boxes were sold)', () => {
    expect(domainEffects({ status: 'payee', paymentStatus: 'paid' }, 'annulee')).toEqual(['refund-needed']);
    expect(domainEffects({ status: 'en_preparation', paymentStatus: 'paid' }, 'annulee')).toEqual(['refund-needed']);
  });

  it('cancelling a paid order of e-gift cards only flags no refund: the cards stay with their recipients', () => {
    const cardsOnly = { status: 'payee', paymentStatus: 'paid', totalCents: 5000, giftCardsCents: 5000 } as const;
    expect(domainEffects(cardsOnly, 'annulee')).toEqual([]);
    const withBox = { ...cardsOnly, totalCents: 8498 };
    expect(domainEffects(withBox, 'annulee')).toEqual(['refund-needed']);
  });

  it('an order whose payment failed holds nothing: cancelling it releases nothing more', () => {
    expect(domainEffects({ status: 'en_attente_paiement', paymentStatus: 'failed' }, 'annulee')).toEqual([]);
  });

  it('preparing, shipping, delivering, returning a paid order change neither stock nor refund', () => {
    expect(domainEffects({ status: 'payee', paymentStatus: 'paid' }, 'en_preparation')).toEqual([]);
    expect(domainEffects({ status: 'en_preparation', paymentStatus: 'paid' }, 'expediee')).toEqual([]);
    expect(domainEffects({ status: 'expediee', paymentStatus: 'paid' }, 'livree')).toEqual([]);
    expect(domainEffects({ status: 'livree', paymentStatus: 'paid' }, 'retournee')).toEqual([]);
  });
});
