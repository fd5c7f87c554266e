import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { OrderAdministrationModule } from '../ordering/index.js';
import { CompactOrderFiguresService } from './application/compact-order-figures.service.js';
import { GetAdminOrderService } from './application/get-admin-order.service.js';
import { GetOrderStatsService } from './application/get-order-stats.service.js';
import { ListAdminOrdersService } from './application/list-admin-orders.service.js';
import { AdminOrdersController } from './http/admin-orders.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { AdminOrdersReadModel } from './infrastructure/admin-orders.read-model.js';
import { OrderFiguresJob } from './jobs/order-figures.job.js';

/**
 * The back office's endpoints, behind identity's admin guard. Users: identity's account management use
 * cases. Orders: the read models of this module (list, one order with its history, statistics from the
 * daily figures) and ordering's status-change use case.
 */
@Module({
  imports: [IdentityModule, OrderAdministrationModule],
  controllers: [AdminUsersController, AdminOrdersController],
  providers: [
    AdminOrdersReadModel,
    ListAdminOrdersService,
    GetAdminOrderService,
    GetOrderStatsService,
    CompactOrderFiguresService,
    OrderFiguresJob,
  ],
  exports: [CompactOrderFiguresService],
})
export class AdminModule {}
