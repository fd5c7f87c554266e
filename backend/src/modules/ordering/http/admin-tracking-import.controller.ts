import '@fastify/multipart';
import {
  BadRequestException,
  Header,
  HttpCode,
  HttpStatus,
  PayloadTooLargeException,
  Post,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponses } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { ImportTrackingService, type TrackingImportOutcome } from '../application/import-tracking.service.js';
import { TRACKING_IMPORT_MAX_BYTES, TRACKING_IMPORT_MESSAGES } from '../domain/tracking-import.js';
import { TrackingImportResponse } from './admin-tracking-import.dto.js';

const TOO_LARGE = { statusCode: 413, code: 'TRACKING_FILE_TOO_LARGE', message: TRACKING_IMPORT_MESSAGES.tooLarge };
const NOT_MULTIPART = {
  statusCode: 415,
  code: 'TRACKING_FILE_NOT_MULTIPART',
  message: 'Envoyez le fichier de suivi en multipart/form-data, dans le champ « file »',
};
const NO_FILE = {
  statusCode: 400,
  code: 'TRACKING_FILE_MISSING',
  message: 'Aucun fichier reçu : envoyez le CSV de suivi dans le champ « file »',
  errors: { file: ['Aucun fichier reçu'] },
};

/**
 * The shipping run's tracking import (docs/design/shipping-run.md): administrators only (anonymous
 * 401, customer 403); a CSV of at most 2 MB in the multipart field `file`.
 */
@AdminController('admin')
export class AdminTrackingImportController {
  constructor(private readonly importTracking: ImportTrackingService) {}

  @Post('orders/tracking-import')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Importer les numéros de suivi du transporteur : chaque commande en préparation trouvée est expédiée',
    description:
      'CSV (numéro de commande, transporteur, numéro de suivi, lien facultatif ; « ; » ou « , » ; en-tête ou non), 2 Mo au plus. Un second import du même fichier ne change rien.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ type: TrackingImportResponse })
  @ApiErrorResponses({
    400: 'TRACKING_FILE_INVALID (pas un CSV, ou vide), TRACKING_FILE_MISSING, TRACKING_FILE_UPLOAD_INVALID',
    413: 'TRACKING_FILE_TOO_LARGE',
    415: 'TRACKING_FILE_NOT_MULTIPART',
  })
  async upload(@Req() request: FastifyRequest, @CurrentUser() admin: User): Promise<TrackingImportOutcome> {
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException(NOT_MULTIPART);
    let bytes: Buffer;
    try {
      const file = await request.file({
        limits: { fileSize: TRACKING_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
      });
      if (!file || file.fieldname !== 'file') throw new BadRequestException(NO_FILE);
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof BadRequestException) throw error;
      const code = (error as { code?: unknown })?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new PayloadTooLargeException(TOO_LARGE);
      }
      throw new BadRequestException({
        statusCode: 400,
        code: 'TRACKING_FILE_UPLOAD_INVALID',
        message: "L'envoi du fichier est incomplet ou mal formé",
      });
    }
    if (bytes.length === 0) throw new BadRequestException(NO_FILE);
    return this.importTracking.execute(bytes, admin.id);
  }
}
