import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { assertCanDelete } from '../domain/account-admin-rules.js';
import { UserNotFoundError } from '../domain/identity.errors.js';
import { UserRepository } from '../infrastructure/user.repository.js';
import { AccountDeletionParticipants } from './account-deletion.js';

/**
 * An administrator deletes an account: never their own, never the last administrator (checked while
 * holding the lock on every administrator row). Other modules detach what must outlive the account
 * (AccountDeletionParticipants) in the same transaction. The account's sessions end with it: the
 * guard loads the user row on every request, and a deleted row answers 401.
 */
@Injectable()
export class DeleteUserService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly participants: AccountDeletionParticipants,
  ) {}

  async execute(actorId: string, targetId: string): Promise<void> {
    if (!(await this.users.findById(targetId))) throw new UserNotFoundError();
    await this.dataSource.transaction(async (manager) => {
      const adminIds = await this.users.lockAdminIds(manager);
      const target = await this.users.lockById(targetId, manager);
      if (!target) throw new UserNotFoundError();
      assertCanDelete({ adminIds, actorId }, target);
      await this.participants.beforeAccountDeleted(target.id, manager);
      await this.users.delete(target.id, manager);
    });
  }
}
