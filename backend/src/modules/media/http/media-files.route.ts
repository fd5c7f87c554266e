import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { MediaLibrary } from '../application/media-library.service.js';
import { MediaNotFoundError } from '../domain/media.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/<sha256>-<size>.webp: a variant of the media library, the same bytes on every instance
 * (from PostgreSQL), cached for a year by browsers and proxies (the name changes with the content).
 * Errors in the API's contract: 404 'Image introuvable', 503 while the database cannot answer.
 */
export function registerMediaFiles(
  fastify: FastifyInstance,
  library: () => MediaLibrary,
  /** The API's error answer, for what fails before the handler (the edge check's refusals). */
  errorHandler: RouteShorthandOptions['errorHandler'],
): void {
  fastify.get<{ Params: { file: string } }>('/media/:file', { errorHandler }, async (request, reply) => {
    const file = request.params.file;
    let data: Buffer;
    try {
      data = await library().variant(file);
    } catch (error) {
      void reply.header('cache-control', 'no-store');
      if (error instanceof MediaNotFoundError) {
        return reply.code(404).send({ statusCode: 404, code: error.code, message: error.message });
      }
      request.log.error({ err: error }, 'média non lu');
      return reply.code(503).header('retry-after', '5').send({
        statusCode: 503,
        code: 'MEDIA_UNAVAILABLE',
        message: 'Image momentanément indisponible, veuillez réessayer',
      });
    }
    const etag = `"${file.slice(0, -5)}"`;
    void reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(data);
  });
}
