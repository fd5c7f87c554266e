import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyForStatus, mapError } from './error-mapping.js';
import { OUTAGE_RETRY_AFTER_SECONDS } from './outage.js';

const logger = new Logger('Requêtes refusées');

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a URL that is not valid
 * percent-encoded UTF-8, a path parameter over `maxParamLength`), answered like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { body } = mapError(error);
  logger.warn({ reqId: request.id, method: request.method, code: body.code }, `Requête refusée : ${body.code}`);
  void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser cannot read (malformed request line,
 * headers too large, bad chunked encoding, NUL in a header). No route ran, so the answer is written
 * on the socket: our JSON error body, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBodyForStatus(status));
  logger.warn({ code: error.code, status }, `Requête HTTP illisible refusée (${error.code ?? 'inconnue'})`);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** While the server closes, a request still arriving on an open connection (Fastify's own 503 is English). */
export const CLOSING_BODY = {
  statusCode: 503,
  code: 'SERVICE_CLOSING',
  message: 'Le service redémarre. Veuillez réessayer dans quelques secondes.',
} as const;

export function replyClosing(reply: FastifyReply): void {
  void reply
    .status(503)
    .header('connection', 'close')
    .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
    .header('content-type', 'application/json; charset=utf-8')
    .send(CLOSING_BODY);
}
