import { SERVER_KEEP_ALIVE_MS } from '../src/app.factory.js';
import {
  MOLLIE_IDLE_SOCKET_MS,
  createMollieClientTrusting,
} from '../src/modules/payments/infrastructure/mollie-client.js';
import { isSocketReset, MolliePaymentGateway } from '../src/modules/payments/infrastructure/mollie-payment-gateway.js';
import {
  MollieSandbox,
  SANDBOX_API_KEY,
  SANDBOX_KEEP_ALIVE_MS,
} from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { PaymentProviderUnavailableError } from '../src/modules/payments/index.js';
import type { SandboxPayment } from '../src/modules/payments/infrastructure/sandbox/sandbox-store.js';
import { SystemClock } from '../src/shared/clock.js';
import { IdleForgettingProxy } from './support/tcp-proxy.js';
import { waitFor } from './support/wait-for.js';

/**
 * Outgoing HTTP that survives idle sockets (docs/design/resilience.md): the Mollie client closes an idle kept-alive
 * socket before the server does, so a request after an idle pause never lands on a socket the server has
 * dropped. Every webhook starts with this GET of the payment.
 *
 * The server side is the sandbox behind a relay that forgets a connection after the sandbox's keep-alive
 * time WITHOUT telling the client (as load balancers do; the next request on that socket is reset). Times
 * are the shop's own settings divided by SCALE, so the test is short but keeps their ratio: the shop's
 * agent (idle MOLLIE_IDLE_SOCKET_MS) against a server keeping SANDBOX_KEEP_ALIVE_MS. 1,000 reads after
 * pauses on both sides of both timeouts must all succeed; the same reads through a naive agent (idle
 * sockets kept a minute, no retry) must fail, or this test could not catch a regression. Through that
 * naive agent, on a socket the relay dropped, every GET (payment, methods, mandate) and a keyed creation
 * is sent again once; a creation without its key never is.
 */
// SCALE 4 leaves 1.5 s between the two idle timeouts: the client's idle timer starts when this process has
// read the whole answer, so on a loaded machine it starts late by the event loop's lag, and the gap must be
// wider than any such lag for "the client closed first" to hold. 100 lanes × 10 rounds keep the run ~30 s.
const SCALE = 4;
const SERVER_IDLE_MS = SANDBOX_KEEP_ALIVE_MS / SCALE;
const CLIENT_IDLE_MS = MOLLIE_IDLE_SOCKET_MS / SCALE;
const LANES = 100;
const ROUNDS = 10;

