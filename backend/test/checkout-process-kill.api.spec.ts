import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CHECKOUT_LEASE_MS } from '../src/modules/ordering/application/checkout-payment-steps.js';
import { MollieSandbox, SANDBOX_FILE_NAME } from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { FixedClock } from '../src/shared/clock.js';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { type CartLine, paymentBody } from './support/shop-fixture.js';
import { createTestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * `npm start` killed (SIGKILL) right after Mollie created the payment and before it was attached: the
 * restarted shop, with its in-process sandbox on the same data folder, answers the shopper's retry with
 * the same Idempotency-Key with THAT payment. Mollie holds one payment for the order, no key stays in
 * progress. Real processes, real PostgreSQL, the sandbox over HTTPS.
 */
const BACKEND = path.resolve(__dirname, '..');
const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];
const KEY = 'cle-avant-le-crash';

describe('checkout: the shop process killed between "payment created" and "payment attached"', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let app: NestFastifyApplication | undefined;

  beforeAll(async () => {
    database = await createScratchDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-kill-'));
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await app?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the retry with the same key, after a restart, gets the same Mollie payment attached', async () => {
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'k'.repeat(48),
      SCHEDULER: 'off',
    };
    child = spawn(
      process.execPath,
      ['-r', './test/support/register-ts.cjs', '-e', "require('./test/support/checkout-child.ts')"],
      { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    let token = '';
    let created = false;
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        // The child listens on a port the system chose; PUBLIC_URL names it, for the restart below too.
        const [port, session] = line.slice('READY '.length).split(' ');
        env.PUBLIC_URL = `http://127.0.0.1:${port}`;
        token = session!;
      }
      if (line === 'PAYMENT-CREATED') {
        created = true;
        child!.kill('SIGKILL'); // Mollie has the payment, the order does not know it yet
      }
    });
    await Promise.race([
      exited.then(() => {
        if (!token) throw new Error(`le processus enfant s'est arrêté : ${stderr}`);
      }),
      waitFor(async () => token !== '', 90_000, `démarrage du processus enfant (${stderr})`),
    ]);

    const auth = { authorization: `Bearer ${token}` };
    const body = JSON.stringify(paymentBody('34.98', SMALL));
    const request = () =>
      fetch(`${env.PUBLIC_URL}/api/mollie/payments`, {
        method: 'POST',
        headers: { ...auth, 'idempotency-key': KEY, 'content-type': 'application/json' },
        body,
      });
    const cut = await request().then(
      (response) => `réponse ${response.status}`,
      () => 'connexion coupée',
    );
    await exited;
    expect([created, child.signalCode, cut]).toEqual([true, 'SIGKILL', 'connexion coupée']);

    // What the killed process left: an order without payment, its key unanswered, and at Mollie one payment.
    const db = new DataSource({ type: 'postgres', url: database.url });
    await db.initialize();
    try {
      const orders = (await db.query(`SELECT id, order_number, mollie_payment_id FROM orders`)) as {
        id: string;
        order_number: string;
        mollie_payment_id: string | null;
      }[];
      expect(orders).toHaveLength(1);
      const order = orders[0]!;
      expect(order.mollie_payment_id).toBeNull();
      const stateFile = path.join(dataDir, SANDBOX_FILE_NAME);
      const onDisk = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as {
        payments: { id: string; metadata: { orderId?: string } }[];
      };
      const atMollie = onDisk.payments.filter((payment) => payment.metadata?.orderId === order.order_number);
      expect(atMollie).toHaveLength(1);

      // The shop restarts on the same data folder, after the dead request's lease.
      const clock = new FixedClock(new Date(Date.now() + CHECKOUT_LEASE_MS + 5_000));
      app = await createTestApp(env, { clock });
      const retry = await app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: { ...auth, 'idempotency-key': KEY },
        payload: paymentBody('34.98', SMALL),
      });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toMatchObject({ id: atMollie[0]!.id, orderId: order.order_number, status: 'open' });

      const sandbox = app.get(MollieSandbox) as unknown as { store: { all(): { metadata: unknown }[] } };
      const forOrder = sandbox.store
        .all()
        .filter((payment) => (payment.metadata as { orderId?: string } | null)?.orderId === order.order_number);
      expect(forOrder).toHaveLength(1);
      expect(await db.query(`SELECT mollie_payment_id FROM orders`)).toEqual([{ mollie_payment_id: atMollie[0]!.id }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM checkout_requests WHERE response IS NULL`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
