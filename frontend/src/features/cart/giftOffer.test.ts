import { describe, expect, it } from 'vitest';
import {
  GIFT_SUBSCRIPTION_RULE as RULE,
  checkOffer,
  emptyOffer,
  firstBoxRange,
  giftLineKey,
  giftSubscriptionPayload,
  offerErrorsFromServer,
  parseOffer,
  type GiftOffer,
} from './giftOffer';

const now = new Date(2026, 10, 29, 10, 0);

const complete = (change: Partial<GiftOffer> = {}): GiftOffer => ({
  ...emptyOffer(),
  recipient: {
    firstName: ' Léa ',
    lastName: 'Dubois',
    email: ' Lea@Example.be ',
    address: 'Rue des Fleurs 12',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
  ...change,
});

describe('the offer of a gift subscription', () => {
  it('starts empty, in Belgium, told as the server says by default', () => {
    const offer = emptyOffer();
    expect(offer.recipient.country).toBe('BE');
    expect(offer.notify).toBe(RULE.defaultNotice);
    expect(offer.firstBoxDate).toBeNull();
  });

  it('requires every recipient field, in the served words', () => {
    const errors = checkOffer(emptyOffer(), now);
    expect(errors).toEqual({
      'recipient.firstName': RULE.recipientFieldMessage,
      'recipient.lastName': RULE.recipientFieldMessage,
      'recipient.email': RULE.recipientFieldMessage,
      'recipient.address': RULE.recipientFieldMessage,
      'recipient.postalCode': RULE.recipientFieldMessage,
      'recipient.city': RULE.recipientFieldMessage,
    });
    expect(checkOffer(complete(), now)).toEqual({});
  });

  it('checks the e-mail and the message length (characters, an emoji is one)', () => {
    const bad = complete();
    bad.recipient = { ...bad.recipient, email: 'lea@' };
    expect(checkOffer(bad, now)['recipient.email']).toBe(RULE.recipientEmailMessage);
    expect(checkOffer(complete({ message: '🎁'.repeat(RULE.messageMax) }), now)).toEqual({});
    expect(checkOffer(complete({ message: 'a'.repeat(RULE.messageMax + 1) }), now).message).toBe(
      RULE.messageTooLongMessage,
    );
  });

  it('keeps the first box between today and firstBoxMaxDays ahead', () => {
    const { min, max } = firstBoxRange(now);
    expect(min).toBe('2026-11-29');
    expect(max).toBe('2027-02-27');
    expect(checkOffer(complete({ firstBoxDate: max }), now)).toEqual({});
    expect(checkOffer(complete({ firstBoxDate: '2026-11-28' }), now).firstBoxDate).toBe(
      RULE.firstBoxDateMessage,
    );
    expect(checkOffer(complete({ firstBoxDate: '2027-02-28' }), now).firstBoxDate).toBe(
      RULE.firstBoxDateMessage,
    );
  });

  it('asks a date and time when told at a date, never after the first box', () => {
    expect(checkOffer(complete({ notify: 'at_date', notifyAt: null }), now).notifyAt).toBeTruthy();
    expect(checkOffer(complete({ notify: 'at_date', notifyAt: '2026-12-24T' }), now).notifyAt).toBeTruthy();
    expect(checkOffer(complete({ notify: 'at_date', notifyAt: '2026-12-24T08:00' }), now)).toEqual({});
    expect(
      checkOffer(
        complete({ notify: 'at_date', notifyAt: '2026-12-24T08:00', firstBoxDate: '2026-12-20' }),
        now,
      ).notifyAt,
    ).toBe(RULE.notifyAfterFirstBoxMessage);
  });

  it('builds metadata.giftSubscription: trimmed, line breaks kept, notifyAt only at a date', () => {
    const payload = giftSubscriptionPayload(
      complete({ message: '  Bon anniversaire !\r\nBises  ', notify: 'never', notifyAt: '2026-12-24T08:00' }),
    );
    expect(payload).toEqual({
      recipient: {
        firstName: 'Léa',
        lastName: 'Dubois',
        email: 'lea@example.be',
        address: 'Rue des Fleurs 12',
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
      message: 'Bon anniversaire !\nBises',
      firstBoxDate: null,
      notify: 'never',
      notifyAt: null,
    });
    expect(giftSubscriptionPayload(complete({ message: ' ' })).message).toBeNull();
    const atDate = giftSubscriptionPayload(
      complete({ notify: 'at_date', notifyAt: '2026-12-24T08:00', firstBoxDate: '2026-12-26' }),
    );
    expect(atDate).toMatchObject({
      notify: 'at_date',
      notifyAt: '2026-12-24T08:00',
      firstBoxDate: '2026-12-26',
    });
  });

  it("reads the server's per-field refusals of the gift", () => {
    expect(
      offerErrorsFromServer({
        'metadata.giftSubscription.recipient.email': ["L'email du destinataire n'est pas valide"],
        'metadata.giftSubscription.notifyAt': ["L'annonce doit précéder la première box"],
        'metadata.billingInfo.city': ['Champ requis'],
      }),
    ).toEqual({
      'recipient.email': "L'email du destinataire n'est pas valide",
      notifyAt: "L'annonce doit précéder la première box",
    });
    expect(offerErrorsFromServer(undefined)).toEqual({});
  });

  it('names a line by product, boxes and recipient, whatever the case and blanks', () => {
    const a = giftLineKey(3, 6, { email: 'Lea@example.be ', firstName: 'Léa', lastName: 'Dubois' });
    const b = giftLineKey(3, 6, { email: 'lea@example.be', firstName: ' léa', lastName: 'DUBOIS' });
    expect(a).toBe(b);
    expect(giftLineKey(3, 12, { email: 'lea@example.be', firstName: 'Léa', lastName: 'Dubois' })).not.toBe(a);
  });

  it('reads a stored offer back, or nothing when it is not one', () => {
    const offer = complete({ notify: 'at_date', notifyAt: '2026-12-24T08:00' });
    expect(parseOffer(JSON.parse(JSON.stringify(offer)))).toEqual(offer);
    expect(parseOffer({ ...offer, notify: 'sometimes' })).toBeNull();
    expect(parseOffer({ ...offer, recipient: { firstName: 'Léa' } })).toBeNull();
    expect(parseOffer(null)).toBeNull();
  });
});
