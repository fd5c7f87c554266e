import type { LOG_LEVELS, NODE_ENVS } from './env.schema.js';
import type { ShopIdentity } from './shop-identity.js';
import type { TrustProxy } from './trust-proxy.js';

/** How long the shop waits on PostgreSQL before answering 503 (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS). */
export interface DatabaseTimeouts {
  /** A new connection, or a wait for a free one in the pool. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout; a server silent for this + QUERY_READ_GRACE_MS is treated as hung. */
  queryTimeoutMs: number;
}

/**
 * The validated, typed settings. Injected by class token: `constructor(private readonly config: AppConfig)`.
 * Optional external services are `undefined` when not configured (the embedded default is used instead).
 */
export class AppConfig {
  readonly nodeEnv!: (typeof NODE_ENVS)[number];
  readonly isProduction!: boolean;
  readonly port!: number;
  /** Origin of the shop as seen by browsers and Mollie, without trailing slash. */
  readonly publicUrl!: string;
  /** Absent: the embedded PostgreSQL is started (never in production). */
  readonly databaseUrl!: string | undefined;
  /**
   * DB_CONNECT_TIMEOUT_MS: a new connection or a wait for a free pooled one gives up after it;
   * DB_QUERY_TIMEOUT_MS: PostgreSQL's statement_timeout, and (+ 1 s) how long a silent server is waited for.
   */
  readonly database!: DatabaseTimeouts;
  /** Absolute path. */
  readonly dataDir!: string;
  readonly embeddedPgPort!: number;
  /** As root: where the embedded PostgreSQL's programs and cluster go when the postgres user cannot reach them in place. */
  readonly embeddedPgSharedDir!: string;
  readonly jwtSecret!: string;
  /** Whether jwtSecret was generated and kept in DATA_DIR (development only). */
  readonly jwtSecretGenerated!: boolean;
  readonly jwtTtl!: string;
  /** Keys the gift cards' derived codes and lookup hashes (docs/design/gift-cards.md). */
  readonly giftCardSecret!: string;
  /** Absent: the local Mollie sandbox is used (never in production: payments are then unavailable). */
  readonly mollieApiKey: string | undefined;
  /** Port of the Mollie sandbox's HTTPS API on 127.0.0.1 (0: a free port chosen at start). */
  readonly mollieSandboxPort!: number;
  /**
   * The shared Mollie sandbox's API (`npm run mollie:sandbox`), with a trailing slash; absent: without
   * MOLLIE_API_KEY each process runs its own sandbox. Ignored when MOLLIE_API_KEY is set.
   */
  readonly mollieApiUrl: string | undefined;
  /** Absolute path of the shared sandbox's certificate (default DATA_DIR/mollie-sandbox/ca.pem). */
  readonly mollieSandboxCaFile!: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom!: string;
  readonly google: { clientId: string; clientSecret: string } | undefined;
  /** Google's OAuth endpoints (overridable so tests can use a local OAuth2 stand-in). */
  readonly googleEndpoints!: { authorizationUrl: string; tokenUrl: string; userInfoUrl: string };
  /** Ports of the development mail catcher (maildev), started when SMTP_URL is unset outside production/test. */
  readonly maildev!: { smtpPort: number; webPort: number };
  /**
   * Mail outbox dispatcher: poll interval, first retry delay (doubles each attempt), attempts before giving up,
   * and the lease of a claimed row (a dispatcher that dies mid-send lets another one send it after the lease).
   */
  readonly outbox!: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
  /**
   * SIGTERM: readiness answers 503 at once; the listener keeps accepting `drainDelayMs` more (so the load
   * balancer notices), then stops; requests under way get `graceMs` to finish, then their connections close.
   */
  readonly shutdown!: { graceMs: number; drainDelayMs: number };
  /**
   * Period of the recovery + expiry sweep where SCHEDULER=on; absent: every minute on the clock (the
   * default). When set it also runs under NODE_ENV=test (the multi-instance suite sets it).
   */
  readonly expirySweepMs: number | undefined;
  /** Rate limit of sign-in, registration and email endpoints: `limit` requests per `ttlSeconds` per IP and route. */
  readonly rateLimit!: { limit: number; ttlSeconds: number };
  readonly redisUrl: string | undefined;
  /** TRUST_PROXY: whose X-Forwarded-For names the client (unset: nobody's, the socket address counts). */
  readonly trustProxy!: TrustProxy;
  readonly admin: { email: string; password: string } | undefined;
  readonly schedulerEnabled!: boolean;
  readonly logLevel!: (typeof LOG_LEVELS)[number];
  /** The seller on invoices: SHOP_LEGAL_NAME, SHOP_VAT_NUMBER, SHOP_ADDRESS (development defaults). */
  readonly shop!: ShopIdentity;
  /** Absolute path of the built SPA (may not exist). */
  readonly spaDir!: string;
}
