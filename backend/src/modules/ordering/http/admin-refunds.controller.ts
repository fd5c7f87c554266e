import { Body, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { centsToEuros, eurosToCents } from '../../../shared/money.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { frenchEuros } from '../application/checkout.errors.js';
import { toRefundView } from '../application/order-refunds.query.js';
import { RefundOrderService } from '../application/refund-order.service.js';
import { RefundOrderRequest, RefundOrderResponse } from './refund.dto.js';

/** The back office gives money back (DESIGN §10). Administrators only. */
@AdminController('mollie/admin/orders')
export class AdminRefundsController {
  constructor(private readonly refundOrder: RefundOrderService) {}

  @Post(':orderId/refund')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Rembourser une commande payée chez Mollie (tout par défaut, ou une partie), émettre la note de crédit NC-… et prévenir le client',
  })
  @ApiOkResponse({ type: RefundOrderResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, REFUND_AMOUNT_TOO_HIGH (plus que le reste à rembourser)' })
  @ApiNotFoundResponse({ description: "ORDER_NOT_FOUND 'Commande introuvable'" })
  @ApiConflictResponse({
    description: 'ORDER_NOT_REFUNDABLE (non payée), ORDER_ALREADY_REFUNDED, REFUND_IN_PROGRESS, REFUND_REFUSED (Mollie)',
  })
  @ApiServiceUnavailableResponse({ description: 'PAYMENT_PROVIDER_UNAVAILABLE : Mollie injoignable, rien enregistré' })
  async refund(
    @CurrentUser() admin: User,
    @Param('orderId') orderId: string,
    @Body() body: RefundOrderRequest,
  ): Promise<RefundOrderResponse> {
    const outcome = await this.refundOrder.execute({
      orderId,
      ...(body.amount !== undefined && body.amount !== null ? { amountCents: eurosToCents(body.amount) } : {}),
      reason: body.reason.trim(),
      by: `admin:${admin.id}`,
    });
    return {
      success: true,
      message: `Remboursement de ${frenchEuros(outcome.refund.amountCents)} effectué : note de crédit ${outcome.refund.creditNoteNumber}`,
      refund: toRefundView(outcome.refund),
      refundable: centsToEuros(outcome.remainingCents),
    };
  }
}
