import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { AdminUsersController } from './http/admin-users.controller.js';

/**
 * The back office's endpoints. Users: the account management use cases of identity, behind its
 * admin guard. (Orders, statistics and status changes join this module with the ordering read models.)
 */
@Module({
  imports: [IdentityModule],
  controllers: [AdminUsersController],
})
export class AdminModule {}
