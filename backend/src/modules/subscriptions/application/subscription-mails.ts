import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { centsToDecimalString } from '../../../shared/money.js';
import { MailOutbox } from '../../notifications/index.js';
import { FREQUENCY_LABELS } from '../domain/frequency.js';
import type { Subscription } from '../domain/subscription.js';
import { frenchCalendarDate } from '../../../shared/french-dates.js';

/** Who receives a subscription's mails. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

const euros = (cents: number): string => `${centsToDecimalString(cents).replace('.', ',')} €`;
/** The same for a date that may be unknown: '' then. */
const calendarDateOrEmpty = (date: string | null): string => (date ? frenchCalendarDate(date) : '');

/** The subscription mails, written to the outbox inside the transaction that changes the subscription. */
@Injectable()
export class SubscriptionMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  private common(subscription: Subscription, to: MailRecipient) {
    const s = subscription.toSnapshot();
    return {
      firstName: to.firstName,
      boxes: s.items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(', '),
      frequency: FREQUENCY_LABELS[s.frequency],
      amount: euros(s.amountCents),
      manageLink: `${this.config.publicUrl}/abonnements`,
    };
  }

  /** What the mails about the next box add: how it will be paid, and when it comes. */
  private nextBox(subscription: Subscription, to: MailRecipient) {
    const s = subscription.toSnapshot();
    return {
      ...this.common(subscription, to),
      paymentMethod: s.paymentMethod ?? '',
      nextBox: calendarDateOrEmpty(s.nextChargeOn),
    };
  }

  /** 'Votre abonnement a commencé': what, how often, how much, the next box and where to manage it. */
  async started(subscription: Subscription, to: MailRecipient): Promise<void> {
    await this.outbox.enqueue({
      kind: 'subscription-started',
      to: to.email,
      data: this.nextBox(subscription, to),
    });
  }

  /** 'Votre abonnement est annulé': no further box, no further charge. */
  async cancelled(subscription: Subscription, to: MailRecipient): Promise<void> {
    await this.outbox.enqueue({
      kind: 'subscription-cancelled',
      to: to.email,
      data: this.common(subscription, to),
    });
  }

  /** 'Votre prochaine box arrive bientôt': what, when, how much, where to change or skip it. */
  async renewalReminder(subscription: Subscription, to: MailRecipient): Promise<void> {
    await this.outbox.enqueue({
      kind: 'subscription-renewal-reminder',
      to: to.email,
      data: this.nextBox(subscription, to),
    });
  }

  /**
   * 'Le paiement de votre abonnement a échoué': the box waits; the link sets a new payment method
   * (POST /api/subscriptions/:id/payment-method from 'Mes abonnements'); the next automatic try.
   */
  async renewalFailed(
    subscription: Subscription,
    to: MailRecipient,
    details: { orderNumber: string; nextAttemptOn: string | null },
  ): Promise<void> {
    await this.outbox.enqueue({
      kind: 'subscription-renewal-failed',
      to: to.email,
      data: {
        ...this.common(subscription, to),
        orderNumber: details.orderNumber,
        nextAttempt: calendarDateOrEmpty(details.nextAttemptOn),
        paymentMethodLink: `${this.config.publicUrl}/abonnements?moyen-de-paiement=${encodeURIComponent(subscription.id)}`,
      },
    });
  }

  /** 'Votre abonnement a pris fin': three payments failed, the box's order is cancelled. */
  async ended(subscription: Subscription, to: MailRecipient, orderNumber: string): Promise<void> {
    await this.outbox.enqueue({
      kind: 'subscription-ended',
      to: to.email,
      data: { ...this.common(subscription, to), orderNumber },
    });
  }

  /** 'Votre abonnement est en pause' until the date, and when the next box comes. */
  async paused(subscription: Subscription, to: MailRecipient): Promise<void> {
    const s = subscription.toSnapshot();
    await this.outbox.enqueue({
      kind: 'subscription-paused',
      to: to.email,
      data: {
        ...this.common(subscription, to),
        pausedUntil: calendarDateOrEmpty(s.pausedUntil),
        nextBox: calendarDateOrEmpty(s.nextChargeOn),
      },
    });
  }

  nudge(): void {
    this.outbox.nudge();
  }
}
