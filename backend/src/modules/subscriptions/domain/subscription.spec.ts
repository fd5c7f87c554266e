import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TRANSITIONS, type SubscriptionStatus } from './subscription-status.js';
import { Subscription } from './subscription.js';
import { MANDATE, active, at, inState, input } from '../../../../test/support/subscription-fixtures.js';
import { InvalidSubscriptionError, MandateNotValidError, SubscriptionStateError } from './subscription.errors.js';

/** Tries the intent method leading to `to`. */
function moveTo(subscription: Subscription, to: SubscriptionStatus): void {
  const now = at('2026-02-01');
  if (to === 'active') {
    if (subscription.status === 'en_attente') subscription.activate(MANDATE, now);
    else if (subscription.status === 'en_pause') subscription.resume(now);
    else if (subscription.status === 'suspendue') subscription.reinstate(now);
    else subscription.reactivate(true, now);
  } else if (to === 'en_pause') subscription.pause('2026-03-01', now);
  else if (to === 'suspendue') subscription.suspend(now, 'Paiement refusé');
  else if (to === 'annulee') subscription.cancel(now);
  else throw new Error(`no intent method leads to ${to}`);
}

describe('Subscription.create', () => {
  it('waits for the first payment, with the amount frozen (subtotal + shipping) and one history entry', () => {
    const snapshot = Subscription.create(input()).toSnapshot();
    expect(snapshot).toMatchObject({
      status: 'en_attente',
      amountCents: 3048,
      currency: 'EUR',
      cycleCount: 1,
      nextChargeOn: null,
      mandateId: null,
    });
    expect(snapshot.history).toEqual([
      { from: null, to: 'en_attente', at: at('2026-01-31'), by: 'customer', note: 'Abonnement souscrit' },
    ]);
  });

  it.each([
    [{ frequency: 'weekly' as never }, 'frequency'],
    [{ items: [] }, 'items'],
    [{ subtotalCents: 2000 }, 'subtotalCents'],
    [{ shippingCents: -1 }, 'shippingCents'],
    [{ items: [{ productId: 1, name: 'Box', quantity: 0, unitPriceCents: 2549 }] }, 'items.0.quantity'],
  ])('refuses %j (field %s) with a French message', (overrides, field) => {
    try {
      Subscription.create(input(overrides));
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidSubscriptionError);
      expect(Object.keys((error as InvalidSubscriptionError).errors ?? {})).toEqual([field]);
    }
  });
});

describe('Subscription transitions', () => {
  const pairs = SUBSCRIPTION_STATUSES.flatMap((from) => SUBSCRIPTION_STATUSES.map((to) => [from, to] as const));
  const allowed = pairs.filter(([from, to]) => (SUBSCRIPTION_TRANSITIONS[from] as readonly string[]).includes(to));
  // No intent method leads to en_attente: only `create` starts there.
  const illegal = pairs.filter(
    ([from, to]) => from !== to && to !== 'en_attente' && !allowed.some(([f, t]) => f === from && t === to),
  );

  it.each(allowed)('moves %s → %s through its intent method, recording it', (from, to) => {
    const subscription = inState(from);
    const before = subscription.history.length;
    moveTo(subscription, to);
    expect(subscription.status).toBe(to);
    expect(subscription.history).toHaveLength(before + 1);
    expect(subscription.history.at(-1)).toMatchObject({ from, to });
  });

  it.each(illegal)('refuses %s → %s with a 409, changing nothing', (from, to) => {
    const subscription = inState(from);
    const before = subscription.toSnapshot();
    expect(() => moveTo(subscription, to)).toThrow(SubscriptionStateError);
    expect(subscription.toSnapshot()).toEqual(before);
  });
});

