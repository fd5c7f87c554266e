import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What another module does when an account is deleted, inside the deleting transaction and with the
 * account's row locked: e.g. ordering detaches the customer's orders (customer link set to null,
 * billing snapshot kept: orders are retained 10 years). A participant that throws cancels the deletion.
 */
export interface AccountDeletionParticipant {
  beforeAccountDeleted(userId: string, manager: EntityManager): Promise<void>;
}

/**
 * The participants, registered by their modules at start (`onModuleInit`), so identity never imports
 * the modules that depend on it.
 */
@Injectable()
export class AccountDeletionParticipants {
  private readonly participants: AccountDeletionParticipant[] = [];

  register(participant: AccountDeletionParticipant): void {
    if (!this.participants.includes(participant)) this.participants.push(participant);
  }

  async beforeAccountDeleted(userId: string, manager: EntityManager): Promise<void> {
    for (const participant of this.participants) await participant.beforeAccountDeleted(userId, manager);
  }
}
