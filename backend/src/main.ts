import 'reflect-metadata';
import type { Server } from 'node:http';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, listenFirst } from './app.factory.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigError, loadConfig, onListeningPort } from './config/load-config.js';
import { type EmbeddedPostgres, shopEmbeddedPostgres } from './database/embedded-postgres.js';
import { type MailCatcher, startMailCatcher } from './modules/notifications/index.js';
import { Lifecycle } from './shared/lifecycle.js';

const EMBEDDED_DATABASE = 'boxshop';
/** After the grace period: time left for the jobs, the outbox and the database to close before a forced exit. */
const SHUTDOWN_CLEANUP_MS = 15_000;

function log(message: string): void {
  console.log(`[boxshop] ${message}`);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedPostgres | undefined;
  let embeddedStarting: Promise<void> | undefined;
  let app: NestFastifyApplication | undefined;
  let mailCatcher: MailCatcher | undefined;
  let stopping = false;

  /**
   * Graceful stop (SIGTERM, SIGINT): readiness answers 503 at once and responses close their connections;
   * after SHUTDOWN_DRAIN_DELAY_MS the listener stops accepting; requests under way get SHUTDOWN_GRACE_MS
   * to finish (then their connections are cut); scheduled passes under way finish, nothing new starts;
   * the outbox dispatcher finishes the mails it is sending and records them (mails not yet sent stay in
   * the outbox for the other instances or the next start); the database closes last.
   */
  const shutdown = async (reason: string, code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log(`arrêt demandé (${reason})`);
    const { graceMs, drainDelayMs } = config.shutdown;
    const force = setTimeout(
      () => {
        console.error('[boxshop] arrêt trop long : sortie forcée');
        process.exit(1);
      },
      drainDelayMs + graceMs + SHUTDOWN_CLEANUP_MS,
    );
    force.unref();
    try {
      if (app) {
        const started = performance.now();
        app.get(Lifecycle).startDraining();
        if (drainDelayMs > 0 && code === 0) {
          log(
            `instance retirée : /api/health/ready répond 503, nouvelles connexions encore acceptées ${drainDelayMs} ms`,
          );
          await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
        }
        const server = app.getHttpServer() as Server;
        const cut = setTimeout(() => {
          log(`délai de grâce (${graceMs} ms) écoulé : les connexions restantes sont fermées`);
          server.closeAllConnections();
        }, graceMs);
        cut.unref();
        await app.close();
        clearTimeout(cut);
        log(
          `arrêt propre en ${Math.round(performance.now() - started)} ms (requêtes en cours terminées, tâches et courriels finis)`,
        );
      }
    } catch (error) {
      console.error('[boxshop] erreur en fermant l’application', error);
      code ||= 1;
    }
    try {
      await mailCatcher?.stop();
    } catch (error) {
      console.error('[boxshop] erreur en arrêtant le collecteur de courriels', error);
    }
    try {
      await embeddedStarting?.catch(() => undefined);
      await embedded?.stop();
    } catch (error) {
      console.error('[boxshop] erreur en arrêtant PostgreSQL embarqué', error);
      code ||= 1;
    }
    // stdout is a pipe under a supervisor: let the last lines out before exiting.
    process.stdout.write('', () => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal, 0));
  }

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = shopEmbeddedPostgres(config, (message) => log(`PostgreSQL embarqué : ${message}`));
      embeddedStarting = embedded.start();
      await embeddedStarting;
      await embedded.createDatabaseIfMissing(EMBEDDED_DATABASE);
      databaseUrl = embedded.connectionString(EMBEDDED_DATABASE);
    }
    if (stopping) return;
    if (!config.smtpUrl && config.nodeEnv === 'development') {
      // Development default: every mail lands in a local web inbox (maildev), nothing leaves the machine.
      try {
        mailCatcher = await startMailCatcher({
          ...config.maildev,
          mailDirectory: path.join(config.dataDir, 'maildev'),
        });
        config = Object.freeze({ ...config, smtpUrl: mailCatcher.smtpUrl });
        log(`courriels capturés (maildev) : boîte de réception sur ${mailCatcher.inboxUrl}`);
      } catch (error) {
        // Not fatal: the shop runs, mails wait in the outbox until SMTP_URL is set.
        console.warn(`[boxshop] ${(error as Error).message}`);
      }
    }
    // PORT=0 (tests, journeys): listen first on a port the system chooses, so PUBLIC_URL can name it.
    const listening = config.port === 0 ? await listenFirst(0, '0.0.0.0') : undefined;
    if (listening) {
      config = onListeningPort(config, listening.port);
      log(`écoute sur le port ${listening.port} (PORT=0 : choisi par le système)`);
    }
    app = await createApp({ config, databaseUrl, listeningServer: listening?.server });
    if (stopping) return;
    if (!listening) await app.listen({ port: config.port, host: '0.0.0.0' });
    log(`prêt sur ${config.publicUrl} (API : ${config.publicUrl}/api, documentation : ${config.publicUrl}/api/docs)`);
    if (mailCatcher) log(`boîte de réception des courriels : ${mailCatcher.inboxUrl}`);
  } catch (error) {
    console.error('[boxshop] démarrage impossible :', error instanceof Error ? error.message : error);
    await shutdown('échec du démarrage', 1);
  }
}

void main();
