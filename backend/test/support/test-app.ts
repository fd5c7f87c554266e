import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { Clock } from '../../src/shared/clock.js';
import type { FaultPoints } from '../../src/shared/fault-points.js';

/** The real application (same factory as main.ts) on the run's throw-away database, not listening. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { serveSpa?: boolean; clock?: Clock; faults?: FaultPoints } = {},
): Promise<NestFastifyApplication> {
  const config = loadConfig({ ...process.env, ...env });
  if (!config.databaseUrl) throw new Error('DATABASE_URL manquant : la globalSetup de Jest aurait dû le définir');
  const app = await createApp({
    config,
    databaseUrl: config.databaseUrl,
    serveSpa: options.serveSpa ?? false,
    clock: options.clock,
    faults: options.faults,
  });
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
