import { Body, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/error-response.js';
import { centsToEuros, eurosToCents } from '../../../shared/money.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { frenchEuros } from '../application/checkout.errors.js';
import { toRefundView } from '../application/order-refunds.query.js';
import { RefundOrderService } from '../application/refund-order.service.js';
import { RefundOrderRequest, RefundOrderResponse } from './refund.dto.js';

/** The back office gives money back (docs/design/invoices.md). Administrators only. */
@AdminController('admin/orders')
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
  @ApiErrors(400, {
    400: 'REFUND_AMOUNT_TOO_HIGH (plus que le reste à rembourser), REFUND_AMOUNT_INVALID (moins de 0,01 €)',
    404: "ORDER_NOT_FOUND 'Commande introuvable'",
    409: 'ORDER_NOT_REFUNDABLE (non payée), ORDER_ALREADY_REFUNDED, REFUND_IN_PROGRESS, REFUND_REFUSED (Mollie)',
    503: 'PAYMENT_PROVIDER_UNAVAILABLE : Mollie injoignable, rien enregistré',
  })
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
