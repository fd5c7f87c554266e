import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type AccountDeletionParticipant, AccountDeletionParticipants } from '../../identity/index.js';
import { GiftSubscriptionRepository } from './ports/gift-subscription.repository.js';

/**
 * An account is deleted (docs/design/gifting.md): the gifts it bought were paid, so their boxes still go
 * to their recipients, without a buyer to mail; the gifts it claimed go back to unclaimed (their
 * boxes still come; the link may be claimed again). In the deleting transaction.
 */
@Injectable()
export class DetachDeletedGiftCustomers implements AccountDeletionParticipant, OnModuleInit {
  private readonly logger = new Logger('Abonnements offerts');

  constructor(
    private readonly participants: AccountDeletionParticipants,
    private readonly gifts: GiftSubscriptionRepository,
  ) {}

  onModuleInit(): void {
    this.participants.register(this);
  }

  async beforeAccountDeleted(userId: string): Promise<void> {
    const detached = await this.gifts.detachCustomer(userId);
    if (detached > 0) this.logger.log(`Compte ${userId} supprimé : ${detached} abonnement(s) offert(s) détaché(s)`);
  }
}
