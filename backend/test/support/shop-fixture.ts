import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { SessionTokens } from '../../src/modules/identity/application/session-tokens.service.js';
import { ProductCatalog } from '../../src/modules/catalog/index.js';
import { MollieSandbox } from '../../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import type { SandboxPayment } from '../../src/modules/payments/infrastructure/sandbox/sandbox-store.js';
import type { Clock } from '../../src/shared/clock.js';
import type { FaultPoints } from '../../src/shared/fault-points.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { listenFirst } from '../../src/app.factory.js';
import { createTestApp } from './test-app.js';
import { waitFor } from './wait-for.js';

export interface ErrorJson {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

export interface Customer {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

export { freePort } from '../../src/database/embedded-postgres.js';

interface SandboxInternals {
  store: { get(id: string): SandboxPayment | undefined; put(payment: SandboxPayment): void; all(): SandboxPayment[] };
  recurring: { onFinalStatus(payment: SandboxPayment): void };
  webhooks: { pending: number };
}

/** The order ↔ payment consistency query (test/support/payment-disagreements.sql), shared with the e2e suite. */
export const PAYMENT_DISAGREEMENTS_SQL = fs.readFileSync(path.join(__dirname, 'payment-disagreements.sql'), 'utf8');

/** A verified customer with a complete profile in `app`'s database, and a session token. */
export async function createCustomer(
  app: INestApplicationContext,
  prefix = 'client',
  firstName = 'Camille',
): Promise<Customer> {
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.be`;
  const [row] = (await app.get(DataSource).query(
    `INSERT INTO users (email, first_name, last_name, phone, address_street, address_postal_code, address_city,
       address_country, is_email_verified)
     VALUES ($1, $2, 'Peeters', '+32470123456', 'Rue Haute 12', '1000', 'Bruxelles', 'BE', true)
     RETURNING id`,
    [email, firstName],
  )) as { id: string }[];
  const token = await app.get(SessionTokens).issue({ id: row!.id, isAdmin: false });
  return { id: row!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The real shop LISTENING on 127.0.0.1 (PUBLIC_URL points at it, so the Mollie sandbox really
 * posts our webhook over HTTP), on a database and a data folder of its own.
 */
export class ShopFixture {
  app!: NestFastifyApplication;
  database!: ScratchDatabase;
  dataSource!: DataSource;
  publicUrl = '';
  private dataDir = '';
  private customers = 0;

  static async start(
    options: {
      env?: NodeJS.ProcessEnv;
      clock?: Clock;
      faults?: FaultPoints;
      databaseUrl?: (url: string) => string;
      /** Serve the SPA build found in SPA_DIR too (pages, files, robots.txt, sitemap.xml), as `npm start` does. */
      serveSpa?: boolean;
    } = {},
  ): Promise<ShopFixture> {
    const shop = new ShopFixture();
    shop.database = await createScratchDatabase();
    shop.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-orders-'));
    // Listening on a port the system chose before the app exists, so PUBLIC_URL names a port nobody
    // else can take meanwhile (a port probed, closed and bound later could be).
    const { server, port } = await listenFirst(0, '127.0.0.1');
    shop.publicUrl = `http://127.0.0.1:${port}`;
    try {
      shop.app = await createTestApp(
        {
          DATABASE_URL: options.databaseUrl ? options.databaseUrl(shop.database.url) : shop.database.url,
          DATA_DIR: shop.dataDir,
          PUBLIC_URL: shop.publicUrl,
          ...options.env,
        },
        { clock: options.clock, faults: options.faults, serveSpa: options.serveSpa, listeningServer: server },
      );
    } catch (error) {
      server.close();
      throw error;
    }
    shop.dataSource = shop.app.get(DataSource);
    return shop;
  }

  /** Closes the app (unless a test closed it already), drops the database and the data folder. */
  async stop(options: { appClosed?: boolean } = {}): Promise<void> {
    if (!options.appClosed) await this.app?.close();
    await this.database?.drop();
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  get sandbox(): MollieSandbox {
    return this.app.get(MollieSandbox);
  }

  /** The order ↔ payment consistency query (test/support/payment-disagreements.sql), shared with the e2e suite. */
  PAYMENT_DISAGREEMENTS_SQL = fs.readFileSync(path.join(__dirname, 'payment-disagreements.sql'), 'utf8');

  /** A verified customer with a complete profile, and a session token. */
  async customer(firstName = 'Camille'): Promise<Customer> {
    return createCustomer(this.app, `client${++this.customers}`, firstName);
  }

  /** An administrator (the guard reads is_admin from the row), and a session token. */
  async admin(firstName = 'Alice', lastName = 'Gérante'): Promise<Customer> {
    const email = `admin${++this.customers}-${Date.now().toString(36)}@boutique.test`;
    const [row] = (await this.dataSource.query(
      `INSERT INTO users (email, first_name, last_name, is_admin, is_email_verified) VALUES ($1, $2, $3, true, true)
       RETURNING id`,
      [email, firstName, lastName],
    )) as { id: string }[];
    const token = await this.app.get(SessionTokens).issue({ id: row!.id, isAdmin: true });
    return { id: row!.id, email, token, auth: { authorization: `Bearer ${token}` } };
  }

  async count(table: 'orders' | 'order_payments' | 'checkout_requests' | 'order_history'): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
    return row!.n;
  }

