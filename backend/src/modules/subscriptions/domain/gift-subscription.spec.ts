import { GiftSubscription, giftRefundCents } from './gift-subscription.js';
import {
  GIFT_SUBSCRIPTION_MACHINE,
  GiftSubscriptionConflictError,
  GiftSubscriptionInvalidError,
  brusselsInstant,
  brusselsLocal,
  checkGiftOffer,
  giftPlanText,
} from './gift-subscription-rules.js';

const NOW = new Date('2026-11-29T10:00:00Z');
const RECIPIENT = {
  firstName: 'Léa',
  lastName: 'Dubois',
  email: 'Lea@Example.be',
  address: 'Rue des Fleurs 3',
  postalCode: '5000',
  city: 'Namur',
  country: 'be',
};

const place = (offer: object = {}, boxes = 3) =>
  GiftSubscription.place({
    id: '00000000-0000-4000-8000-000000000001',
    buyerId: 'buyer',
    buyerFirstName: 'Camille',
    orderId: 'order',
    productId: 1,
    productName: 'Box Essentielle',
    frequency: 'monthly',
    boxes,
    unitPriceCents: 2549,
    shippingPerBoxCents: 499,
    offer: checkGiftOffer({ recipient: RECIPIENT, ...offer }, NOW),
    now: NOW,
  });

function refusal(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GiftSubscriptionInvalidError);
    return (error as GiftSubscriptionInvalidError).errors!;
  }
  throw new Error('not refused');
}

