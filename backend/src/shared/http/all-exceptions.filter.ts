import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from './error-mapping.js';

/** The single global filter: every error becomes `{statusCode, code, message, errors?}`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Erreurs');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { body, unexpected, retryAfterSeconds } = mapError(exception);

    if (unexpected) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(
        { err, reqId: request?.id, method: request?.method, url: request?.url },
        `Erreur inattendue sur ${request?.method} ${request?.url}`,
      );
    }

    if (retryAfterSeconds !== undefined && !unexpected) {
      // An outage is logged once per request, without its stack: operators see what is down, not a bug.
      const cause = exception instanceof Error ? exception.message : String(exception);
      this.logger.warn(
        { reqId: request?.id, method: request?.method, url: request?.url },
        `Service indisponible (${body.code}) sur ${request?.method} ${request?.url} : ${cause}`,
      );
    }

    if (reply.sent) return;
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
