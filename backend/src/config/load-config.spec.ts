import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, onListeningPort } from './load-config.js';
import { REPO_ROOT } from './paths.js';

describe('loadConfig', () => {
  let dataDir: string;
  const base = () => ({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      embeddedPgPort: 54329,
      embeddedPgSharedDir: '/var/lib/boxplaisir/postgres',
      database: { connectTimeoutMs: 5000, queryTimeoutMs: 15000 },
      mollieApiKey: undefined,
      mollieSandboxPort: 0,
      mollieApiUrl: undefined,
      jwtTtl: '24h',
      schedulerEnabled: true,
      logLevel: 'info',
      nodeEnv: 'development',
      google: undefined,
      admin: undefined,
      spaDir: path.join(REPO_ROOT, 'frontend', 'dist'),
      maildev: { smtpPort: 1025, webPort: 1080 },
      outbox: { pollMs: 2000, retryBaseMs: 5000, maxAttempts: 12 },
      rateLimit: { limit: 10, ttlSeconds: 60 },
      googleEndpoints: {
        authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        userInfoUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
      },
    });
  });

  it('reads the mail, outbox, rate-limit and Google endpoint settings', () => {
    const config = loadConfig({
      ...base(),
      MAILDEV_SMTP_PORT: '2525',
      MAILDEV_WEB_PORT: '2580',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_MAX_ATTEMPTS: '3',
      RATE_LIMIT: '2',
      RATE_LIMIT_TTL_SECONDS: '5',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9000/authorize',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9000/userinfo',
    });
    expect(config).toMatchObject({
      maildev: { smtpPort: 2525, webPort: 2580 },
      outbox: { pollMs: 100, retryBaseMs: 50, maxAttempts: 3 },
      rateLimit: { limit: 2, ttlSeconds: 5 },
      googleEndpoints: { userInfoUrl: 'http://127.0.0.1:9000/userinfo' },
    });
    for (const [name, value] of [
      ['MAILDEV_SMTP_PORT', 'x'],
      ['OUTBOX_POLL_MS', '1'],
      ['RATE_LIMIT', '0'],
      ['GOOGLE_TOKEN_URL', 'ftp://x'],
    ] as const) {
      expect(() => loadConfig({ ...base(), [name]: value })).toThrow(name);
    }
  });

  it('reads the database timeouts, and refuses values that would hang or give up at once', () => {
    expect(loadConfig({ ...base(), DB_CONNECT_TIMEOUT_MS: '2000', DB_QUERY_TIMEOUT_MS: '8000' }).database).toEqual({
      connectTimeoutMs: 2000,
      queryTimeoutMs: 8000,
    });
    for (const [name, value] of [
      ['DB_CONNECT_TIMEOUT_MS', '0'],
      ['DB_CONNECT_TIMEOUT_MS', '5s'],
      ['DB_QUERY_TIMEOUT_MS', '50'],
      ['DB_QUERY_TIMEOUT_MS', '600001'],
    ] as const) {
      expect(() => loadConfig({ ...base(), [name]: value })).toThrow(
        `Configuration invalide : ${name} doit être un entier`,
      );
    }
  });

  it('refuses a bad PORT with a French message naming PORT', () => {
    for (const PORT of ['abc', '65536', '70000', '3000.5', '-1']) {
      expect(() => loadConfig({ ...base(), PORT })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base(), PORT })).toThrow(
        'Configuration invalide : PORT doit être un entier entre 0 et 65535 (0 : un port libre)',
      );
    }
  });

  it('names every bad variable', () => {
    try {
      loadConfig({
        ...base(),
        EMBEDDED_PG_PORT: 'x',
        SCHEDULER: 'maybe',
        DATABASE_URL: 'mysql://a/b',
        REDIS_URL: 'http://x',
      });
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['EMBEDDED_PG_PORT', 'SCHEDULER', 'DATABASE_URL', 'REDIS_URL'])
        expect(message).toContain(name);
    }
  });

  it('requires DATABASE_URL, JWT_SECRET and GIFT_CARD_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /DATABASE_URL est obligatoire en production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET est obligatoire en production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /GIFT_CARD_SECRET est obligatoire en production/,
    );
    expect(() => loadConfig({ ...base(), GIFT_CARD_SECRET: 'court' })).toThrow(/GIFT_CARD_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop:secret@db:5432/boxshop',
      JWT_SECRET: 'y'.repeat(40),
      GIFT_CARD_SECRET: 'g'.repeat(40),
      ...seller,
    });
    expect(config).toMatchObject({ isProduction: true, jwtSecretGenerated: false, giftCardSecret: 'g'.repeat(40) });
  });

  const seller = {
    SHOP_LEGAL_NAME: 'Boîtes & Cie SRL',
    SHOP_VAT_NUMBER: 'be 0123.456.749',
    SHOP_ADDRESS: 'Avenue Louise 54 | 1050 Ixelles | Belgique',
  };

  it('requires the seller on invoices in production, and checks the Belgian VAT number', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop:secret@db:5432/boxshop',
      JWT_SECRET: 'y'.repeat(40),
      GIFT_CARD_SECRET: 'g'.repeat(40),
    };
    for (const name of ['SHOP_LEGAL_NAME', 'SHOP_VAT_NUMBER', 'SHOP_ADDRESS']) {
      expect(() => loadConfig({ ...production, ...seller, [name]: '' })).toThrow(
        new RegExp(`${name} est obligatoire en production`),
      );
    }
    expect(() => loadConfig({ ...production, ...seller, SHOP_VAT_NUMBER: 'BE0123456748' })).toThrow(
      /SHOP_VAT_NUMBER doit être un numéro de TVA belge valide/,
    );
    expect(() => loadConfig({ ...production, ...seller, SHOP_ADDRESS: 'Bruxelles' })).toThrow(/SHOP_ADDRESS/);
    expect(loadConfig({ ...production, ...seller }).shop).toEqual({
      legalName: 'Boîtes & Cie SRL',
      vatNumber: 'BE0123456749',
      address: ['Avenue Louise 54', '1050 Ixelles', 'Belgique'],
    });
    // Development: defaults, but a value that is set is still checked.
    expect(loadConfig(base()).shop.vatNumber).toBe('BE0123456749');
    expect(() => loadConfig({ ...base(), SHOP_VAT_NUMBER: 'FR123' })).toThrow(/SHOP_VAT_NUMBER/);
  });

  it('checks pairs and formats of the optional services', () => {
    expect(() => loadConfig({ ...base(), GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base(), ADMIN_EMAIL: 'pas-un-email', ADMIN_PASSWORD: 'motdepasse' })).toThrow(
      /ADMIN_EMAIL/,
    );
    expect(() => loadConfig({ ...base(), MOLLIE_API_KEY: 'abc' })).toThrow(/MOLLIE_API_KEY/);
    for (const MOLLIE_SANDBOX_PORT of ['-1', '65536', 'abc', '80.5']) {
      expect(() => loadConfig({ ...base(), MOLLIE_SANDBOX_PORT })).toThrow(
        'Configuration invalide : MOLLIE_SANDBOX_PORT doit être un entier entre 0 et 65535 (0 : un port libre)',
      );
    }
    expect(loadConfig({ ...base(), MOLLIE_SANDBOX_PORT: '8443' }).mollieSandboxPort).toBe(8443);
    expect(() => loadConfig({ ...base(), MOLLIE_API_URL: 'http://127.0.0.1:7443/v2/' })).toThrow(
      'Configuration invalide : MOLLIE_API_URL doit être une URL https://',
    );
    const shared = loadConfig({
      ...base(),
      MOLLIE_API_URL: 'https://sandbox:7443/v2',
      MOLLIE_SANDBOX_CA_FILE: '/run/ca.pem',
    });
    expect(shared.mollieApiUrl).toBe('https://sandbox:7443/v2/');
    expect(shared.mollieSandboxCaFile).toBe('/run/ca.pem');
    expect(loadConfig(base()).mollieSandboxCaFile).toBe(path.join(dataDir, 'mollie-sandbox', 'ca.pem'));
    expect(() => loadConfig({ ...base(), JWT_TTL: 'demain' })).toThrow(/JWT_TTL/);
    expect(() => loadConfig({ ...base(), LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    const config = loadConfig({
      ...base(),
      PORT: '8080',
      PUBLIC_URL: 'https://boutique.example.be/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      ADMIN_EMAIL: 'admin@example.be',
      ADMIN_PASSWORD: 'un mot de passe solide',
      MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Box Shop <bonjour@example.be>',
      REDIS_URL: 'redis://cache:6379',
      SCHEDULER: 'OFF',
      LOG_LEVEL: 'debug',
      SPA_DIR: 'frontend/build',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://boutique.example.be',
      google: { clientId: 'id', clientSecret: 'secret' },
      admin: { email: 'admin@example.be' },
      schedulerEnabled: false,
      logLevel: 'debug',
      spaDir: path.join(REPO_ROOT, 'frontend', 'build'),
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...base(), PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('generates the development JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(first.jwtSecretGenerated).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'secrets', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('PORT=0: the port the system chose', () => {
  const env = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: os.tmpdir() };

  it('names it in the default public URL and in a public URL on port 0', () => {
    const byDefault = onListeningPort(loadConfig({ ...env, PORT: '0' }), 43117);
    expect([byDefault.port, byDefault.publicUrl]).toEqual([43117, 'http://localhost:43117']);
    const given = onListeningPort(loadConfig({ ...env, PORT: '0', PUBLIC_URL: 'http://127.0.0.1:0' }), 43117);
    expect(given.publicUrl).toBe('http://127.0.0.1:43117');
  });

  it('leaves a public URL behind a proxy as it is', () => {
    const config = onListeningPort(loadConfig({ ...env, PORT: '0', PUBLIC_URL: 'https://boutique.example.be' }), 43117);
    expect([config.port, config.publicUrl]).toEqual([43117, 'https://boutique.example.be']);
  });
});
