/**
 * `npm run mollie:sandbox` (after a build): the Mollie sandbox as its own process, shared by every
 * shop instance and by `npm run orders:expire` (development, tests and demo stacks only; refused when
 * NODE_ENV=production). Settings:
 * - MOLLIE_SANDBOX_PORT (default 7443; 0: a port the system chooses, printed as « écoute sur le port N »),
 *   MOLLIE_SANDBOX_HOST (default 127.0.0.1; 0.0.0.0 in a container),
 *   MOLLIE_SANDBOX_HOSTNAMES (extra names for its certificate, comma-separated, e.g. mollie-sandbox);
 * - DATA_DIR: its state lives in DATA_DIR/mollie-sandbox/ (payments, customers, mandates, key, certificate);
 * - MOLLIE_SANDBOX_CA_FILE (default DATA_DIR/mollie-sandbox/ca.pem): the certificate the instances trust;
 * - PUBLIC_URL: the shop's public origin; checkout pages are `${PUBLIC_URL}/api/mollie/sandbox/checkout/<id>`
 *   (every instance relays them here), or MOLLIE_SANDBOX_CHECKOUT_URL.
 * - MOLLIE_SANDBOX_WEBHOOK_ORIGIN: where webhooks go when PUBLIC_URL is not reachable from the sandbox
 *   (in a container: e.g. http://proxy); the path stays /api/mollie/webhook. Default: PUBLIC_URL itself.
 * Instances use it with MOLLIE_API_URL=https://<host>:<port>/v2/ and the same MOLLIE_SANDBOX_CA_FILE.
 * SIGTERM/SIGINT: stops accepting, finishes requests and webhook calls under way, writes its state, exits.
 */
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { sandboxCheckoutBaseUrl } from '../modules/payments/index.js';
import {
  STANDALONE_SANDBOX_PORT,
  startStandaloneSandbox,
} from '../modules/payments/infrastructure/sandbox/standalone-sandbox.js';
import { SystemClock } from '../shared/clock.js';

const HOSTNAME = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function log(level: 'info' | 'warn', message: string): void {
  process.stdout.write(
    `${JSON.stringify({ level, time: new Date().toISOString(), context: 'Bac à sable Mollie', message })}\n`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const env = process.env;
  const host = env.MOLLIE_SANDBOX_HOST?.trim() || '127.0.0.1';
  const hostnames = (env.MOLLIE_SANDBOX_HOSTNAMES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const bad = hostnames.find((name) => !HOSTNAME.test(name));
  if (bad !== undefined) throw new Error(`MOLLIE_SANDBOX_HOSTNAMES : « ${bad} » n'est pas un nom d'hôte`);
  const checkoutUrl = env.MOLLIE_SANDBOX_CHECKOUT_URL?.trim().replace(/\/+$/, '');
  if (checkoutUrl && !/^https?:\/\/[^\s/?#]+/.test(checkoutUrl)) {
    throw new Error('MOLLIE_SANDBOX_CHECKOUT_URL doit être une URL http(s)');
  }
  const webhookOrigin = env.MOLLIE_SANDBOX_WEBHOOK_ORIGIN?.trim().replace(/\/+$/, '');
  if (webhookOrigin && !/^https?:\/\/[^\s/?#]+$/.test(webhookOrigin)) {
    throw new Error('MOLLIE_SANDBOX_WEBHOOK_ORIGIN doit être une origine http(s), ex. http://proxy');
  }
  const port = env.MOLLIE_SANDBOX_PORT?.trim() ? config.mollieSandboxPort : STANDALONE_SANDBOX_PORT;

  const sandbox = await startStandaloneSandbox({
    clock: new SystemClock(),
    nodeEnv: config.nodeEnv,
    dir: path.join(config.dataDir, 'mollie-sandbox'),
    caFile: config.mollieSandboxCaFile,
    host,
    port,
    hostnames,
    checkoutBaseUrl: checkoutUrl || sandboxCheckoutBaseUrl(config.publicUrl),
    ...(webhookOrigin ? { webhookOrigin } : {}),
    log: { info: (message) => log('info', message), warn: (message) => log('warn', message) },
  });
  // The port it got, as the shop says it: with MOLLIE_SANDBOX_PORT=0 the system chose it, and whoever
  // started this process (tests, scripts) reads it here rather than probing a port beforehand.
  log(
    'info',
    `écoute sur le port ${sandbox.port}${port === 0 ? ' (MOLLIE_SANDBOX_PORT=0 : choisi par le système)' : ''}`,
  );
  log(
    'info',
    `Pour les instances : MOLLIE_API_URL=${sandbox.apiEndpoint} MOLLIE_SANDBOX_CA_FILE=${config.mollieSandboxCaFile}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal} reçu : arrêt du bac à sable (requêtes et webhooks en cours terminés, état écrit)`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log('warn', `arrêt difficile : ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Bac à sable Mollie impossible à démarrer :', error instanceof Error ? error.message : error);
  process.exit(1);
});
