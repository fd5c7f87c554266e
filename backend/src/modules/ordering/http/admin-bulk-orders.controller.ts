import { Body, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { type BulkOutcome, BulkOrderActionsService } from '../application/bulk-order-actions.service.js';
import { selectionOf } from './order-selection.js';
import { BulkOrdersRequest, BulkOrdersResponse } from './admin-bulk-orders.dto.js';

/**
 * The shipping run's bulk actions (docs/design/shipping-run.md): administrators only (anonymous 401,
 * customer 403). Each order of the selection is moved on its own; the answer says which moved, which
 * were already there and which were refused, with the reason.
 */
@AdminController('admin')
export class AdminBulkOrdersController {
  constructor(private readonly bulk: BulkOrderActionsService) {}

  @Post('orders/bulk')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Action groupée sur des commandes (démarrer la préparation, marquer comme livrées)',
    description: `Une liste (orderIds) ou un filtre de la liste (filter), au plus 5 000 commandes. Chaque commande change seule ; une demande répétée ne change rien deux fois.`,
  })
  @ApiOkResponse({ type: BulkOrdersResponse })
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED, BULK_SELECTION_REQUIRED (ni liste ni filtre, ou les deux), BULK_TOO_MANY_ORDERS, ORDERS_SEARCH_TOO_SHORT',
  })
  run(@CurrentUser() admin: User, @Body() body: BulkOrdersRequest): Promise<BulkOutcome> {
    return this.bulk.execute({ selection: selectionOf(body), action: body.action, adminId: admin.id });
  }
}
