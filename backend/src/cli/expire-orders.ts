/**
 * `npm run orders:expire` (from the repository root, or `-w backend`): ONE recovery sweep (checkouts cut
 * between two steps are finished) and ONE expiry sweep, then exit —
 * for operators who run the sweep from an external cron with SCHEDULER=off on the API instances.
 * Same rules as the every-minute job (DESIGN §3): claims unpaid orders older than 15 minutes with
 * FOR UPDATE SKIP LOCKED (safe beside running instances), asks Mollie first, never cancels a paid
 * order, and prints what it claimed and decided. Uses DATABASE_URL, else the embedded PostgreSQL of
 * DATA_DIR (the running shop's, or started for the sweep). Exit code 1 when the sweep failed.
 *
 * Which Mollie: MOLLIE_API_KEY's, or the shared sandbox of MOLLIE_API_URL (`npm run mollie:sandbox`), like the
 * instances. Without either (development), the sandbox of `npm start` running on DATA_DIR, reached over
 * HTTPS at the address it announces (DATA_DIR/mollie-sandbox.json.owner.json): never a copy of its file.
 * When no shop runs, the sweep opens DATA_DIR's sandbox file itself, and a shop starting meanwhile
 * waits for the sweep to end (one process per sandbox file).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/load-config.js';
import { createDataSourceOptions } from '../database/data-source.js';
import { EmbeddedPostgres } from '../database/embedded-postgres.js';
import { ExpireUnpaidOrdersService, RecoverCheckoutsService } from '../modules/ordering/index.js';
import { paymentsMode } from '../modules/payments/index.js';
import { SANDBOX_FILE_NAME } from '../modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { findRunningSandbox } from '../modules/payments/infrastructure/sandbox/sandbox-owner.js';

/** Nest's start-up chatter (module loading) is left out: the sweep's own lines are what an operator reads. */
class SweepLogger extends ConsoleLogger {
  private static readonly QUIET = new Set(['InstanceLoader', 'NestFactory', 'RoutesResolver', 'RouterExplorer']);

  override log(message: unknown, context?: string): void {
    if (context && SweepLogger.QUIET.has(context)) return;
    super.log(message, context);
  }
}

async function canConnect(url: string): Promise<boolean> {
  const probe = new DataSource(createDataSourceOptions(url, { logging: false, poolSize: 1 }));
  try {
    await probe.initialize();
    return true;
  } catch {
    return false;
  } finally {
    if (probe.isInitialized) await probe.destroy();
  }
}

async function main(): Promise<number> {
  const loaded = loadConfig();
  // The running shop's own sandbox, if any: this sweep asks THAT one (never a copy of its file).
  const running =
    paymentsMode(loaded) === 'sandbox' ? findRunningSandbox(path.join(loaded.dataDir, SANDBOX_FILE_NAME)) : undefined;
  if (running) console.log(`Bac à sable Mollie du processus ${running.pid} : ${running.apiUrl}`);
  // No cron in this process; a sandbox of its own (no shop running) on a free port.
  const config = Object.freeze({
    ...loaded,
    schedulerEnabled: false,
    mollieSandboxPort: 0,
    ...(running ? { mollieApiUrl: running.apiUrl, mollieSandboxCaFile: running.caFile } : {}),
  });
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const pgDir = path.join(config.dataDir, 'pg');
    const passwordFile = `${pgDir}.password`;
    const running = fs.existsSync(passwordFile)
      ? `postgres://postgres:${encodeURIComponent(fs.readFileSync(passwordFile, 'utf8').trim())}@127.0.0.1:${config.embeddedPgPort}/boxshop`
      : undefined;
    if (running && (await canConnect(running))) {
      url = running;
    } else {
      embedded = new EmbeddedPostgres({ dataDir: pgDir, port: config.embeddedPgPort, log: () => undefined });
      await embedded.start();
      await embedded.createDatabaseIfMissing('boxshop');
      url = embedded.connectionString('boxshop');
    }
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: url }), {
    logger: new SweepLogger({ logLevels: ['log', 'warn', 'error'] }),
    abortOnError: false,
  });
  try {
    const recovery = await app.get(RecoverCheckoutsService).sweep();
    const recovered = (decision: string) => recovery.decisions.filter((d) => d.decision === decision).length;
    console.log(
      `Reprise : ${recovery.decisions.length} commande(s) interrompue(s) avant leur paiement — ` +
        `${recovered('completed')} terminée(s), ${recovered('removed')} retirée(s), ${recovered('skipped')} laissée(s) pour plus tard`,
    );
    const result = await app.get(ExpireUnpaidOrdersService).sweep();
    const count = (decision: string) => result.decisions.filter((d) => d.decision === decision).length;
    console.log(
      `Expiration : ${result.claimed} commande(s) réclamée(s) — ${count('expired')} annulée(s), ` +
        `${count('paid')} payée(s), ${count('skipped')} laissée(s) pour plus tard`,
    );
    return 0;
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Passage d'expiration impossible :", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
