import { Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { ReceiveWithdrawalService } from '../application/receive-withdrawal.service.js';
import { adminWithdrawalView } from '../application/withdrawal-views.js';
import { WithdrawalsQuery } from '../application/withdrawals.query.js';
import { AdminWithdrawalResponse, ListWithdrawalsQuery, WithdrawalListResponse } from './withdrawal.dto.js';

/** The back office's withdrawal requests (docs/design/invoices.md). Administrators only. */
@AdminController('admin/withdrawals')
export class AdminWithdrawalsController {
  constructor(
    private readonly query: WithdrawalsQuery,
    private readonly receive: ReceiveWithdrawalService,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Les demandes de rétractation, les plus récentes d’abord (filtre par statut)' })
  @ApiOkResponse({ type: WithdrawalListResponse })
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED' })
  async list(@Query() query: ListWithdrawalsQuery): Promise<WithdrawalListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { withdrawals, total } = await this.query.list(query.status, page, limit);
    return {
      withdrawals,
      pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit },
    };
  }

  @Post(':id/receive')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Marchandise reçue : la demande passe à « reçue » et la commande à « retournée » (puis 'Rembourser')",
  })
  @ApiOkResponse({ type: AdminWithdrawalResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: 'WITHDRAWAL_NOT_FOUND',
    409: 'WITHDRAWAL_ALREADY_RECEIVED, ORDER_INVALID_TRANSITION',
  })
  async received(@CurrentUser() admin: User, @Param('id') id: string): Promise<AdminWithdrawalResponse> {
    return adminWithdrawalView(await this.receive.execute(id, admin.id));
  }
}
