import net from 'node:net';
import { type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { TestFaults } from './support/tcp-proxy.js';

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * While the server closes (after SIGTERM's grace period), a request still arriving on an open
 * connection runs nothing and gets a 503 in the error contract, in French, with Retry-After.
 */
describe('a request arriving while the server closes', () => {
  let shop: ShopFixture;
  let customer: Customer;
  let closed: Promise<void> | undefined;
  const faults = new TestFaults();

  beforeAll(async () => {
    shop = await ShopFixture.start({ faults });
    customer = await shop.customer();
  }, 60_000);
  afterAll(async () => {
    faults.off();
    await closed;
    await shop?.stop({ appClosed: closed !== undefined });
  });

  it('answers 503 SERVICE_CLOSING in French, never Fastify’s English body', async () => {
    // A checkout is held in flight, so its connection stays open while the server closes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    faults.on('checkout:order-committed', async () => {
      arrived();
      await held;
    });
    const port = Number(new URL(shop.publicUrl).port);
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const body = JSON.stringify(paymentBody('34.98', [{ id: 1, quantity: 1, isSubscription: false }]));
    socket.write(
      `POST /api/mollie/payments HTTP/1.1\r\nHost: shop\r\nAuthorization: ${customer.auth.authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await inFlight;

    closed = shop.app.close();
    // The server has closed its listening socket: closing has begun.
    await waitFor(async () => !(await canConnect(port)), 20_000, 'le serveur refuse les nouvelles connexions');
    socket.write('GET /api/products HTTP/1.1\r\nHost: shop\r\n\r\n');
    release();
    await ended;

    const text = Buffer.concat(chunks).toString('utf8');
    const last = text.lastIndexOf('HTTP/1.1 ');
    expect(last).toBeGreaterThan(0); // two answers: the checkout's, then the late request's
    const answer = text.slice(last);
    const [head, json] = [answer.slice(0, answer.indexOf('\r\n\r\n')), answer.slice(answer.indexOf('\r\n\r\n') + 4)];
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(json)).toEqual({
      statusCode: 503,
      code: 'SERVICE_CLOSING',
      message: 'Le service redémarre. Veuillez réessayer dans quelques secondes.',
    });
  }, 60_000);
});
