import { Body, Get, Header, HttpCode, HttpStatus, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { writeCsv } from '../../../shared/csv.js';
import { ApiErrorResponses } from '../../../shared/http/error-response.js';
import { Clock } from '../../../shared/clock.js';
import { AdminController } from '../../identity/index.js';
import { type CsvTable, ShippingDocumentsService, type ToPrepare } from '../application/shipping-documents.service.js';
import type { PickList } from '../domain/shipping-documents.js';
import { OrderSelectionRequest } from './admin-bulk-orders.dto.js';
import { PickListQuery, PickListResponse, ToPrepareResponse } from './admin-shipping-documents.dto.js';
import { selectionOf } from './order-selection.js';

const SELECTION_ERRORS = {
  400: 'VALIDATION_FAILED, BULK_SELECTION_REQUIRED (ni liste ni filtre, ou les deux), BULK_TOO_MANY_ORDERS, ORDERS_SEARCH_TOO_SHORT',
};

/**
 * The shipping run's documents for a selection of orders (docs/design/shipping-run.md): the pick list
 * and the carrier export. Administrators only (anonymous 401, customer 403); they change nothing.
 */
@AdminController('admin')
export class AdminShippingDocumentsController {
  constructor(
    private readonly documents: ShippingDocumentsService,
    private readonly clock: Clock,
  ) {}

  @Get('orders/to-prepare')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "À préparer : les commandes payées en attente de préparation, par jour (les plus anciennes d'abord) et par box",
  })
  @ApiOkResponse({ type: ToPrepareResponse })
  toPrepare(): Promise<ToPrepare> {
    return this.documents.toPrepare();
  }

  @Post('orders/pick-list')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Liste de préparation : combien de chaque box pour la sélection, dont cadeaux et renouvellements',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: PickListResponse })
  @ApiErrorResponses(SELECTION_ERRORS)
  async pickList(
    @Body() body: OrderSelectionRequest,
    @Query() query: PickListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PickList | string> {
    if (query.format === 'csv') {
      return this.csv(reply, 'preparation', await this.documents.pickListCsv(selectionOf(body)), { bom: true });
    }
    return this.documents.pickList(selectionOf(body));
  }

  @Post('orders/carrier-export')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Export transporteur : un CSV (UTF-8, « ; », en-tête), une ligne par colis de la sélection',
    description: 'Colonnes et règles : docs/operations.md, « Export transporteur ».',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Le fichier CSV', schema: { type: 'string' } })
  @ApiErrorResponses(SELECTION_ERRORS)
  async carrierExport(
    @Body() body: OrderSelectionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.csv(reply, 'transporteur', await this.documents.carrierExport(selectionOf(body)), { bom: false });
  }

  @Post('orders/packing-slips')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Bons de livraison : un PDF, une page A5 par commande de la sélection, dans son ordre, sans aucun prix',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF, envoyé au fil des pages', schema: { type: 'string', format: 'binary' } })
  @ApiErrorResponses(SELECTION_ERRORS)
  async packingSlips(@Body() body: OrderSelectionRequest): Promise<StreamableFile> {
    const pdf = await this.documents.packingSlips(selectionOf(body));
    const day = this.day();
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="bons-de-livraison-${day}.pdf"`,
    });
  }

  @Post('orders/message-cards')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Cartes message : un PDF, une carte A6 par commande cadeau de la sélection qui porte un message',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF, envoyé au fil des cartes', schema: { type: 'string', format: 'binary' } })
  @ApiErrorResponses(SELECTION_ERRORS)
  async messageCards(@Body() body: OrderSelectionRequest): Promise<StreamableFile> {
    const pdf = await this.documents.messageCards(selectionOf(body));
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="cartes-message-${this.day()}.pdf"`,
    });
  }

  private day(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  private csv(reply: FastifyReply, name: string, table: CsvTable, options: { bom: boolean }): string {
    const day = this.day();
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}-${day}.csv"`);
    return writeCsv([table.header, ...table.rows], options);
  }
}
