import { Injectable } from '@nestjs/common';

/**
 * What another module does when an account is deleted, inside the deleting transaction (the unit of work's) and with the
 * account's row locked: e.g. ordering detaches the customer's orders (customer link set to null,
 * billing snapshot kept: orders are retained 10 years). A participant that throws cancels the deletion.
 */
export interface AccountDeletionParticipant {
  beforeAccountDeleted(userId: string): Promise<void>;
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

  async beforeAccountDeleted(userId: string): Promise<void> {
    for (const participant of this.participants) await participant.beforeAccountDeleted(userId);
  }
}
