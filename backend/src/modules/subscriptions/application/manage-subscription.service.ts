import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { Clock } from '../../../shared/clock.js';
import { PaymentGateway } from '../../payments/index.js';
import type { Frequency } from '../domain/frequency.js';
import { MandateNotValidError, SubscriptionNotFoundError } from '../domain/subscription.errors.js';
import type { Subscription } from '../domain/subscription.js';
import { CustomerSubscriptionsService } from './customer-subscriptions.service.js';
import { type MailRecipient, SubscriptionMails } from './subscription-mails.js';
import type { SubscriptionView } from './subscription.view.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';

/** The customer asking, as the controller knows them. */
export interface SubscriptionOwner extends MailRecipient {
  id: string;
}

/**
 * What a customer does with their own subscription (docs/design/subscriptions.md): change the frequency, skip the next
 * box, pause until a date and resume, cancel (a confirmation mail) and reactivate while the mandate
 * is valid. Each change locks the subscription row, goes through the aggregate's intent method and
 * is saved with its history in one transaction; Mollie is asked about the mandate before, never
 * while the row is locked. Another customer's subscription is 404.
 */
@Injectable()
export class ManageSubscriptionService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: SubscriptionRepository,
    private readonly reads: CustomerSubscriptionsService,
    private readonly mails: SubscriptionMails,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  changeFrequency(owner: SubscriptionOwner, id: string, frequency: Frequency): Promise<SubscriptionView> {
    return this.change(owner, id, (subscription, now) => {
      subscription.changeFrequency(frequency, now);
    });
  }

  skipNext(owner: SubscriptionOwner, id: string): Promise<SubscriptionView> {
    return this.change(owner, id, (subscription, now) => subscription.skipNext(now));
  }

  pause(owner: SubscriptionOwner, id: string, until: string): Promise<SubscriptionView> {
    return this.change(owner, id, async (subscription, now) => {
      subscription.pause(until, now);
      await this.mails.paused(subscription, owner);
      return true;
    });
  }

  resume(owner: SubscriptionOwner, id: string): Promise<SubscriptionView> {
    return this.change(owner, id, (subscription, now) => subscription.resume(now));
  }

  cancel(owner: SubscriptionOwner, id: string): Promise<SubscriptionView> {
    return this.change(owner, id, async (subscription, now) => {
      subscription.cancel(now, 'customer');
      await this.mails.cancelled(subscription, owner);
      return true;
    });
  }

  /** Asks Mollie whether the mandate is still valid first (no lock held), then reactivates. */
  async reactivate(owner: SubscriptionOwner, id: string): Promise<SubscriptionView> {
    const current = await this.reads.get(owner.id, id);
    const { mollieCustomerId, mandateId, status } = current.subscription;
    let valid = false;
    if (status === 'annulee' && mandateId) {
      valid = (await this.gateway.getMandate(mollieCustomerId, mandateId))?.status === 'valid';
    }
    return this.change(owner, id, (subscription, now) => {
      if (subscription.mandateId !== mandateId) throw new MandateNotValidError();
      subscription.reactivate(valid, now);
    });
  }

  /**
   * Locks, applies, saves; sends the mails written by `apply` after the commit. `apply` returning
   * false (or nothing) from a change that changed nothing (same frequency) saves nothing new.
   */
  private async change(
    owner: SubscriptionOwner,
    id: string,
    apply: (subscription: Subscription, now: Date) => unknown,
  ): Promise<SubscriptionView> {
    let mailed = false;
    await this.uow.transaction(async () => {
      const subscription = await this.subscriptions.findForUpdate(id);
      if (!subscription || subscription.customerId !== owner.id) throw new SubscriptionNotFoundError();
      const before = subscription.history.length;
      const result = await apply(subscription, this.clock.now());
      mailed = result === true;
      if (subscription.history.length !== before) await this.subscriptions.save(subscription);
    });
    if (mailed) this.mails.nudge();
    return this.reads.get(owner.id, id);
  }
}
