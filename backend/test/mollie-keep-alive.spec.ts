import { isSocketReset, MolliePaymentGateway } from '../src/modules/payments/infrastructure/mollie-payment-gateway.js';
import { MollieSandbox, SANDBOX_API_KEY } from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { SystemClock } from '../src/shared/clock.js';

/**
 * Outgoing HTTP that survives idle sockets (DESIGN §3): the Mollie client closes an idle kept-alive
 * socket before the server does, so a request after an idle pause never lands on a socket the server is
 * closing. Every webhook starts with this GET of the payment. Here the sandbox keeps idle connections
 * KEEP_ALIVE_MS (2 s instead of its 10 s, to keep the test short; the client then closes its idle
 * sockets after 1 s, from the server's Keep-Alive hint), and 1,000 GETs are sent after pauses around
 * both timeouts, 100 at a time.
 */
const KEEP_ALIVE_MS = 2_000;
const LANES = 100;
const ROUNDS = 10;

describe('Mollie client after idle pauses', () => {
  let sandbox: MollieSandbox;
  let gateway: MolliePaymentGateway;
  const clock = new SystemClock();

  beforeAll(async () => {
    sandbox = await MollieSandbox.start({
      clock,
      nodeEnv: 'test',
      checkoutBaseUrl: 'http://127.0.0.1:9/api/mollie/sandbox/checkout',
      keepAliveTimeoutMs: KEEP_ALIVE_MS,
    });
    gateway = new MolliePaymentGateway({
      apiKey: SANDBOX_API_KEY,
      apiEndpoint: sandbox.apiEndpoint,
      extraCaCertificates: [sandbox.certificatePem],
      clock,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it(`${LANES * ROUNDS} payment reads after idle pauses around the server's keep-alive timeout: none fails`, async () => {
    const payment = await gateway.createPayment({
      amountCents: 3498,
      currency: 'EUR',
      description: 'Commande BP-20261125-KEEPAL',
      redirectUrl: 'http://127.0.0.1:9/payment-result',
      metadata: { orderId: 'BP-20261125-KEEPAL' },
      idempotencyKey: 'keep-alive-test',
    });
    const failures: string[] = [];
    let reads = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let round = 0; round < ROUNDS; round++) {
          // Pauses from just under the client's idle timeout to just over the server's.
          const pause = 900 + ((lane * 37 + round * 101) % 1_300);
          await new Promise((resolve) => setTimeout(resolve, pause));
          try {
            expect((await gateway.getPayment(payment.id)).id).toBe(payment.id);
            reads++;
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(reads).toBe(LANES * ROUNDS);
  }, 60_000);

  it('knows a reset socket when it sees one (the only failure a read is sent again for)', () => {
    expect(isSocketReset(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(
      isSocketReset(new Error('request to https://api.mollie.com/v2/payments failed, reason: socket hang up')),
    ).toBe(true);
    expect(isSocketReset(new Error('Unauthorized'))).toBe(false);
  });
});
