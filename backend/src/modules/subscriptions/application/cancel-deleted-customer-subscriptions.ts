import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { type AccountDeletionParticipant, AccountDeletionParticipants } from '../../identity/index.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';

/**
 * An account is deleted: its subscriptions are cancelled in the deleting transaction (no further
 * box, no further charge; they stay, like the orders, without anyone to mail).
 */
@Injectable()
export class CancelDeletedCustomerSubscriptions implements AccountDeletionParticipant, OnModuleInit {
  private readonly logger = new Logger('Abonnements');

  constructor(
    private readonly participants: AccountDeletionParticipants,
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.participants.register(this);
  }

  async beforeAccountDeleted(userId: string): Promise<void> {
    const ids = await this.subscriptions.idsOfCustomer(userId);
    let cancelled = 0;
    for (const id of ids) {
      const subscription = await this.subscriptions.findForUpdate(id);
      if (!subscription || subscription.status === 'annulee') continue;
      subscription.cancel(this.clock.now(), 'system', 'Compte client supprimé');
      await this.subscriptions.save(subscription);
      cancelled += 1;
    }
    if (cancelled > 0) this.logger.log(`Compte ${userId} supprimé : ${cancelled} abonnement(s) annulé(s)`);
  }
}
