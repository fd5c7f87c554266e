import { describe, expect, it } from 'vitest';
import { addressErrors, cancelGiftMessage, giftAddressRequest, giftNoticeRequest } from './giftSubscriptions';

describe('gift subscriptions in Mes abonnements', () => {
  it('states what a cancellation refunds, with a credit note', () => {
    expect(
      cancelGiftMessage({ boxesLeft: 2, cancelRefund: 61.44, recipient: { firstName: 'Léa' } as never }),
    ).toMatch(
      /^Les 2 box pas encore envoyées pour Léa seront annulées\. 61,44\s€ remboursés sur votre moyen de paiement, avec une note de crédit\.$/,
    );
    expect(
      cancelGiftMessage({ boxesLeft: 1, cancelRefund: 0, recipient: { firstName: 'Léa' } as never }),
    ).toBe('La box pas encore envoyée pour Léa sera annulée.');
  });

  it('sends notifyAt only when told at a date', () => {
    expect(giftNoticeRequest('at_date', '2026-12-24', '08:00')).toEqual({
      notify: 'at_date',
      notifyAt: '2026-12-24T08:00',
    });
    expect(giftNoticeRequest('never', '2026-12-24', '08:00')).toEqual({ notify: 'never', notifyAt: null });
  });

  it('trims the address and keeps only its fields', () => {
    expect(
      giftAddressRequest({
        firstName: ' Léa ',
        lastName: 'Dubois',
        address: 'Rue 1 ',
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
        email: 'lea@example.be',
      } as never),
    ).toEqual({
      firstName: 'Léa',
      lastName: 'Dubois',
      address: 'Rue 1',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    });
  });

  it("reads the server's per-field messages", () => {
    expect(
      addressErrors({ city: ['Ville requise'], 'recipient.postalCode': ['Code postal invalide'] }),
    ).toEqual({
      city: 'Ville requise',
      postalCode: 'Code postal invalide',
    });
  });
});