describe('Subscription schedule', () => {
  it('activates with the next box one interval on, at the Brussels date', () => {
    const subscription = Subscription.create(input({ frequency: 'quarterly', now: new Date('2026-11-30T23:30:00Z') }));
    subscription.activate(MANDATE, new Date('2026-11-30T23:30:00Z'));
    const snapshot = subscription.toSnapshot();
    expect(snapshot.lastChargedOn).toBe('2026-12-01');
    expect(snapshot.nextChargeOn).toBe('2027-03-01');
    expect(snapshot.paymentMethod).toBe('Visa •••• 4242');
    expect(snapshot.activatedAt).toEqual(new Date('2026-11-30T23:30:00Z'));
  });

  it('renews on the anchor day after a short month: 31 Jan → 28 Feb → 31 Mar', () => {
    const subscription = active();
    expect(subscription.nextChargeOn).toBe('2026-02-28');
    expect(subscription.isDue(at('2026-02-27'))).toBe(false);
    expect(subscription.startRenewalCycle(at('2026-02-28'))).toEqual({ cycle: 2, dueOn: '2026-02-28' });
    expect(subscription.nextChargeOn).toBe('2026-03-31');
    expect(() => subscription.startRenewalCycle(at('2026-03-01'))).toThrow(SubscriptionStateError);
  });

  it('renews early only when asked (the test hook), on the schedule date, then keeps the schedule', () => {
    const subscription = active();
    expect(() => subscription.startRenewalCycle(at('2026-02-10'))).toThrow(SubscriptionStateError);
    expect(subscription.startRenewalCycle(at('2026-02-10'), 'system', { early: true })).toEqual({
      cycle: 2,
      dueOn: '2026-02-28',
    });
    expect(subscription.nextChargeOn).toBe('2026-03-31');
    subscription.pause('2026-03-15', at('2026-02-10'));
    expect(() => subscription.startRenewalCycle(at('2026-02-10'), 'system', { early: true })).toThrow(
      SubscriptionStateError,
    );
  });

  it('pays a box again today once suspended without an unpaid one (a chargeback), keeping the schedule', () => {
    const subscription = active();
    expect(() => subscription.startCatchUpCycle(at('2026-02-10'))).toThrow(SubscriptionStateError);
    subscription.suspend(at('2026-02-10'), 'Rétrofacturation');
    expect(subscription.startCatchUpCycle(at('2026-02-11'))).toEqual({ cycle: 2, dueOn: '2026-02-11' });
    expect(subscription.nextChargeOn).toBe('2026-02-28');
    expect(subscription.status).toBe('suspendue');
  });

  it('skips the next box by one interval, keeping the anchor day', () => {
    const subscription = active({ frequency: 'bimonthly' });
    expect(subscription.nextChargeOn).toBe('2026-03-31');
    subscription.skipNext(at('2026-02-10'));
    expect(subscription.nextChargeOn).toBe('2026-05-31');
    expect(subscription.history.at(-1)).toMatchObject({
      from: 'active',
      to: 'active',
      note: 'Box du 2026-03-31 sautée',
    });
  });

  it('moves the next box when the frequency changes, never before tomorrow, and ignores the same frequency', () => {
    const subscription = active({ now: at('2026-01-10') });
    expect(subscription.nextChargeOn).toBe('2026-02-10');
    expect(subscription.changeFrequency('quarterly', at('2026-01-20'))).toBe(true);
    expect(subscription.nextChargeOn).toBe('2026-04-10');
    expect(subscription.changeFrequency('quarterly', at('2026-01-20'))).toBe(false);
    expect(subscription.changeFrequency('monthly', at('2026-03-05'))).toBe(true);
    expect(subscription.nextChargeOn).toBe('2026-03-06');
    expect(() => subscription.changeFrequency('yearly' as never, at('2026-03-05'))).toThrow(InvalidSubscriptionError);
  });

  it('pauses up to 3 months: the box inside the pause moves to its end; resuming keeps it', () => {
    const subscription = active({ now: at('2026-01-10') });
    for (const until of ['2026-01-10', '2026-01-09', '2026-04-11', '2026-02-30', '10/02/2026', null]) {
      expect(() => subscription.pause(until, at('2026-01-10'))).toThrow(InvalidSubscriptionError);
    }
    expect(subscription.status).toBe('active');
    subscription.pause('2026-04-10', at('2026-01-10'));
    expect(subscription.toSnapshot()).toMatchObject({
      status: 'en_pause',
      pausedUntil: '2026-04-10',
      nextChargeOn: '2026-04-10',
    });
    expect(subscription.isPauseOver(at('2026-04-09'))).toBe(false);
    expect(subscription.isPauseOver(at('2026-04-10'))).toBe(true);
    expect(subscription.isDue(at('2026-04-10'))).toBe(false);
    subscription.resume(at('2026-04-10'), 'system');
    expect(subscription.toSnapshot()).toMatchObject({
      status: 'active',
      pausedUntil: null,
      nextChargeOn: '2026-04-10',
    });
    expect(subscription.isDue(at('2026-04-10'))).toBe(true);
  });

  it('keeps a box falling after a short pause', () => {
    const subscription = active({ now: at('2026-01-10') });
    subscription.pause('2026-01-20', at('2026-01-12'));
    expect(subscription.nextChargeOn).toBe('2026-02-10');
  });

  it('cancels with canceledAt and no next box; reactivates only with a valid mandate', () => {
    const subscription = active({ now: at('2026-01-10') });
    subscription.cancel(at('2026-01-15'));
    expect(subscription.toSnapshot()).toMatchObject({
      status: 'annulee',
      nextChargeOn: null,
      canceledAt: at('2026-01-15'),
    });
    expect(() => subscription.reactivate(false, at('2026-01-16'))).toThrow(MandateNotValidError);
    expect(subscription.status).toBe('annulee');
    subscription.reactivate(true, at('2026-01-16'));
    expect(subscription.toSnapshot()).toMatchObject({ status: 'active', nextChargeOn: '2026-02-10', canceledAt: null });
    subscription.cancel(at('2026-03-20'));
    subscription.reactivate(true, at('2026-03-20'));
    expect(subscription.nextChargeOn).toBe('2026-03-21');
  });

  it('suspends after a failed renewal and comes back with a new mandate', () => {
    const subscription = active();
    subscription.suspend(at('2026-02-28'), 'Paiement du renouvellement refusé');
    expect(subscription.toSnapshot().suspendedAt).toEqual(at('2026-02-28'));
    expect(() => subscription.skipNext(at('2026-03-01'))).toThrow(SubscriptionStateError);
    subscription.reinstate(at('2026-03-02'), { mandateId: 'mdt_new', paymentMethod: 'Domiciliation SEPA' });
    expect(subscription.toSnapshot()).toMatchObject({ status: 'active', mandateId: 'mdt_new', suspendedAt: null });
  });

  it('keeps its own copies: a snapshot changed outside changes nothing', () => {
    const subscription = active();
    const snapshot = subscription.toSnapshot();
    snapshot.items[0]!.quantity = 9;
    snapshot.history.length = 0;
    expect(subscription.toSnapshot().items[0]!.quantity).toBe(1);
    expect(Subscription.fromSnapshot(subscription.toSnapshot()).toSnapshot()).toEqual(subscription.toSnapshot());
  });
});
