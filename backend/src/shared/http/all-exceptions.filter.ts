import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from './error-mapping.js';

const logger = new Logger('Erreurs');

/**
 * Answers any error as `{statusCode, code, message, errors?}`: unexpected ones are logged with their
 * stack, outages once without it. Used by the Nest filter and by Fastify's own error handler (routes
 * outside Nest: media files, robots.txt, sitemap.xml, SPA pages), so there is one answer for all.
 */
export function replyWithError(exception: unknown, request: FastifyRequest | undefined, reply: FastifyReply): void {
  const { body, unexpected, retryAfterSeconds } = mapError(exception);

  if (unexpected) {
    const err = exception instanceof Error ? exception : new Error(String(exception));
    logger.error(
      { err, reqId: request?.id, method: request?.method, url: request?.url },
      `Erreur inattendue sur ${request?.method} ${request?.url}`,
    );
  }

  if (retryAfterSeconds !== undefined && !unexpected) {
    // An outage is logged once per request, without its stack: operators see what is down, not a bug.
    const cause = exception instanceof Error ? exception.message : String(exception);
    logger.warn(
      { reqId: request?.id, method: request?.method, url: request?.url },
      `Service indisponible (${body.code}) sur ${request?.method} ${request?.url} : ${cause}`,
    );
  }

  if (reply.sent) return;
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
  void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** The single global filter: every error becomes `{statusCode, code, message, errors?}`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    replyWithError(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}
