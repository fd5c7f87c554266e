import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { Clock } from '../../src/shared/clock.js';
import type { FaultPoints } from '../../src/shared/fault-points.js';
import { checkResponsesAgainstDocument } from './response-contract.js';

/** The real application (same factory as main.ts) on the run's throw-away database, not listening. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { serveSpa?: boolean; clock?: Clock; faults?: FaultPoints; listeningServer?: Server } = {},
): Promise<NestFastifyApplication> {
  // Each Jest worker keeps its own data folder: two workers never share the Mollie sandbox's state file
  // (the sandbox refuses a file another live process owns).
  const base = process.env.DATA_DIR;
  const workerDataDir = base ? path.join(base, `worker-${process.env.JEST_WORKER_ID ?? '1'}`) : undefined;
  if (workerDataDir) fs.mkdirSync(workerDataDir, { recursive: true });
  const config = loadConfig({ ...process.env, ...(workerDataDir ? { DATA_DIR: workerDataDir } : {}), ...env });
  if (!config.databaseUrl) throw new Error('DATABASE_URL manquant : la globalSetup de Jest aurait dû le définir');
  const app = await createApp({
    config,
    databaseUrl: config.databaseUrl,
    serveSpa: options.serveSpa ?? false,
    clock: options.clock,
    faults: options.faults,
    listeningServer: options.listeningServer,
  });
  await app.getHttpAdapter().getInstance().ready();
  return checkResponsesAgainstDocument(app);
}
