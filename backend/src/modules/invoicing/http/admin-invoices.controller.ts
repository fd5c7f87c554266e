import { Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../../shared/clock.js';
import { ApiErrorResponses } from '../../../shared/http/error-response.js';
import { AdminController } from '../../identity/index.js';
import { GiftCardFigures } from '../application/gift-card-figures.js';
import { ListInvoicesService } from '../application/list-invoices.service.js';
import { documentYear } from '../domain/document-number.js';
import { InvoiceListResponse, ListInvoicesQuery } from './admin-invoices.dto.js';
import { GiftCardFiguresResponse } from './gift-card-figures.dto.js';

/** The accountant's list in the back office (docs/design/invoices.md). Administrators only. */
@AdminController('admin/invoices')
export class AdminInvoicesController {
  constructor(
    private readonly invoices: ListInvoicesService,
    private readonly clock: Clock,
    private readonly giftCards: GiftCardFigures,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "Factures et notes de crédit d'un mois (ou d'une année), totaux par taux de TVA ; format=csv pour le comptable",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: InvoiceListResponse })
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED (année, mois ou format)' })
  async list(
    @Query() query: ListInvoicesQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvoiceListResponse | string> {
    const year = query.year ?? documentYear(this.clock.now());
    const month = query.month ?? null;
    if (query.format === 'csv') {
      const file = await this.invoices.csv({ year, month });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      return file.content;
    }
    return InvoiceListResponse.from(year, month, await this.invoices.ledger({ year, month }));
  }

  @Get('gift-cards')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "Cartes cadeaux (hors champ TVA) d'un mois (ou d'une année) : vendues, émises, dépensées, expirées, remboursées, encours ; format=csv pour le comptable",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: GiftCardFiguresResponse })
  @ApiErrorResponses({ 400: 'VALIDATION_FAILED (année, mois ou format)' })
  async giftCardFigures(
    @Query() query: ListInvoicesQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GiftCardFiguresResponse | string> {
    const year = query.year ?? documentYear(this.clock.now());
    const month = query.month ?? null;
    if (query.format === 'csv') {
      const file = await this.giftCards.csv({ year, month });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      return file.content;
    }
    return GiftCardFiguresResponse.from(year, month, await this.giftCards.of({ year, month }));
  }
}