describe('A prepaid gift subscription (docs/design/gifting.md)', () => {
  it('has four states: en_attente → active → terminee, annulee by the buyer, and never renews', () => {
    expect(GIFT_SUBSCRIPTION_MACHINE.transitions()).toEqual([
      ['en_attente', 'active'],
      ['en_attente', 'annulee'],
      ['active', 'terminee'],
      ['active', 'annulee'],
    ]);
    expect(GIFT_SUBSCRIPTION_MACHINE.isFinal('terminee')).toBe(true);
    expect(GIFT_SUBSCRIPTION_MACHINE.isFinal('annulee')).toBe(true);
  });

  it('keeps the offer cleaned: e-mail in lower case, country code, message without surrounding blanks', () => {
    const offer = checkGiftOffer({ recipient: RECIPIENT, message: '  Bon anniversaire\r\nLéa  ' }, NOW);
    expect(offer).toMatchObject({ message: 'Bon anniversaire\nLéa', notify: 'at_once', firstBoxDate: null });
    expect(offer.recipient).toMatchObject({ email: 'lea@example.be', country: 'BE' });
  });

  it('refuses each broken rule on its field', () => {
    expect(refusal(() => checkGiftOffer({ recipient: { ...RECIPIENT, email: 'lea' } }, NOW))).toEqual({
      'giftSubscription.recipient.email': ["L'email du destinataire n'est pas valide"],
    });
    expect(
      Object.keys(
        refusal(() => checkGiftOffer({ recipient: { ...RECIPIENT, city: ' ' }, message: 'x'.repeat(301) }, NOW)),
      ),
    ).toEqual(['giftSubscription.recipient.city', 'giftSubscription.message']);
    for (const firstBoxDate of ['2026-11-28', '2027-02-28', '2026-02-30', 'demain']) {
      expect(Object.keys(refusal(() => checkGiftOffer({ recipient: RECIPIENT, firstBoxDate }, NOW)))).toEqual([
        'giftSubscription.firstBoxDate',
      ]);
    }
    // 90 days ahead is the last day allowed; today is the first.
    expect(checkGiftOffer({ recipient: RECIPIENT, firstBoxDate: '2027-02-27' }, NOW).firstBoxDate).toBe('2027-02-27');
    expect(checkGiftOffer({ recipient: RECIPIENT, firstBoxDate: '2026-11-29' }, NOW).firstBoxDate).toBe('2026-11-29');
    const late = { recipient: RECIPIENT, firstBoxDate: '2026-12-24', notify: 'at_date', notifyAt: '2026-12-25T09:00' };
    expect(refusal(() => checkGiftOffer(late, NOW))).toEqual({
      'giftSubscription.notifyAt': ["L'annonce doit précéder la première box"],
    });
    expect(Object.keys(refusal(() => checkGiftOffer({ ...late, notifyAt: '2026-12-24 09:00' }, NOW)))).toEqual([
      'giftSubscription.notifyAt',
    ]);
    expect(Object.keys(refusal(() => checkGiftOffer({ recipient: RECIPIENT, notify: 'demain' }, NOW)))).toEqual([
      'giftSubscription.notify',
    ]);
  });

  it('reads the announcement time as Brussels time, winter and summer', () => {
    expect(brusselsInstant('2026-12-24T08:00')?.toISOString()).toBe('2026-12-24T07:00:00.000Z');
    expect(brusselsInstant('2027-07-01T08:00')?.toISOString()).toBe('2027-07-01T06:00:00.000Z');
    expect(brusselsInstant('2027-03-28T02:30')).toBeNull(); // the hour that does not exist
    expect(brusselsLocal(new Date('2026-12-24T07:00:00Z'))).toBe('2026-12-24T08:00');
    const offer = checkGiftOffer(
      { recipient: RECIPIENT, firstBoxDate: '2026-12-24', notify: 'at_date', notifyAt: '2026-12-24T08:00' },
      NOW,
    );
    expect(offer.notifyAt?.toISOString()).toBe('2026-12-24T07:00:00.000Z');
  });

  it('starts when paid: the first box as soon as possible, or on its date; told at once unless a surprise', () => {
    const asap = place();
    expect(asap.activate(NOW)).toBe(true);
    expect(asap.activate(NOW)).toBe(false);
    expect(asap.toSnapshot()).toMatchObject({ status: 'active', nextBoxDate: '2026-11-29', notifyAt: NOW });
    expect(asap.announcementDue(NOW)).toBe(true);

    const christmas = place({ firstBoxDate: '2026-12-24', notify: 'never' });
    christmas.activate(NOW);
    expect(christmas.toSnapshot()).toMatchObject({ nextBoxDate: '2026-12-24', notifyAt: null });
    expect(christmas.announcementDue(new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('sends exactly its boxes, one per period on their dates, then ends', () => {
    const gift = place({ firstBoxDate: '2026-12-31' });
    gift.activate(NOW);
    expect(gift.takeBox('2026-12-30', NOW)).toBeNull();
    expect(gift.takeBox('2026-12-31', NOW)).toEqual({ number: 1, date: '2026-12-31', last: false });
    expect(gift.takeBox('2026-12-31', NOW)).toBeNull();
    expect(gift.toSnapshot().nextBoxDate).toBe('2027-01-31');
    expect(gift.takeBox('2027-01-31', NOW)).toEqual({ number: 2, date: '2027-01-31', last: false });
    expect(gift.toSnapshot().nextBoxDate).toBe('2027-02-28');
    expect(gift.takeBox('2027-03-15', NOW)).toEqual({ number: 3, date: '2027-02-28', last: true });
    expect(gift.toSnapshot()).toMatchObject({ status: 'terminee', boxesSent: 3, nextBoxDate: null });
    expect(gift.takeBox('2030-01-01', NOW)).toBeNull();
  });

  it('is postponed by the recipient by at most 2 months past the planned date', () => {
    const gift = place({ firstBoxDate: '2026-12-10' });
    gift.activate(NOW);
    gift.postpone('2027-01-20', NOW);
    gift.postpone('2027-02-10', NOW);
    expect(() => gift.postpone('2027-02-11', NOW)).toThrow('Une box peut être reportée de 2 mois au plus');
    expect(() => gift.postpone('2027-02-01', NOW)).toThrow('La nouvelle date doit suivre la date prévue');
    // The next box is planned a period after the box actually sent.
    gift.takeBox('2027-02-10', NOW);
    expect(gift.toSnapshot()).toMatchObject({ nextBoxDate: '2027-03-10', plannedBoxDate: '2027-03-10' });
  });

  it('is claimed by one account only, and not once cancelled', () => {
    const gift = place();
    expect(() => gift.claim('lea', NOW)).toThrow(GiftSubscriptionConflictError);
    gift.activate(NOW);
    gift.claim('lea', NOW);
    gift.claim('lea', NOW);
    expect(() => gift.claim('omar', NOW)).toThrow('Ce cadeau a déjà été reçu sur un autre compte.');
    const cancelled = place();
    cancelled.activate(NOW);
    cancelled.cancel(NOW);
    expect(() => cancelled.claim('lea', NOW)).toThrow("Ce cadeau n'est plus disponible.");
  });

  it('cancels the boxes not yet sent, once', () => {
    const gift = place({}, 6);
    gift.activate(NOW);
    gift.takeBox('2026-11-29', NOW);
    expect(gift.cancel(NOW)).toEqual({ boxes: 5 });
    expect(gift.toSnapshot()).toMatchObject({ status: 'annulee', boxesSent: 1, boxesCanceled: 5, nextBoxDate: null });
    expect(() => gift.cancel(NOW)).toThrow(GiftSubscriptionConflictError);
    expect(gift.takeBox('2027-12-31', NOW)).toBeNull();
  });

  it('refunds each unsent box’s share of what was paid, the shares adding up to the amount', () => {
    expect(giftRefundCents(9144, 3, 1)).toBe(6096);
    expect(giftRefundCents(18288, 6, 1)).toBe(15240);
    // With a promo code the shares are proportional and never lose a cent.
    for (let sent = 0; sent <= 6; sent++) {
      const kept = 17000 - giftRefundCents(17000 + 1, 6, sent) + 1;
      expect(kept).toBeGreaterThanOrEqual(0);
    }
    expect(giftRefundCents(10001, 3, 0)).toBe(10001);
    expect(giftRefundCents(10001, 3, 3)).toBe(0);
  });

  it('says what is offered in the recipient’s words', () => {
    expect(giftPlanText('Box Premium', 6, 'monthly')).toBe('Box Premium, 6 box, une par mois');
    expect(giftPlanText('Box Premium', 12, 'quarterly')).toBe('Box Premium, 12 box, une tous les 3 mois');
  });
});
