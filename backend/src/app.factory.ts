import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import { serveSpa } from './spa/serve-spa.js';

export const API_PREFIX = 'api';
export const BODY_LIMIT_BYTES = 100 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

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
}

/**
 * Builds the whole HTTP application (Fastify, security headers, compression, prefix, pipes,
 * filter, OpenAPI, SPA) and initialises it, without listening. Used by main.ts and by the tests.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: false,
    trustProxy: true,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId,
    return503OnClosing: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    bufferLogs: true,
    abortOnError: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.flushLogs();

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Box shop — API')
      .setDescription('API de la boutique de box cadeaux : catalogue, panier, commandes, paiements.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Box shop — API',
  });

  if (options.serveSpa !== false) {
    await serveSpa(fastify, options.config.spaDir, (message) => logger.warn(message, 'SPA'));
  }

  await app.init();
  return app;
}
