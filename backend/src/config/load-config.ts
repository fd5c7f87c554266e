import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { DEFAULT_DATABASE_TIMEOUTS } from '../database/data-source.js';
import { DEFAULT_EMBEDDED_PG_SHARED_DIR } from '../database/embedded-postgres-places.js';
import { AppConfig } from './app-config.js';
import { EnvironmentVariables } from './env.schema.js';
import { parseTrustProxy } from './trust-proxy.js';
import { DEFAULT_SPA_DIR, REPO_ROOT } from './paths.js';
import { shopIdentityFrom } from './shop-identity.js';

export const DEFAULT_PORT = 3000;
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
/** 0: the Mollie sandbox listens on a free port (its address is logged at start). */
export const DEFAULT_MOLLIE_SANDBOX_PORT = 0;
export const DEFAULT_MAIL_FROM = 'BoxPlaisir <bonjour@boxplaisir.local>';

/** Raised when a setting is wrong; its message names every bad variable, in French. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide : ${problems.join(' ; ')}`);
    this.name = 'ConfigError';
  }
}

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}).slice(0, 1),
    ...flatten(error.children ?? []),
  ]);
}

/** Validates the raw environment (class-validator) without touching the disk. */
export function validateEnvironment(env: NodeJS.ProcessEnv): EnvironmentVariables {
  // Only the decorated properties are validated; other variables of the environment are ignored.
  const parsed = plainToInstance(EnvironmentVariables, { ...env });
  const problems = flatten(validateSync(parsed, { forbidUnknownValues: false }));
  if (problems.length > 0) throw new ConfigError(problems);
  return parsed;
}

/** Development only: a random JWT secret generated once and kept in DATA_DIR/secrets. */
function devJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not generated yet
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Outside production only (production requires GIFT_CARD_SECRET): codes of development cards. */
const DEV_GIFT_CARD_SECRET = 'boxplaisir-development-gift-card-secret';

/**
 * Reads and validates every setting (docs/design/environments.md). Throws ConfigError naming the bad variables.
 * Relative paths (DATA_DIR, SPA_DIR) are resolved against the repository root, not the cwd.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const v = validateEnvironment(env);
  const nodeEnv = v.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = v.PORT ?? DEFAULT_PORT;
  const dataDir = path.resolve(REPO_ROOT, v.DATA_DIR ?? '.data');
  const jwtSecret = v.JWT_SECRET ?? devJwtSecret(dataDir);

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: v.DATABASE_URL,
    database: {
      connectTimeoutMs: v.DB_CONNECT_TIMEOUT_MS ?? DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
      queryTimeoutMs: v.DB_QUERY_TIMEOUT_MS ?? DEFAULT_DATABASE_TIMEOUTS.queryTimeoutMs,
    },
    dataDir,
    embeddedPgPort: v.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT,
    embeddedPgSharedDir: v.EMBEDDED_PG_SHARED_DIR ?? DEFAULT_EMBEDDED_PG_SHARED_DIR,
    jwtSecret,
    jwtSecretGenerated: v.JWT_SECRET === undefined,
    jwtTtl: v.JWT_TTL ?? '24h',
    giftCardSecret: v.GIFT_CARD_SECRET ?? DEV_GIFT_CARD_SECRET,
    mollieApiKey: v.MOLLIE_API_KEY,
    mollieSandboxPort: v.MOLLIE_SANDBOX_PORT ?? DEFAULT_MOLLIE_SANDBOX_PORT,
    mollieApiUrl: v.MOLLIE_API_URL ? `${v.MOLLIE_API_URL.replace(/\/+$/, '')}/` : undefined,
    mollieSandboxCaFile: v.MOLLIE_SANDBOX_CA_FILE
      ? path.resolve(REPO_ROOT, v.MOLLIE_SANDBOX_CA_FILE)
      : path.join(dataDir, 'mollie-sandbox', 'ca.pem'),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    google:
      v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
        ? { clientId: v.GOOGLE_CLIENT_ID, clientSecret: v.GOOGLE_CLIENT_SECRET }
        : undefined,
    googleEndpoints: {
      authorizationUrl: v.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: v.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      userInfoUrl: v.GOOGLE_USERINFO_URL ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    },
    maildev: { smtpPort: v.MAILDEV_SMTP_PORT ?? 1025, webPort: v.MAILDEV_WEB_PORT ?? 1080 },
    outbox: {
      pollMs: v.OUTBOX_POLL_MS ?? 2000,
      retryBaseMs: v.OUTBOX_RETRY_BASE_MS ?? 5000,
      maxAttempts: v.OUTBOX_MAX_ATTEMPTS ?? 12,
      leaseMs: v.OUTBOX_LEASE_MS ?? 120_000,
    },
    expirySweepMs: v.EXPIRY_SWEEP_MS,
    shutdown: { graceMs: v.SHUTDOWN_GRACE_MS ?? 20_000, drainDelayMs: v.SHUTDOWN_DRAIN_DELAY_MS ?? 0 },
    rateLimit: { limit: v.RATE_LIMIT ?? 10, ttlSeconds: v.RATE_LIMIT_TTL_SECONDS ?? 60 },
    redisUrl: v.REDIS_URL,
    trustProxy: parseTrustProxy(v.TRUST_PROXY) ?? false,
    admin: v.ADMIN_EMAIL && v.ADMIN_PASSWORD ? { email: v.ADMIN_EMAIL, password: v.ADMIN_PASSWORD } : undefined,
    schedulerEnabled: (v.SCHEDULER ?? 'on') === 'on',
    logLevel: v.LOG_LEVEL ?? 'info',
    shop: shopIdentityFrom(env),
    spaDir: v.SPA_DIR ? path.resolve(REPO_ROOT, v.SPA_DIR) : DEFAULT_SPA_DIR,
  };
  return Object.freeze(config);
}

/**
 * The configuration once the shop listens on the port the system chose for PORT=0 (tests, journeys):
 * PORT becomes that port, and a PUBLIC_URL on port 0 (the default one, or http://127.0.0.1:0) names it.
 */
export function onListeningPort(config: AppConfig, port: number): AppConfig {
  const publicUrl = new URL(config.publicUrl);
  if (publicUrl.port !== '0') return Object.freeze({ ...config, port });
  publicUrl.port = String(port);
  return Object.freeze({ ...config, port, publicUrl: publicUrl.toString().replace(/\/+$/, '') });
}