describe('Mollie client after idle pauses', () => {
  let sandbox: MollieSandbox;
  let proxy: IdleForgettingProxy;
  let endpoint: string;
  let paymentId: string;
  const clock = new SystemClock();

  beforeAll(async () => {
    sandbox = await MollieSandbox.start({
      clock,
      nodeEnv: 'test',
      checkoutBaseUrl: 'http://127.0.0.1:9/api/mollie/sandbox/checkout',
    });
    const direct = new URL(sandbox.apiEndpoint);
    proxy = await IdleForgettingProxy.start({ host: direct.hostname, port: Number(direct.port) }, SERVER_IDLE_MS);
    direct.port = String(proxy.port);
    endpoint = direct.toString();
    const gateway = new MolliePaymentGateway({
      apiKey: SANDBOX_API_KEY,
      apiEndpoint: sandbox.apiEndpoint,
      extraCaCertificates: [sandbox.certificatePem],
      clock,
    });
    paymentId = (
      await gateway.createPayment({
        amountCents: 3498,
        currency: 'EUR',
        description: 'Commande BP-20261125-KEEPAL',
        redirectUrl: 'http://127.0.0.1:9/payment-result',
        metadata: { orderId: 'BP-20261125-KEEPAL' },
        idempotencyKey: 'keep-alive-test',
      })
    ).id;
  });
  afterAll(async () => {
    await proxy?.stop();
    await sandbox?.close();
  });

  /** `lanes` parallel readers, each pausing before each of its `rounds` reads; answers the failures. */
  async function readAfterPauses(
    read: () => Promise<unknown>,
    lanes: number,
    rounds: number,
    pause: (lane: number, round: number) => number,
  ): Promise<{ reads: number; failures: string[] }> {
    const failures: string[] = [];
    let reads = 0;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (let round = 0; round < rounds; round++) {
          await new Promise((resolve) => setTimeout(resolve, pause(lane, round)));
          try {
            await read();
            reads++;
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      }),
    );
    return { reads, failures };
  }

  it('the shop closes idle sockets before every server it talks to does', () => {
    expect(MOLLIE_IDLE_SOCKET_MS).toBeLessThan(SANDBOX_KEEP_ALIVE_MS);
    expect(sandbox.keepAliveTimeoutMs).toBe(SANDBOX_KEEP_ALIVE_MS);
    // Behind a proxy, our own server keeps idle connections longer than any usual proxy's idle timeout (60–120 s).
    expect(SERVER_KEEP_ALIVE_MS).toBeGreaterThan(120_000);
  });

  it(`${LANES * ROUNDS} payment reads after idle pauses around both keep-alive timeouts: none fails`, async () => {
    const gateway = new MolliePaymentGateway({
      apiKey: SANDBOX_API_KEY,
      apiEndpoint: endpoint,
      extraCaCertificates: [sandbox.certificatePem],
      clock,
      idleSocketMs: CLIENT_IDLE_MS,
    });
    const resetsBefore = proxy.resets;
    // Pauses from under the client's idle timeout (0.75×) to over the server's (1.3×).
    const { reads, failures } = await readAfterPauses(
      async () => expect((await gateway.getPayment(paymentId)).id).toBe(paymentId),
      LANES,
      ROUNDS,
      (lane, round) =>
        CLIENT_IDLE_MS * 0.75 + ((lane * 37 + round * 101) % (SERVER_IDLE_MS * 1.3 - CLIENT_IDLE_MS * 0.75)),
    );
    expect(failures).toEqual([]);
    expect(reads).toBe(LANES * ROUNDS);
    expect(proxy.resets - resetsBefore).toBe(0); // the client closed first: no reused socket was dropped
  }, 240_000);

  it('a naive client keeping idle sockets longer than the server, without the retry, does fail here', async () => {
    const naive = createMollieClientTrusting(
      { apiKey: SANDBOX_API_KEY, apiEndpoint: endpoint },
      [sandbox.certificatePem],
      60_000,
    );
    // As below: on a loaded machine a batch may happen to dodge every dropped socket, so read again
    // (at most 10 batches) until one read has landed on a socket the relay dropped.
    const failures: string[] = [];
    for (let batch = 0; batch < 10 && failures.length === 0; batch++) {
      failures.push(
        ...(
          await readAfterPauses(
            () => naive.payments.get(paymentId),
            20,
            2,
            () => SERVER_IDLE_MS * 1.3,
          )
        ).failures,
      );
    }
    expect(failures.length).toBeGreaterThan(0);
  }, 90_000);

  it('the same naive agent through the gateway: each read on a dropped socket is sent again once, and succeeds', async () => {
    const gateway = new MolliePaymentGateway({
      apiKey: SANDBOX_API_KEY,
      apiEndpoint: endpoint,
      extraCaCertificates: [sandbox.certificatePem],
      clock,
      idleSocketMs: 60_000,
    });
    const resetsBefore = proxy.resets;
    // On a loaded machine a batch may happen to dodge every dropped socket: read again until the relay
    // has reset at least one reused socket, so the retry is really exercised.
    const failures: string[] = [];
    for (let batch = 0; batch < 10 && proxy.resets === resetsBefore; batch++) {
      failures.push(
        ...(
          await readAfterPauses(
            () => gateway.getPayment(paymentId),
            20,
            2,
            () => SERVER_IDLE_MS * 1.3,
          )
        ).failures,
      );
    }
    expect(proxy.resets - resetsBefore).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);

  describe('through a naive agent (idle sockets kept a minute), on a socket the relay dropped', () => {
    const naiveGateway = () =>
      new MolliePaymentGateway({
        apiKey: SANDBOX_API_KEY,
        apiEndpoint: endpoint,
        extraCaCertificates: [sandbox.certificatePem],
        clock,
        idleSocketMs: 60_000,
        methodsCacheTtlMs: 0, // every list goes to the server
      });
    /** One request opens a socket, kept idle by the agent; waits until the relay has dropped every socket. */
    async function afterDroppedSocket(gateway: MolliePaymentGateway): Promise<number> {
      await gateway.getPayment(paymentId);
      await waitFor(async () => proxy.active === 0, 30_000, 'the relay to drop the idle sockets');
      return proxy.resets;
    }
    const atSandbox = (orderId: string) =>
      (sandbox as unknown as { store: { all(): SandboxPayment[] } }).store
        .all()
        .filter((payment) => (payment.metadata as { orderId?: string } | null)?.orderId === orderId);
    const creation = (orderId: string, idempotencyKey?: string) => ({
      amountCents: 1250,
      currency: 'EUR',
      description: `Commande ${orderId}`,
      redirectUrl: 'http://127.0.0.1:9/payment-result',
      metadata: { orderId },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });

    it('the methods list (a GET) is sent again once, and succeeds', async () => {
      const gateway = naiveGateway();
      const resetsBefore = await afterDroppedSocket(gateway);
      const methods = await gateway.listMethods({ locale: 'fr_BE' });
      expect(methods.map((method) => method.id)).toContain('bancontact');
      expect(proxy.resets - resetsBefore).toBe(1);
    });

    it('a mandate read (a GET) is sent again once: an unknown mandate is still null, not an outage', async () => {
      const gateway = naiveGateway();
      const customer = await gateway.createCustomer({ name: 'Léa', email: 'lea@example.be', metadata: {} });
      const resetsBefore = await afterDroppedSocket(gateway);
      await expect(gateway.getMandate(customer.id, 'mdt_inconnu123')).resolves.toBeNull();
      expect(proxy.resets - resetsBefore).toBe(1);
    });

    it('a creation carrying its idempotency key is sent again once: one payment', async () => {
      const gateway = naiveGateway();
      const resetsBefore = await afterDroppedSocket(gateway);
      const payment = await gateway.createPayment(creation('BP-KEEPAL-CLE', 'cle-apres-pause'));
      expect(proxy.resets - resetsBefore).toBe(1);
      expect(atSandbox('BP-KEEPAL-CLE').map((p) => p.id)).toEqual([payment.id]);
    });

    it('a creation without idempotency key is never sent again: the reset is an outage', async () => {
      const gateway = naiveGateway();
      const resetsBefore = await afterDroppedSocket(gateway);
      await expect(gateway.createPayment(creation('BP-KEEPAL-SANS'))).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
      expect(proxy.resets - resetsBefore).toBe(1);
      expect(atSandbox('BP-KEEPAL-SANS')).toEqual([]);
    });
  });

  it('knows a reset socket when it sees one (the only failure a read is sent again for)', () => {
    expect(isSocketReset(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(
      isSocketReset(new Error('request to https://api.mollie.com/v2/payments failed, reason: socket hang up')),
    ).toBe(true);
    expect(isSocketReset(new Error('Unauthorized'))).toBe(false);
  });
});
