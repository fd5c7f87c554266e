import { Body, Get, Header, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { type AdminOrderView } from '../application/admin-order.view.js';
import { GetAdminOrderService } from '../application/get-admin-order.service.js';
import { GetOrderStatsService, type OrderStatsView } from '../application/get-order-stats.service.js';
import { type AdminOrderListPage, ListAdminOrdersService } from '../application/list-admin-orders.service.js';
import { listQueryOf } from './order-selection.js';
import {
  AdminOrderListResponse,
  AdminOrderResponse,
  ListAdminOrdersQuery,
  OrderStatsResponse,
  OrderStatusUpdatedResponse,
  UpdateOrderStatusDto,
} from './admin-orders.dto.js';
import { ChangeOrderStatusService } from '../application/change-order-status.service.js';

/**
 * The back office's order management (docs/design/orders.md): list, statistics, one order with its history, and
 * status changes through the Order aggregate. Administrators only, checked on the current user row
 * (anonymous 401, customer 403).
 */
@AdminController('admin')
export class AdminOrdersController {
  constructor(
    private readonly listOrders: ListAdminOrdersService,
    private readonly getOrder: GetAdminOrderService,
    private readonly stats: GetOrderStatsService,
    private readonly changeStatus: ChangeOrderStatusService,
  ) {}

  @Get('orders')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Commandes : filtres (état, paiement, remboursement), recherche, tri et pages côté serveur',
  })
  @ApiOkResponse({ type: AdminOrderListResponse })
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED, ORDERS_SEARCH_TOO_SHORT, ORDERS_PAGE_TOO_DEEP' })
  list(@Query() query: ListAdminOrdersQuery): Promise<AdminOrderListPage> {
    return this.listOrders.execute(listQueryOf(query));
  }

  @Get('stats')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Statistiques : commandes, chiffre d'affaires, panier moyen, à traiter, à rembourser, 30 derniers jours",
  })
  @ApiOkResponse({ type: OrderStatsResponse })
  getStats(): Promise<OrderStatsView> {
    return this.stats.execute();
  }

  @Get('orders/restock')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "À réapprovisionner : commandes à préparer créées sans stock suffisant (renouvellements d'abonnement), 20 au plus",
  })
  @ApiOkResponse({ description: '{ orders: [commande comme dans la liste, restockNeeded: true] }' })
  restock(): Promise<{ orders: AdminOrderView[] }> {
    return this.listOrders.restockNeeded();
  }

  @Get('orders/:orderId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Une commande (numéro BP-… ou identifiant) avec son historique' })
  @ApiOkResponse({ type: AdminOrderResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: "ORDER_NOT_FOUND 'Commande introuvable'" })
  get(@Param('orderId') orderId: string): Promise<AdminOrderView> {
    return this.getOrder.execute(orderId);
  }

  @Put('orders/:orderId/status')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Changer le statut (table des transitions, verrou sur la commande, historique, courriel client)',
  })
  @ApiOkResponse({ type: OrderStatusUpdatedResponse })
  @ApiErrors(400, {
    400:
      'ORDER_STATUS_UNCHANGED (même statut), ORDER_TRACKING_REQUIRED (expédition sans transporteur ou numéro), ' +
      'ORDER_CARRIER_INVALID, ORDER_TRACKING_URL_INVALID',
    404: "ORDER_NOT_FOUND 'Commande introuvable'",
    409: 'ORDER_INVALID_TRANSITION, ORDER_CHANGED_MEANWHILE, ORDER_NOTHING_TO_SHIP (cartes cadeaux seules : rien à préparer)',
  })
  async updateStatus(
    @CurrentUser() admin: User,
    @Param('orderId') orderId: string,
    @Body() body: UpdateOrderStatusDto,
  ): Promise<{ success: true; message: string; order: AdminOrderView }> {
    const changed = await this.changeStatus.execute({
      orderId,
      orderStatus: body.orderStatus,
      ...(body.expectedStatus ? { expectedStatus: body.expectedStatus } : {}),
      notes: body.notes ?? null,
      tracking: body.tracking ?? null,
      adminId: admin.id,
    });
    return { success: true, message: 'Statut mis à jour avec succès', order: await this.getOrder.execute(changed.id) };
  }
}