  /**
   * The consistency check (0 expected): orders whose state disagrees with their payment rows —
   * the order's payment status differs from its current payment's row (or that row is missing); a
   * shipped-side order (payee … retournee) not paid; a waiting order already paid; money received on a
   * cancelled order, or twice on one order, without the refund flag.
   */
  async paymentDisagreements(): Promise<string[]> {
    const rows = (await this.dataSource.query(PAYMENT_DISAGREEMENTS_SQL)) as { d: string }[];
    return rows.map((row) => row.d);
  }

  async confirmationMails(orderNumber?: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'order-confirmation' AND ($1::text IS NULL OR payload->>'orderNumber' = $1)`,
      [orderNumber ?? null],
    )) as { n: number }[];
    return row!.n;
  }

  async orderRow(orderNumber: string): Promise<Record<string, unknown>> {
    const [row] = (await this.dataSource.query(`SELECT * FROM orders WHERE order_number = $1`, [
      orderNumber,
    ])) as Record<string, unknown>[];
    if (!row) throw new Error(`pas de commande ${orderNumber}`);
    return row;
  }

  async history(
    orderNumber: string,
  ): Promise<{ from_status: string | null; to_status: string; actor: string; note: string }[]> {
    return this.dataSource.query(
      `SELECT h.from_status, h.to_status, h.actor, h.note FROM order_history h JOIN orders o ON o.id = h.order_id
       WHERE o.order_number = $1 ORDER BY h.id`,
      [orderNumber],
    );
  }

  /** Sets a product's stock (and makes the in-memory catalogue read it again). */
  async setStock(productId: number, stock: number): Promise<void> {
    await this.dataSource.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stock]);
    this.app.get(ProductCatalog).invalidate();
  }

  /** Sets a product's catalogue price (and makes the in-memory catalogue read it again). */
  async setPrice(productId: number, priceCents: number): Promise<void> {
    await this.dataSource.query('UPDATE products SET price_cents = $2 WHERE id = $1', [productId, priceCents]);
    this.app.get(ProductCatalog).invalidate();
  }

  // ------------------------------------------------------------------ the sandbox's side

  sandboxPayment(id: string): SandboxPayment {
    const payment = this.sandbox.peek(id);
    if (!payment) throw new Error(`pas de paiement ${id} dans le bac à sable`);
    return payment;
  }

  /**
   * Every webhook the sandbox has rung has been answered by the shop (a cancel or an expiry rings in
   * the background, after the request that caused it has been answered).
   */
  async webhooksAnswered(timeoutMs = 10_000): Promise<void> {
    const { webhooks } = this.sandbox as unknown as SandboxInternals;
    await waitFor(async () => webhooks.pending === 0, timeoutMs, 'webhooks du bac à sable répondus');
  }

  sandboxPaymentCount(): number {
    return (this.sandbox as unknown as SandboxInternals).store.all().length;
  }

  /**
   * Mollie has the payment paid but the doorbell has not rung (yet): no webhook is sent. A paid
   * `first` payment makes its mandate valid, as at Mollie.
   */
  payAtMollieSilently(id: string): void {
    const { store, recurring } = this.sandbox as unknown as SandboxInternals;
    const payment = store.get(id)!;
    payment.status = 'paid';
    payment.method ??= 'bancontact';
    payment.paidAt = new Date().toISOString();
    store.put(payment);
    recurring.onFinalStatus(payment);
  }

  /** The shopper clicks a button of the sandbox's checkout page (which rings our webhook, then redirects). */
  async chooseAtCheckout(checkoutUrl: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'open') {
    const response = await this.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `status=${status}&method=bancontact`,
    });
    return response;
  }

  /** Mollie rings the doorbell, form-encoded. */
  webhook(id: string) {
    return this.app.inject({
      method: 'POST',
      url: '/api/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    });
  }
}

export interface CartLine {
  id: number;
  quantity: number;
  isSubscription: boolean;
  frequency?: string;
  name?: string;
  price?: number;
}

/** A checkout body in the contract's shape. */
export function paymentBody(
  amount: string,
  items: CartLine[],
  extra: { promoCode?: string; metadata?: Record<string, unknown>; [key: string]: unknown } = {},
): Record<string, unknown> {
  const { metadata, ...rest } = extra;
  return {
    amount: { value: amount, currency: 'EUR' },
    description: 'Commande BoxPlaisir',
    method: 'bancontact',
    ...rest,
    metadata: {
      items,
      billingInfo: {
        firstName: 'Camille',
        lastName: 'Peeters',
        email: 'camille@example.be',
        phone: '+32470123456',
        address: 'Rue Haute 12',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
      shippingInfo: { sameAsBilling: true },
      ...metadata,
    },
  };
}

export { waitFor };
