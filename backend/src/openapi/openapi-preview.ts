/**
 * The OpenAPI document without a database nor network: the application module in Nest's preview mode
 * (modules and controllers are read, no provider is built, so nothing connects or listens), with a fixed
 * development configuration (sandbox payments: every controller is present).
 */
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_PREFIX } from '../app.factory.js';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/load-config.js';
import { buildOpenApiDocument } from './openapi-document.js';

export async function previewOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'development',
    JWT_SECRET: 'apercu-openapi-'.padEnd(48, 'x'),
    DATA_DIR: path.join(os.tmpdir(), 'boxshop-openapi'),
  });
  const app = await NestFactory.create(
    AppModule.forRoot({ config, databaseUrl: 'postgres://apercu.invalid/openapi' }),
    new FastifyAdapter(),
    { preview: true, logger: false, abortOnError: false },
  );
  try {
    app.setGlobalPrefix(API_PREFIX);
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
