import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type AccountDeletionParticipant, AccountDeletionParticipants } from '../../identity/index.js';
import { OrderRepository } from './ports/order.repository.js';

/**
 * When an administrator deletes a customer's account, in the deleting transaction: the customer's orders
 * are kept (10 years, with their billing and shipping snapshots) with the customer link set to null, and
 * the checkout requests of the account go. Registered with identity at start, so identity never imports
 * ordering.
 */
@Injectable()
export class DetachDeletedCustomerService implements AccountDeletionParticipant, OnModuleInit {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly participants: AccountDeletionParticipants,
    private readonly orders: OrderRepository,
  ) {}

  onModuleInit(): void {
    this.participants.register(this);
  }

  async beforeAccountDeleted(userId: string): Promise<void> {
    const detached = await this.orders.detachCustomer(userId);
    if (detached > 0)
      this.logger.log(`Compte ${userId} supprimé : ${detached} commande(s) conservée(s) sans lien client`);
  }
}
