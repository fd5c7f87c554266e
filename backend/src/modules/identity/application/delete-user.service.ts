import { Injectable } from '@nestjs/common';
import { assertCanDelete } from '../domain/account-admin-rules.js';
import { UserNotFoundError } from '../domain/identity.errors.js';
import { AccountDeletionParticipants } from './account-deletion.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * An administrator deletes an account: never their own, never the last administrator (checked while
 * holding the lock on every administrator row). Other modules detach what must outlive the account
 * (AccountDeletionParticipants) in the same transaction. The account's sessions end with it: the
 * guard loads the user row on every request, and a deleted row answers 401.
 */
@Injectable()
export class DeleteUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly participants: AccountDeletionParticipants,
  ) {}

  async execute(actorId: string, targetId: string): Promise<void> {
    if (!(await this.users.findById(targetId))) throw new UserNotFoundError();
    await this.uow.transaction(async () => {
      const adminIds = await this.users.lockAdminIds();
      const target = await this.users.lockById(targetId);
      if (!target) throw new UserNotFoundError();
      assertCanDelete({ adminIds, actorId }, target);
      await this.participants.beforeAccountDeleted(target.id);
      await this.users.delete(target.id);
    });
  }
}
