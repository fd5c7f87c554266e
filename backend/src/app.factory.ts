import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, RequestListener, Server } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { MAX_UPLOAD_BYTES, MediaLibrary, registerMediaFiles } from './modules/media/index.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { AllExceptionsFilter, replyWithError } from './shared/http/all-exceptions.filter.js';
import { clientErrorHandler, frameworkErrors, replyClosing } from './shared/http/framework-errors.js';
import { registerInputGuard } from './shared/http/input-guard.js';
import { registerSecurityHeaders } from './shared/http/security-headers.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import { ProductCatalog } from './modules/catalog/index.js';
import { buildOpenApiDocument, OPENAPI_TITLE } from './openapi/openapi-document.js';
import { Lifecycle } from './shared/lifecycle.js';
import { QuietStartLogger } from './shared/quiet-start-logger.js';
import { serveSpa } from './spa/serve-spa.js';

export const API_PREFIX = 'api';
export const BODY_LIMIT_BYTES = 100 * 1024;
/**
 * How long the shop keeps an idle client connection: longer than the reverse proxy keeps its idle
 * upstream connections (Caddy in docker-compose.yml: 2 min; nginx: 60 s), so that the proxy, never the
 * shop, closes them — otherwise a request the proxy sends on a connection the shop is closing fails.
 */
export const SERVER_KEEP_ALIVE_MS = 130_000;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Serving on a server that already listens: Fastify's serverFactory hands it Fastify's handler, with
 * the timeouts Fastify gives the servers it makes itself. Requests that arrive while the app is still
 * being built wait (as in a listen backlog) until `open()`, once Fastify is ready: never half-built.
 */
function servingOn(server: Server): { serverFactory: (handler: RequestListener) => Server; open(): void } {
  let handle: RequestListener | undefined;
  let open = false;
  const waiting: Parameters<RequestListener>[] = [];
  server.on('request', (request, response) => {
    if (open && handle) handle(request, response);
    else waiting.push([request, response]);
  });
  return {
    serverFactory: (handler) => {
      handle = handler;
      server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
    open: () => {
      open = true;
      for (const [request, response] of waiting.splice(0)) handle!(request, response);
    },
  };
}

/**
 * Fastify closes a server it did not start listening itself only if told: as it does for its own, no
 * new connection once closing begins (idle ones closed), and the app's close waits for the last one.
 */
function closeWithApp(fastify: FastifyInstance, server: Server): void {
  let closed: Promise<void> | undefined;
  fastify.addHook('preClose', (done) => {
    server.closeIdleConnections();
    closed = new Promise((resolve) => server.close(() => resolve()));
    done();
  });
  fastify.addHook('onClose', async () => {
    await closed;
  });
}

/**
 * An HTTP server listening on `port` (0: a free one, told by the system), before any app exists:
 * `createApp({ listeningServer })` then serves on it, so the port is never free for another to take.
 */
export async function listenFirst(port: number, host: string): Promise<{ server: Server; port: number }> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}

/** x-request-id from the proxy when it looks sane, else a fresh UUID; kept on the raw request for the logs. */
function genReqId(raw: IncomingMessage): string {
  const header = raw.headers['x-request-id'];
  const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id;
  return id;
}

export interface CreateAppOptions extends AppModuleOptions {
  /** Serve the built SPA (default true; skipped with a warning when the build is missing). */
  serveSpa?: boolean;
  /**
   * An HTTP server already listening, to serve on instead of calling listen: bound to port 0 before
   * the app is built, so that PUBLIC_URL can name the port it got (PORT=0 in main.ts, the tests' shops).
   */
  listeningServer?: Server;
}

/**
 * Builds the whole HTTP application (Fastify, security headers, compression, prefix, pipes,
 * filter, OpenAPI, SPA) and initialises it, without listening. Used by main.ts and by the tests.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const serving = options.listeningServer ? servingOn(options.listeningServer) : undefined;
  const adapter = new FastifyAdapter({
    logger: false,
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId,
    // While closing, the hook below answers 503 in the error contract (Fastify's own body is English).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    keepAliveTimeout: SERVER_KEEP_ALIVE_MS,
    ...(serving ? { serverFactory: serving.serverFactory } : {}),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    bufferLogs: true,
    abortOnError: false,
  });
  const logger = app.get(Logger);
  app.useLogger(new QuietStartLogger(logger));
  app.flushLogs();

  const fastify = app.getHttpAdapter().getInstance();
  const lifecycle = app.get(Lifecycle);
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  if (options.listeningServer) closeWithApp(fastify, options.listeningServer);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    // Closing: a request still arriving on an open connection runs nothing and is asked to come back.
    if (closing) return replyClosing(reply);
    // Draining (SIGTERM): kept-alive clients and proxies are asked to open their next connection elsewhere.
    if (lifecycle.draining) void reply.header('connection', 'close');
    done();
  });
  registerInputGuard(fastify);

  registerSecurityHeaders(fastify);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Media library uploads (POST /api/admin/media): read lazily by the controller, after the admin guard.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: OPENAPI_TITLE,
  });

  registerMediaFiles(fastify, () => app.get(MediaLibrary), replyWithError);

  if (options.serveSpa !== false) {
    const catalog = app.get(ProductCatalog);
    await serveSpa(fastify, {
      spaDir: options.config.spaDir,
      publicUrl: options.config.publicUrl,
      productIds: async () => (await catalog.all()).map((p) => p.id),
      catalogVersion: async () => (await catalog.snapshot()).version,
      warn: (message) => logger.warn(message, 'SPA'),
      error: (message, err) => logger.error(`${message} : ${err instanceof Error ? err.stack : String(err)}`, 'SPA'),
    });
  }

  await app.init();
  if (serving) {
    await fastify.ready();
    serving.open();
  }
  return app;
}
