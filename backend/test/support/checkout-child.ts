/**
 * A real shop process for the checkout crash test (test/checkout-process-kill.api.spec.ts), started with
 * `node -r ./test/support/register-ts.cjs -e "require('./test/support/checkout-child.ts')"`: the
 * application of main.ts (configuration from the environment, its own in-process Mollie sandbox in
 * DATA_DIR) listening on a port the system chose (PUBLIC_URL names it), whose checkout stops right after
 * Mollie created the payment and before it is attached to the order. It prints
 * `READY <port> <session token>` for a new customer, then `PAYMENT-CREATED` when a checkout reaches that
 * point; the test then kills it with SIGKILL.
 */
import { createApp, listenFirst } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { FaultPoint, FaultPoints } from '../../src/shared/fault-points.js';
import { createCustomer } from './shop-fixture.js';

const faults: FaultPoints = {
  async reach(point: FaultPoint): Promise<void> {
    if (point !== 'checkout:payment-created') return;
    process.stdout.write('PAYMENT-CREATED\n');
    await new Promise(() => undefined); // never attached: this process is about to be killed
  },
};

async function main(): Promise<void> {
  const { server, port } = await listenFirst(0, '127.0.0.1');
  const config = loadConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
  const app = await createApp({
    config,
    databaseUrl: config.databaseUrl!,
    serveSpa: false,
    faults,
    listeningServer: server,
  });
  const customer = await createCustomer(app, 'tue');
  process.stdout.write(`READY ${port} ${customer.token}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
