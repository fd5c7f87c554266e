import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { RenewalOrders } from '../../ordering/index.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { addDays, brusselsDate } from '../domain/schedule.js';
import type { Subscription } from '../domain/subscription.js';
import { RENEWAL_LEASE_MS, RenewalCycles } from './renewal-cycles.js';
import { SubscriberAddresses } from './subscriber-addresses.js';
import { SubscriptionMails } from './subscription-mails.js';
import { RenewalCharges } from './renewal-charges.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';
import { RenewalRepository } from './ports/renewal.repository.js';

/** The reminder goes this many days before the box. */
export const REMINDER_DAYS = 3;
const BATCH = 50;

/** What one renewal run did. */
export interface RenewalSweepResult {
  reminded: number;
  resumed: number;
  /** Unpaid boxes of subscriptions cancelled meanwhile: their orders cancelled. */
  dropped: number;
  renewed: number;
  retried: number;
  /** Recurring payments created (new cycles, retries, attempts left by an earlier run). */
  charged: number;
  /** Attempts whose payment Mollie could not create now (unreachable): the next run tries again. */
  postponed: number;
  /** Subscriptions that could not be renewed (logged), left for the next run. */
  failed: number;
}

/**
 * The renewal run (docs/design/subscriptions.md): our code owns the schedule. Each step is a durable step
 * (DurableSteps): (1) one short transaction claims a due subscription (FOR UPDATE SKIP LOCKED),
 * moves its schedule on, creates the cycle, its renewal order (current address, frozen price, no
 * promo, stock reserved as a renewal) and payment attempt 1 with a lease — committed; (2) outside any
 * transaction, Mollie's `recurring` payment on the mandate, with the Idempotency-Key of that
 * subscription, cycle and attempt (asked again after a crash, Mollie answers the same payment);
 * (3) the payment attached to the order under its row lock. Attempts whose payment could not be
 * created (Mollie unreachable, a crash) keep status 'creating' and are taken over by the next run once
 * their lease ran out. The webhook then applies the payment (RenewalPaymentsService). Also: the
 * reminder 3 days before each box, automatic retries of failed cycles, the end of pauses.
 */
@Injectable()
export class RenewSubscriptionsService {
  private readonly logger = new Logger('Renouvellements');

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly renewals: RenewalRepository,
    private readonly orders: RenewalOrders,
    private readonly cycles: RenewalCycles,
    private readonly charges: RenewalCharges,
    private readonly addresses: SubscriberAddresses,
    private readonly mails: SubscriptionMails,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  /** One run: reminders, ended pauses, due boxes, due retries, then attempts left without a payment. */
  async sweep(): Promise<RenewalSweepResult> {
    const result: RenewalSweepResult = {
      reminded: await this.remind(),
      resumed: await this.endPauses(),
      dropped: await this.dropAbandoned(),
      renewed: 0,
      retried: 0,
      charged: 0,
      postponed: 0,
      failed: 0,
    };
    const broken: string[] = [];
    const mine: { cycleId: string; attempt: number }[] = [];
    for (;;) {
      let started: { cycleId: string; attempt: number } | null = null;
      try {
        started = await this.steps.commit('renewal:cycle-committed', async () => {
          const [claimed] = await this.subscriptions.claimDue(this.today(), 1, broken);
          return claimed ? this.charges.startCycle(claimed, false) : null;
        });
      } catch (error) {
        const failedId = (error as { subscriptionId?: string }).subscriptionId;
        this.logger.error(`Renouvellement impossible : ${(error as Error).message}`);
        result.failed += 1;
        if (!failedId) break;
        broken.push(failedId);
        continue;
      }
      if (!started) break;
      mine.push(started);
      result.renewed += 1;
    }
    const retries = await this.startRetries();
    result.retried = retries.length;
    await this.chargeAll([...mine, ...retries], result);
    const line =
      `Renouvellements : ${result.renewed} box créée(s), ${result.retried} nouvel(s) essai(s), ` +
      `${result.charged} paiement(s) demandé(s), ${result.postponed} reporté(s), ${result.reminded} rappel(s), ` +
      `${result.resumed} pause(s) terminée(s), ${result.dropped} box impayée(s) annulée(s), ${result.failed} échec(s)`;
    if (result.renewed + result.retried + result.charged + result.postponed + result.dropped + result.failed > 0) {
      this.logger.log(line);
    }
    return result;
  }

  // ------------------------------------------------------------------ steps

