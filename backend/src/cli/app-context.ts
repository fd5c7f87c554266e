/**
 * The application context of the one-shot commands (`npm run orders:expire`, `npm run
 * subscriptions:renew`): no cron in this process; DATABASE_URL, else the embedded PostgreSQL of DATA_DIR
 * (the running shop's, or started for the command). Nest's start-up chatter is left out: the command's
 * own lines are what an operator reads.
 *
 * Which Mollie: MOLLIE_API_KEY's, or the shared sandbox of MOLLIE_API_URL (`npm run mollie:sandbox`), like the
 * instances. Without either (development), the sandbox of `npm start` running on DATA_DIR, reached over
 * HTTPS at the address it announces (DATA_DIR/mollie-sandbox.json.owner.json): never a copy of its file.
 * When no shop runs, the command opens DATA_DIR's sandbox file itself, and a shop starting meanwhile
 * waits for it to end (one process per sandbox file).
 */
import 'reflect-metadata';
import path from 'node:path';
import { ConsoleLogger, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/load-config.js';
import { paymentsMode } from '../modules/payments/index.js';
import { SANDBOX_FILE_NAME } from '../modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { findRunningSandbox } from '../modules/payments/infrastructure/sandbox/sandbox-owner.js';
import { commandDatabase } from './command-database.js';

class CommandLogger extends ConsoleLogger {
  private static readonly QUIET = new Set(['InstanceLoader', 'NestFactory', 'RoutesResolver', 'RouterExplorer']);

  override log(message: unknown, context?: string): void {
    if (context && CommandLogger.QUIET.has(context)) return;
    super.log(message, context);
  }
}

/** Runs `work` in the app's context, then closes it (and the embedded PostgreSQL it started). */
export async function withAppContext<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const loaded = loadConfig();
  // The running shop's own sandbox, if any: the command asks THAT one (never a copy of its file).
  const runningSandbox =
    paymentsMode(loaded) === 'sandbox' ? findRunningSandbox(path.join(loaded.dataDir, SANDBOX_FILE_NAME)) : undefined;
  if (runningSandbox) console.log(`Bac à sable Mollie du processus ${runningSandbox.pid} : ${runningSandbox.apiUrl}`);
  // No cron in this process; a sandbox of its own (no shop running) on a free port.
  const config = Object.freeze({
    ...loaded,
    schedulerEnabled: false,
    mollieSandboxPort: 0,
    ...(runningSandbox ? { mollieApiUrl: runningSandbox.apiUrl, mollieSandboxCaFile: runningSandbox.caFile } : {}),
  });
  const { url, embedded } = await commandDatabase(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: url }), {
    logger: new CommandLogger({ logLevels: ['log', 'warn', 'error'] }),
    abortOnError: false,
  });
  try {
    return await work(app);
  } finally {
    await app.close();
    await embedded?.stop();
  }
}
