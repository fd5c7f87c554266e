import { GiftBoxesService } from '../src/modules/subscriptions/application/gift-boxes.service.js';
import type { FaultPoint } from '../src/shared/fault-points.js';
import { MailCapture } from './support/mail-capture.js';
import { type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { TestFaults } from './support/tcp-proxy.js';

const LEA = {
  firstName: 'Léa',
  lastName: 'Dubois',
  email: 'lea.crash@example.be',
  address: 'Rue des Fleurs 3',
  postalCode: '5000',
  city: 'Namur',
  country: 'BE',
};

/**
 * The gifts' part of the renewal run cut right after each of its steps committed (docs/design/gifting.md):
 * the announcement (its link and its mails), then a box (its order). The next run goes on from there:
 * no box made twice, no mail sent twice. Real PostgreSQL, the sandbox, real SMTP.
 */
describe('prepaid gift subscriptions: the run cut between two steps', () => {
  let shop: ShopFixture;
  let mails: MailCapture;
  let buyer: Customer;
  const faults = new TestFaults();

  beforeAll(async () => {
    mails = new MailCapture();
    await mails.start();
    shop = await ShopFixture.start({ faults, env: { SMTP_URL: mails.smtpUrl, OUTBOX_POLL_MS: '100' } });
    buyer = await shop.customer('Camille');
  }, 60_000);

  afterEach(() => faults.off());

  afterAll(async () => {
    await shop?.stop();
    await mails?.stop();
  });

  const crashOnceAt = (point: FaultPoint) => {
    let done = false;
    faults.on(point, () => {
      if (done) return;
      done = true;
      throw new Error(`arrêt simulé après ${point}`);
    });
  };

  it('creates each box once and sends each mail once', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: buyer.auth,
      payload: paymentBody(
        '91.44',
        [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly', giftBoxes: 3 }] as never,
        {
          metadata: { giftSubscription: { recipient: LEA, message: 'Pour toi', notify: 'at_once' } },
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await shop.orderRow(orderId)).status === 'payee');
    const gifts = shop.app.get(GiftBoxesService);
    const boxes = async () =>
      (
        (await shop.dataSource.query(
          `SELECT count(*)::int AS n FROM orders o JOIN gift_subscriptions g ON g.id = o.gift_subscription_id
          JOIN orders paid ON paid.id = g.order_id WHERE paid.order_number = $1`,
          [orderId],
        )) as { n: number }[]
      )[0]!.n;

    // Cut after the announcement committed: its link and mails stay written, the run goes on with the
    // first box (due today); the next run announces nothing again.
    crashOnceAt('gift:announced');
    expect(await gifts.sweep()).toMatchObject({ announced: 0, boxes: 1, failed: 1 });
    expect(await gifts.sweep()).toMatchObject({ announced: 0, boxes: 0, failed: 0 });
    expect(await boxes()).toBe(1);

    // Cut after a box committed: nothing more is made for that date.
    await shop.dataSource.query(
      `UPDATE gift_subscriptions SET next_box_date = (now() AT TIME ZONE 'Europe/Brussels')::date
        WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
      [orderId],
    );
    crashOnceAt('gift:box-committed');
    expect(await gifts.sweep()).toMatchObject({ boxes: 0, failed: 1 });
    expect(await boxes()).toBe(2);
    expect(await gifts.sweep()).toMatchObject({ boxes: 0, failed: 0 });
    expect(await boxes()).toBe(2);

    await waitFor(async () => mails.messages.some((m) => m.to === LEA.email));
    expect(
      mails.messages.filter((m) => m.to === LEA.email && m.subject.startsWith('Un abonnement BoxPlaisir')),
    ).toHaveLength(1);
  });
});
