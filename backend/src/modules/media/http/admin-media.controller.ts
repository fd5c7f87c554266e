import '@fastify/multipart';
import {
  BadRequestException,
  Get,
  Header,
  HttpCode,
  PayloadTooLargeException,
  Post,
  Query,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponses, ApiErrors } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { MediaLibrary } from '../application/media-library.service.js';
import { MAX_UPLOAD_BYTES } from '../domain/media.js';
import { ListMediaQuery, MediaListResponse, MediaResponse } from './media.dto.js';

const TOO_LARGE = { statusCode: 413, code: 'MEDIA_TOO_LARGE', message: "L'image dépasse la taille maximale de 10 Mo" };
const NOT_MULTIPART = {
  statusCode: 415,
  code: 'MEDIA_NOT_MULTIPART',
  message: "Envoyez l'image en multipart/form-data, dans le champ « file »",
};
const NO_FILE = {
  statusCode: 400,
  code: 'MEDIA_FILE_MISSING',
  message: 'Aucune image reçue : envoyez un fichier dans le champ « file »',
  errors: { file: ['Aucune image reçue'] },
};

/** Errors of @fastify/multipart / busboy while reading the upload, in the error contract. */
function uploadError(error: unknown): Error {
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new PayloadTooLargeException(TOO_LARGE);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UnsupportedMediaTypeException(NOT_MULTIPART);
  return new BadRequestException({
    statusCode: 400,
    code: 'MEDIA_UPLOAD_INVALID',
    message: "L'envoi du fichier est incomplet ou mal formé",
  });
}

/**
 * The media library of the back office (docs/design/media.md): administrators upload one image at a time
 * (multipart, field `file`, at most 10 MB); the server decides whether it is an image.
 */
@AdminController('admin/media')
export class AdminMediaController {
  constructor(private readonly library: MediaLibrary) {}

  @Post()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Ajouter une image à la médiathèque (JPEG, PNG, WebP, GIF ou AVIF, 10 Mo au plus)',
    description:
      "Décodée par le serveur (l'extension et le type déclaré ne comptent pas), métadonnées retirées ; " +
      'variantes WebP carrées 150, 300, 600 et 800 px servies sous /media/<sha256>-<taille>.webp.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: MediaResponse })
  @ApiErrorResponses({
    400: 'MEDIA_NOT_AN_IMAGE, MEDIA_FILE_MISSING, MEDIA_UPLOAD_INVALID',
    413: 'MEDIA_TOO_LARGE',
    415: 'MEDIA_NOT_MULTIPART',
  })
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: User): Promise<MediaResponse> {
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException(NOT_MULTIPART);
    let bytes: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
      if (!file || file.fieldname !== 'file') throw new BadRequestException(NO_FILE);
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof BadRequestException) throw error;
      throw uploadError(error);
    }
    if (bytes.length === 0) throw new BadRequestException(NO_FILE);
    return this.library.upload(bytes, user.id);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Les images de la médiathèque, les plus récentes d’abord' })
  @ApiOkResponse({ type: MediaListResponse })
  @ApiErrors(400)
  async list(@Query() query: ListMediaQuery): Promise<MediaListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 24;
    const { media, total } = await this.library.list(page, limit);
    return { media, total, page, limit };
  }
}
