import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { SandboxCertificate } from './sandbox-certificate.js';
import { MollieHttpError } from './sandbox-http-error.js';
import { includes, renderMethodList, renderSandboxMethod } from './sandbox-method-view.js';
import { findSandboxMethod } from './sandbox-methods.js';
import type { SandboxPayments } from './sandbox-payments.js';
import type { SandboxRecurring } from './sandbox-recurring.js';
import type { SandboxRefunds } from './sandbox-refunds.js';
import type { SandboxLog } from './sandbox-webhooks.js';

const MAX_BODY_BYTES = 100 * 1024;
const DOCUMENTATION = 'https://docs.mollie.com/overview/handling-errors';

/**
 * How long an idle kept-alive connection stays open by default: longer than the shop's Mollie client
 * keeps idle sockets (4 s), so the client, not the server, closes them.
 */
export const SANDBOX_KEEP_ALIVE_MS = 10_000;

export interface SandboxServerDeps {
  payments: SandboxPayments;
  recurring: SandboxRecurring;
  refunds: SandboxRefunds;
  certificate: SandboxCertificate;
  log: SandboxLog;
  keepAliveTimeoutMs?: number;
  /** Resolves once the changes made so far are on disk (a change is answered only after that). */
  persisted: () => Promise<void>;
  /**
   * Requests outside /v2 (bearer-free: the standalone sandbox's checkout pages and state changes);
   * answers false when it does not know the path.
   */
  extraRoutes?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;
}

/**
 * The sandbox's HTTPS server: Mollie's v2 routes (bearer auth with any `test_` key) — GET /v2/methods
 * and /v2/methods/:id, POST /v2/payments, GET and DELETE /v2/payments/:id, /v2/payments/:id/refunds…,
 * /v2/customers… — with
 * Mollie's error shape `{status, title, detail, field?}`.
 */
export class SandboxHttpServer {
  private readonly server: https.Server;
  private endpoint = '';

  constructor(private readonly deps: SandboxServerDeps) {
    this.server = https.createServer(
      { key: deps.certificate.key, cert: deps.certificate.cert },
      (request, response) => {
        this.handle(request, response).catch((error: unknown) => {
          deps.log.warn(`Bac à sable Mollie : erreur interne (${error instanceof Error ? error.message : error})`);
          if (!response.headersSent)
            sendMollieError(response, new MollieHttpError(500, 'Internal Server Error', 'Sandbox error'));
        });
      },
    );
    this.server.keepAliveTimeout = deps.keepAliveTimeoutMs ?? SANDBOX_KEEP_ALIVE_MS;
  }

  /** e.g. https://127.0.0.1:41234/v2/ (the official client's `apiEndpoint`), once listening. */
  get apiEndpoint(): string {
    return this.endpoint;
  }

  /** How long an idle kept-alive connection stays open. */
  get keepAliveTimeoutMs(): number {
    return this.server.keepAliveTimeout;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async listen(port: number, host: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    this.endpoint = `https://${shownHost}:${this.port}/v2/`;
  }

  /** Stops accepting connections, lets requests under way finish (2 s at most) and closes idle sockets. */
  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
      const force = setTimeout(() => this.server.closeAllConnections(), 2000);
      force.unref();
    });
  }

  /** A change (any method but GET) is answered once it is on disk: a crash after the answer keeps it. */
  private async answer(response: ServerResponse, method: string, status: number, body: unknown): Promise<void> {
    if (method !== 'GET') await this.deps.persisted();
    sendJson(response, status, body);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'https://sandbox.invalid');
      if (!url.pathname.startsWith('/v2/') && this.deps.extraRoutes) {
        if (await this.deps.extraRoutes(request, response, url)) return;
      }
      const authorization = request.headers.authorization ?? '';
      if (!/^Bearer test_[A-Za-z0-9_]+$/.test(authorization)) {
        throw new MollieHttpError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      }
      const [version, resource, id, ...rest] = url.pathname.split('/').filter(Boolean);
      const method = request.method ?? 'GET';
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      if (version === 'v2' && resource === 'customers') {
        const body = method === 'POST' ? await readJson(request) : undefined;
        const segments = id === undefined ? [] : [id, ...rest];
        const [status, answer] = this.deps.recurring.handle(method, segments, body, idempotencyKey);
        return await this.answer(response, method, status, answer);
      }
      if (version === 'v2' && resource === 'payments' && id !== undefined && rest[0] === 'refunds') {
        if (rest.length > 2) throw notFound();
        const body = method === 'POST' ? await readJson(request) : undefined;
        const [status, answer] = this.deps.refunds.handle(method, id, rest[1], body, idempotencyKey);
        return await this.answer(response, method, status, answer);
      }
      if (version !== 'v2' || rest.length > 0) throw notFound();

      if (resource === 'methods' && method === 'GET') {
        const filter = this.deps.recurring.filterMethods.bind(this.deps.recurring);
        if (id === undefined) return sendJson(response, 200, renderMethodList(url, this.endpoint, filter));
        const found = findSandboxMethod(id);
        if (!found) throw new MollieHttpError(404, 'Not Found', `No method exists with id ${id}.`);
        return sendJson(
          response,
          200,
          renderSandboxMethod(found, includes(url), url.searchParams.get('locale'), this.endpoint),
        );
      }
      const payments = this.deps.payments;
      if (resource === 'payments' && id === undefined && method === 'POST') {
        return await this.answer(response, method, 201, payments.create(await readJson(request), idempotencyKey));
      }
      if (resource === 'payments' && id !== undefined && (method === 'GET' || method === 'DELETE')) {
        const payment = payments.read(id);
        if (!payment) throw new MollieHttpError(404, 'Not Found', `No payment exists with token ${id}.`);
        if (method === 'GET') return sendJson(response, 200, payments.render(payment));
        return await this.answer(response, method, 200, payments.render(payments.cancel(payment)));
      }
      if (resource === 'methods' || resource === 'payments') {
        throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
      }
      throw notFound();
    } catch (error) {
      if (error instanceof MollieHttpError) return sendMollieError(response, error);
      throw error;
    }
  }
}

function notFound(): MollieHttpError {
  return new MollieHttpError(404, 'Not Found', 'The requested resource does not exist.');
}

/** Reads a request's body as text, refusing more than 100 kB. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new MollieHttpError(400, 'Bad Request', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MollieHttpError(400, 'Bad Request', 'The request body is not valid JSON');
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (status === 204) {
    response.writeHead(204).end();
    return;
  }
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/hal+json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

export function sendMollieError(response: ServerResponse, error: MollieHttpError): void {
  sendJson(response, error.status, {
    status: error.status,
    title: error.title,
    detail: error.message,
    ...(error.field ? { field: error.field } : {}),
    _links: { documentation: { href: DOCUMENTATION, type: 'text/html' } },
  });
}
