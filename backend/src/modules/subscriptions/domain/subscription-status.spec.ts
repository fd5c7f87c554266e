import {
  ENDED_SUBSCRIPTION_STATUS,
  INITIAL_SUBSCRIPTION_STATUS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TRANSITIONS,
  type SubscriptionStatus,
  canMoveSubscription,
  isSubscriptionStatus,
  nextSubscriptionStatuses,
} from './subscription-status.js';
import { FREQUENCIES, FREQUENCY_LABELS, FREQUENCY_MONTHS, isFrequency, monthlyShareOf } from './frequency.js';

function reachableFrom(start: SubscriptionStatus): Set<SubscriptionStatus> {
  const seen = new Set<SubscriptionStatus>([start]);
  const queue: SubscriptionStatus[] = [start];
  while (queue.length > 0) {
    for (const next of SUBSCRIPTION_TRANSITIONS[queue.shift()!]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the subscription state table', () => {
  it('is exactly the table of docs/design/subscriptions.md', () => {
    expect(SUBSCRIPTION_TRANSITIONS).toEqual({
      en_attente: ['active', 'annulee'],
      active: ['en_pause', 'suspendue', 'annulee'],
      en_pause: ['active', 'annulee'],
      suspendue: ['active', 'annulee'],
      annulee: ['active'],
    });
  });

  it('has one row per state, no unknown or repeated target, no self-loop', () => {
    expect(Object.keys(SUBSCRIPTION_TRANSITIONS).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    for (const [from, targets] of Object.entries(SUBSCRIPTION_TRANSITIONS)) {
      for (const target of targets) expect(SUBSCRIPTION_STATUSES).toContain(target);
      expect(new Set(targets).size).toBe(targets.length);
      expect(targets).not.toContain(from);
    }
  });

  it('reaches every state from en_attente, and never leads back to en_attente', () => {
    expect(INITIAL_SUBSCRIPTION_STATUS).toBe('en_attente');
    expect([...reachableFrom('en_attente')].sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    for (const status of SUBSCRIPTION_STATUSES) expect(nextSubscriptionStatuses(status)).not.toContain('en_attente');
  });

  it('lets every other state end in annulee, whose only exit is the reactivation to active', () => {
    expect(ENDED_SUBSCRIPTION_STATUS).toBe('annulee');
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => s !== 'annulee')) {
      expect({ status, canCancel: canMoveSubscription(status, 'annulee') }).toEqual({ status, canCancel: true });
    }
    expect(nextSubscriptionStatuses('annulee')).toEqual(['active']);
  });

  it('pairs active ⇄ en_pause and active → suspendue → active, and nothing else between them', () => {
    expect(canMoveSubscription('active', 'en_pause')).toBe(true);
    expect(canMoveSubscription('en_pause', 'active')).toBe(true);
    expect(canMoveSubscription('active', 'suspendue')).toBe(true);
    expect(canMoveSubscription('suspendue', 'active')).toBe(true);
    expect(canMoveSubscription('en_pause', 'suspendue')).toBe(false);
    expect(canMoveSubscription('suspendue', 'en_pause')).toBe(false);
    expect(canMoveSubscription('en_attente', 'en_pause')).toBe(false);
  });

  it('answers canMoveSubscription from the table for all 25 pairs', () => {
    for (const from of SUBSCRIPTION_STATUSES) {
      for (const to of SUBSCRIPTION_STATUSES) {
        expect(canMoveSubscription(from, to)).toBe((SUBSCRIPTION_TRANSITIONS[from] as readonly string[]).includes(to));
      }
    }
  });

  it('labels every state in French, and recognises only the five codes', () => {
    expect(Object.keys(SUBSCRIPTION_STATUS_LABELS).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    expect(SUBSCRIPTION_STATUS_LABELS.active).toBe('Active');
    expect(SUBSCRIPTION_STATUS_LABELS.annulee).toBe('Annulée');
    expect(SUBSCRIPTION_STATUSES.every(isSubscriptionStatus)).toBe(true);
    for (const value of ['ACTIVE', 'paused', '', null, 1]) expect(isSubscriptionStatus(value)).toBe(false);
  });
});

describe('frequencies', () => {
  it('are the three of the cart, with their French labels and intervals', () => {
    expect(FREQUENCIES).toEqual(['monthly', 'bimonthly', 'quarterly']);
    expect(FREQUENCY_LABELS).toEqual({ monthly: 'Mensuel', bimonthly: 'Tous les 2 mois', quarterly: 'Trimestriel' });
    expect(FREQUENCY_MONTHS).toEqual({ monthly: 1, bimonthly: 2, quarterly: 3 });
    for (const value of ['weekly', 'Monthly', '', undefined]) expect(isFrequency(value)).toBe(false);
  });

  it('counts a box per month for the recurring revenue', () => {
    expect(monthlyShareOf(3000, 'monthly')).toBe(3000);
    expect(monthlyShareOf(3000, 'bimonthly')).toBe(1500);
    expect(monthlyShareOf(3000, 'quarterly')).toBe(1000);
  });
});