  /** Charges the attempts this run created, then those an earlier run left (lease ran out, or released). */
  private async chargeAll(mine: { cycleId: string; attempt: number }[], result: RenewalSweepResult): Promise<void> {
    const chargeOne = async ({ cycleId, attempt }: { cycleId: string; attempt: number }): Promise<boolean> => {
      try {
        const outcome = await this.charges.charge(cycleId, attempt);
        if (outcome.kind === 'charged') result.charged += 1;
        if (outcome.kind !== 'postponed') return true;
        result.postponed += 1;
        return false;
      } catch (error) {
        result.failed += 1;
        await this.renewals.releaseAttempt(cycleId, attempt);
        this.logger.error(`Paiement de renouvellement non créé : ${(error as Error).message}`);
        return false;
      }
    };
    const key = ({ cycleId, attempt }: { cycleId: string; attempt: number }) => `${cycleId}/${attempt}`;
    const tried = new Set(mine.map(key));
    for (const attempt of mine) await chargeOne(attempt);
    for (;;) {
      const claimed = await this.renewals.claimAttemptsToCharge(this.clock.now(), RENEWAL_LEASE_MS, BATCH);
      // Tried once by this run already (Mollie down, a failure): left for the next run.
      const fresh = claimed.filter((attempt) => !tried.has(key(attempt)));
      for (const attempt of claimed) {
        if (tried.has(key(attempt))) await this.renewals.releaseAttempt(attempt.cycleId, attempt.attempt);
      }
      let progress = false;
      for (const attempt of fresh) {
        tried.add(key(attempt));
        progress = (await chargeOne(attempt)) || progress;
      }
      if (fresh.length === 0 || claimed.length < BATCH || !progress) return;
    }
  }

  /** Due automatic retries (+3, +7 days): a new attempt of each pending cycle, leased to this run. */
  private async startRetries(): Promise<{ cycleId: string; attempt: number }[]> {
    const all: { cycleId: string; attempt: number }[] = [];
    for (;;) {
      const started = await this.steps.commit(null, async () => {
        const cycles = await this.renewals.claimRetries(this.today(), BATCH);
        const attempts: { cycleId: string; attempt: number }[] = [];
        for (const cycle of cycles) {
          const attempt = await this.cycles.addRecurringAttempt(cycle.subscriptionId, cycle.id, cycle.cycleNumber);
          await this.renewals.updateCycle(cycle.id, { nextAttemptOn: null, updatedAt: this.clock.now() });
          attempts.push({ cycleId: cycle.id, attempt });
        }
        return attempts;
      });
      all.push(...started);
      if (started.length < BATCH) return all;
    }
  }

  private async remind(): Promise<number> {
    const today = this.today();
    let count = 0;
    for (;;) {
      const sent = await this.steps.commit(null, async () => {
        const ids = await this.renewals.claimReminders(today, addDays(today, REMINDER_DAYS), BATCH);
        for (const id of ids) {
          const subscription = await this.subscriptions.findForUpdate(id);
          if (!subscription) continue;
          const subscriber = await this.addresses.of(subscription.toSnapshot());
          if (subscriber) await this.mails.renewalReminder(subscription, subscriber.recipient);
        }
        return ids.length;
      });
      count += sent;
      if (sent > 0) this.mails.nudge();
      if (sent < BATCH) return count;
    }
  }

  private async dropAbandoned(): Promise<number> {
    return this.steps.commit(null, async () => {
      const cycles = await this.renewals.claimAbandonedCycles(BATCH);
      for (const cycle of cycles) {
        await this.renewals.updateCycle(cycle.id, {
          status: 'canceled',
          nextAttemptOn: null,
          updatedAt: this.clock.now(),
        });
        if (cycle.orderId) await this.orders.cancel(cycle.orderId, 'Abonnement annulé : box non payée annulée');
      }
      return cycles.length;
    });
  }

  private async endPauses(): Promise<number> {
    return this.steps.commit(null, async () => {
      const ids = await this.subscriptions.claimEndedPauses(this.today(), BATCH);
      const now = this.clock.now();
      for (const id of ids) {
        const subscription: Subscription | null = await this.subscriptions.findForUpdate(id);
        if (!subscription?.isPauseOver(now)) continue;
        subscription.resume(now, 'system');
        await this.subscriptions.save(subscription);
      }
      return ids.length;
    });
  }

  private today(): string {
    return brusselsDate(this.clock.now());
  }
}
