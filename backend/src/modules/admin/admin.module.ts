import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { CompactOrderFiguresService } from './application/compact-order-figures.service.js';
import { GetAdminOrderService } from './application/get-admin-order.service.js';
import { GetOrderStatsService } from './application/get-order-stats.service.js';
import { ListAdminOrdersService } from './application/list-admin-orders.service.js';
import { AdminOrdersController } from './http/admin-orders.controller.js';
import { AdminProductsController } from './http/admin-products.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { TypeOrmAdminOrdersReadModel } from './infrastructure/admin-orders.read-model.js';
import { OrderFiguresJob } from './jobs/order-figures.job.js';
import { AdminOrdersReadModel } from './application/ports/admin-orders.read-model.js';

/**
 * The back office's endpoints, behind identity's admin guard. Users: identity's account management use
 * cases. Orders: the read models of this module (list, one order with its history, statistics from the
 * daily figures) and ordering's status-change use case (the ordering module is global: see its file).
 */
@Module({
  imports: [IdentityModule, CatalogModule, InvoicingModule],
  controllers: [AdminUsersController, AdminOrdersController, AdminProductsController],
  providers: [
    { provide: AdminOrdersReadModel, useClass: TypeOrmAdminOrdersReadModel },
    ListAdminOrdersService,
    GetAdminOrderService,
    GetOrderStatsService,
    CompactOrderFiguresService,
    OrderFiguresJob,
  ],
  exports: [CompactOrderFiguresService],
})
export class AdminModule {}
