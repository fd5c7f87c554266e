import { AdminOnlyError, LastAdminError, SelfDeletionError, SelfDemotionError } from './identity.errors.js';
import type { User } from './user.js';

/**
 * The back office's account rules, checked against the administrators as they are in the database at
 * that moment (the caller holds a lock on every administrator row while it asks):
 * - only a current administrator acts (a token is not enough: the role may have been removed since);
 * - the shop always keeps at least one administrator;
 * - an administrator never deletes their own account nor removes their own admin rights.
 * The last-admin rule is checked first: it is the reason that holds whoever asks.
 */
export interface AdminRoster {
  /** Ids of every administrator, read under lock. */
  adminIds: readonly string[];
  /** The administrator making the change. */
  actorId: string;
}

export function assertActsAsAdmin({ adminIds, actorId }: AdminRoster): void {
  if (!adminIds.includes(actorId)) throw new AdminOnlyError();
}

export function assertCanDelete(roster: AdminRoster, target: Pick<User, 'id' | 'isAdmin'>): void {
  assertActsAsAdmin(roster);
  if (target.isAdmin && roster.adminIds.length <= 1) throw new LastAdminError('delete');
  if (target.id === roster.actorId) throw new SelfDeletionError();
}

export function assertCanChangeRole(roster: AdminRoster, target: Pick<User, 'id' | 'isAdmin'>, isAdmin: boolean): void {
  assertActsAsAdmin(roster);
  if (target.isAdmin === isAdmin || isAdmin) return; // no change, or a promotion: always allowed
  if (roster.adminIds.length <= 1) throw new LastAdminError('demote');
  if (target.id === roster.actorId) throw new SelfDemotionError();
}
