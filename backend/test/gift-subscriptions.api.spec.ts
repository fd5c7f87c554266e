import { InvoiceCatchUpService } from '../src/modules/ordering/application/invoice-catch-up.service.js';
import { useAdminOrdersDesk } from './support/admin-orders.js';
import { type Customer, type ErrorJson, paymentBody, waitFor } from './support/shop-fixture.js';

/** Box Essentielle: 29,99 €, 25,49 € by subscription, 4,99 € shipping for one box alone. */
const GIFT_LINE = (boxes: number, extra: object = {}) => [
  { id: 1, quantity: 1, isSubscription: true, frequency: 'monthly', giftBoxes: boxes, ...extra },
];
const AMOUNT: Record<number, string> = { 3: '91.44', 6: '182.88' };
const LEA = {
  firstName: 'Léa',
  lastName: 'Dubois',
  email: 'lea.gift@example.be',
  address: 'Rue des Fleurs 3',
  postalCode: '5000',
  city: 'Namur',
  country: 'BE',
};
const MESSAGE = 'Joyeux anniversaire, Léa !\nUne box par mois 🎁';
/** Nothing addressed to the recipient may show an amount or the buyer's payment. */
const PRICE = /€|EUR|\d+,\d{2}|[Pp]rix|[Tt]otal|[Ff]acture|paiement|[Rr]embours/;

interface GiftJson {
  id: string;
  kind: 'gift';
  role: 'buyer' | 'recipient';
  status: string;
  boxesTotal: number;
  boxesSent: number;
  boxesLeft: number;
  nextBoxDate: string | null;
  notified: boolean;
  claimed: boolean;
  cancelRefund: number | null;
  actions: Record<string, boolean>;
  recipient: typeof LEA;
  offered: string;
}

/**
 * Prepaid gift subscriptions (docs/design/gifting.md) against the real app: priced by the one pricing
 * function, paid once by a oneoff Mollie payment in the sandbox, announced to the recipient with a
 * claim link (real SMTP capture, read for prices), each box a 0 € prepaid order created by the run,
 * ended after the last box, claimed by the recipient, cancelled and refunded by the buyer.
 */
describe('Prepaid gift subscriptions (real app, real PostgreSQL, the Mollie sandbox, real SMTP)', () => {
  const desk = useAdminOrdersDesk();
  let lea: Customer;
  let other: Customer;

  beforeAll(async () => {
    lea = await desk.shop.customer('Léa');
    other = await desk.shop.customer('Omar');
  });

  const checkout = (
    giftSubscription: unknown,
    items: object[] = GIFT_LINE(3),
    amount = AMOUNT[3]!,
    who = desk.camille,
  ) =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: who.auth,
      payload: paymentBody(amount, items as never, { metadata: { giftSubscription } }),
    });

  const givenBy = async (who: Customer): Promise<{ given: GiftJson[]; received: GiftJson[] }> => {
    const res = await desk.call('GET', '/api/gift-subscriptions', who);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** A gift paid with Bancontact in the sandbox: its order number and the gift as the buyer sees it. */
  const stockOfBox1 = async (): Promise<{ stock: number; reserved: number }> =>
    (
      (await desk.shop.dataSource.query(`SELECT stock, reserved FROM products WHERE id = 1`)) as {
        stock: number;
        reserved: number;
      }[]
    )[0]!;

  async function paidGift(
    offer: object,
    boxes = 3,
    buyer = desk.camille,
  ): Promise<{ orderId: string; gift: GiftJson }> {
    const res = await checkout({ recipient: LEA, ...offer }, GIFT_LINE(boxes), AMOUNT[boxes], buyer);
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    const [row] = (await desk.shop.dataSource.query(
      `SELECT g.id FROM gift_subscriptions g JOIN orders o ON o.id = g.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { id: string }[];
    const gift = (await givenBy(buyer)).given.find((g) => g.id === row!.id);
    return { orderId, gift: gift! };
  }

  const run = async (id: string, what: 'next-box' | 'announce') => {
    const res = await desk.call('POST', `/api/dev/gift-subscriptions/${id}/${what}`, null);
    expect(res.statusCode).toBe(200);
    return res.json<{ boxes: number; announced: number; ended: number }>();
  };

  const mailsTo = (email: string, subject: string) =>
    desk.mails.messages.filter((m) => m.to === email && m.subject.startsWith(subject));

  const claimLinkIn = (text: string): string => /\/cadeau\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

  it('prices N boxes at the subscription price plus N shippings, as the cart shows it', async () => {
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: 1, quantity: 1, isSubscription: true, frequency: 'monthly', giftBoxes: 3 }] },
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json<{ lines: Record<string, unknown>[]; shipping: number; total: number; subtotal: number }>();
    expect(quote.lines[0]).toMatchObject({ giftBoxes: 3, unitPrice: 25.49, lineTotal: 76.47, giftShipping: 14.97 });
    expect((quote.lines[0]!.giftPriceText as string).replace(/\s/g, ' ')).toBe(
      '3 box × 25,49 € + livraison 3 × 4,99 €',
    );
    expect(quote).toMatchObject({ subtotal: 76.47, shipping: 14.97, total: 91.44 });
  });

  it('a 3-box gift: paid once and invoiced once, announced, three prepaid boxes, then over for good', async () => {
    const before = desk.mails.messages.length;
    const stockBefore = await stockOfBox1();
    const { orderId, gift } = await paidGift({ message: MESSAGE, notify: 'at_once' });
    expect(gift).toMatchObject({ kind: 'gift', role: 'buyer', status: 'active', boxesTotal: 3, boxesSent: 0 });
    expect(gift.offered).toBe('Box Essentielle, 3 box, une par mois');
    expect(gift.cancelRefund).toBe(91.44);
    const [invoice] = (await desk.shop.dataSource.query(
      `SELECT i.total_cents FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { total_cents: number }[];
    expect(invoice?.total_cents).toBe(9144);
    // The order paid for the gift took no unit: each box takes its own.
    expect(await stockOfBox1()).toEqual(stockBefore);

    // The announcement, at its time (at once: the next run), with the link and no price; the same run
    // creates the first box, due today (as soon as possible).
    expect(await run(gift.id, 'announce')).toMatchObject({ announced: 1, boxes: 1, ended: 0 });
    await waitFor(async () => mailsTo(LEA.email, 'Un abonnement BoxPlaisir vous est offert').length === 1);
    const [announced] = mailsTo(LEA.email, 'Un abonnement BoxPlaisir vous est offert');
    for (const body of [announced!.text, announced!.html]) {
      expect(body).toContain('Camille');
      expect(body).toContain('Box Essentielle, 3 box, une par mois');
      expect(body).toContain('Une box par mois 🎁');
      expect(body).toContain('Découvrir mon cadeau');
      expect(body).not.toMatch(PRICE);
    }
    await waitFor(async () => mailsTo('camille@example.be', 'Votre cadeau a été annoncé').length >= 1);
    expect((await run(gift.id, 'announce')).announced).toBe(0);

    // The two other boxes, each on its date, then none.
    const boxes: string[] = [];
    for (let n = 2; n <= 3; n++) {
      const result = await run(gift.id, 'next-box');
      expect(result.boxes).toBe(1);
      expect(result.ended).toBe(n === 3 ? 1 : 0);
    }
    expect((await run(gift.id, 'next-box')).boxes).toBe(0);
    expect(await stockOfBox1()).toEqual({ ...stockBefore, stock: stockBefore.stock - 3 });
    const rows = (await desk.shop.dataSource.query(
      `SELECT order_number, status, total_cents, items, shipping, gift, paid_at FROM orders
        WHERE gift_subscription_id = $1 ORDER BY created_at`,
      [gift.id],
    )) as Record<string, never>[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      boxes.push(row.order_number);
      expect(row).toMatchObject({ status: 'payee', total_cents: 0 });
      expect(row.items).toEqual([
        expect.objectContaining({ productId: 1, quantity: 1, unitPriceCents: 0, prepaid: true }),
      ]);
      expect(row.shipping).toMatchObject({ firstName: 'Léa', city: 'Namur' });
      expect(row.gift).toMatchObject({ recipientEmail: LEA.email, message: MESSAGE, notify: 'at_shipping' });
    }
    // The invoice catch-up (at start and in its job) leaves the boxes alone: the gift's order was invoiced.
    await desk.shop.app.get(InvoiceCatchUpService).run();
    const [{ count }] = (await desk.shop.dataSource.query(
      `SELECT count(*)::int AS count FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.gift_subscription_id = $1`,
      [gift.id],
    )) as { count: number }[];
    expect(count).toBe(0);
    expect(
      (await desk.shop.dataSource.query(
        `SELECT 1 FROM order_payments p JOIN orders o ON o.id = p.order_id
      WHERE o.gift_subscription_id = $1`,
        [gift.id],
      )) as unknown[],
    ).toEqual([]);

    const ended = (await givenBy(desk.camille)).given.find((g) => g.id === gift.id)!;
    expect(ended).toMatchObject({ status: 'terminee', boxesSent: 3, boxesLeft: 0, nextBoxDate: null });
    await waitFor(async () => mailsTo(LEA.email, 'Votre abonnement cadeau se termine').length === 1);
    const [ending] = mailsTo(LEA.email, 'Votre abonnement cadeau se termine');
    expect(ending!.text).toContain('/product/1');
    expect(ending!.text).not.toMatch(/€|EUR|\d+,\d{2}|[Ff]acture|paiement/);
    await waitFor(async () => mailsTo('camille@example.be', 'Votre abonnement offert est terminé').length === 1);
    // Each gift mail left once.
    expect(desk.mails.messages.slice(before).filter((m) => m.to === LEA.email)).toHaveLength(2);

    // The back office sees the boxes as gifts with their message.
    const box = await desk.detail(boxes[0]!);
    expect(box.gift).toMatchObject({ message: MESSAGE });
  });

  it('the recipient opens the link, claims the gift into an account and sees it without a price', async () => {
    const { gift } = await paidGift({ message: 'Pour toi', notify: 'at_once' });
    await run(gift.id, 'announce');
    await waitFor(async () =>
      mailsTo(LEA.email, 'Un abonnement BoxPlaisir vous est offert').some((m) => m.text.includes('Pour toi')),
    );
    const mail = mailsTo(LEA.email, 'Un abonnement BoxPlaisir vous est offert').find((m) =>
      m.text.includes('Pour toi'),
    )!;
    const token = claimLinkIn(mail.text);

    const anonymous = await desk.call('GET', `/api/gifts/${token}`, null);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({
      fromFirstName: 'Camille',
      offered: 'Box Essentielle, 3 box, une par mois',
      claimed: false,
    });
    expect(JSON.stringify(anonymous.json())).not.toMatch(/price|amount|refund|€/i);

    expect((await desk.call('POST', `/api/gifts/${token}/claim`, null)).statusCode).toBe(401);
    const claimed = await desk.call('POST', `/api/gifts/${token}/claim`, lea);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ claimed: true, giftSubscriptionId: gift.id });
    expect((await desk.call('POST', `/api/gifts/${token}/claim`, lea)).statusCode).toBe(200);

    const received = (await givenBy(lea)).received;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: gift.id, role: 'recipient', cancelRefund: null, fromFirstName: 'Camille' });
    expect(received[0]!.actions).toEqual({ changeAddress: true, postpone: true, changeNotice: false, cancel: false });

    // Someone else, or nobody, now learns nothing from the link.
    for (const who of [other, null]) {
      const res = await desk.call('GET', `/api/gifts/${token}`, who);
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorJson>().message).toBe('Ce cadeau a déjà été reçu sur un autre compte.');
      expect(res.body).not.toContain('Camille');
    }
    expect((await desk.call('POST', `/api/gifts/${token}/claim`, other)).statusCode).toBe(409);
    const unknown = await desk.call('GET', `/api/gifts/${'x'.repeat(43)}`, null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorJson>()).toMatchObject({
      code: 'GIFT_SUBSCRIPTION_NOT_FOUND',
      message: 'Ce cadeau est introuvable.',
    });

    // The recipient changes the address and postpones; the buyer can do neither the postponement nor see Léa's account.
    const moved = await desk.shop.app.inject({
      method: 'PATCH',
      url: `/api/gift-subscriptions/${gift.id}/address`,
      headers: lea.auth,
      payload: {
        firstName: 'Léa',
        lastName: 'Dubois',
        address: 'Avenue Louise 1',
        postalCode: '1050',
        city: 'Ixelles',
        country: 'BE',
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<GiftJson>().recipient).toMatchObject({ city: 'Ixelles', email: LEA.email });
    const next = received[0]!.nextBoxDate!;
    const later = new Date(`${next}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 10);
    const date = later.toISOString().slice(0, 10);
    expect(
      (await desk.call('POST', `/api/gift-subscriptions/${gift.id}/postpone`, desk.camille, { date })).statusCode,
    ).toBe(404);
    const postponed = await desk.call('POST', `/api/gift-subscriptions/${gift.id}/postpone`, lea, { date });
    expect(postponed.statusCode).toBe(200);
    expect(postponed.json<GiftJson>().nextBoxDate).toBe(date);
    const tooFar = await desk.call('POST', `/api/gift-subscriptions/${gift.id}/postpone`, lea, { date: '2099-01-01' });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<ErrorJson>().message).toBe('Une box peut être reportée de 2 mois au plus');

    // The recipient can neither cancel nor get money; a stranger sees nothing.
    expect((await desk.call('POST', `/api/gift-subscriptions/${gift.id}/cancel`, lea)).statusCode).toBe(404);
    expect((await desk.call('POST', `/api/gift-subscriptions/${gift.id}/cancel`, other)).statusCode).toBe(404);
    expect((await desk.call('POST', `/api/gift-subscriptions/${gift.id}/cancel`, null)).statusCode).toBe(401);
    expect((await givenBy(other)).given).toEqual([]);
  });

  it('the buyer cancels the boxes not yet sent: exactly their share refunded at Mollie with a credit note', async () => {
    const { orderId, gift } = await paidGift({ notify: 'never' }, 6);
    expect(gift.cancelRefund).toBe(182.88);
    expect((await run(gift.id, 'next-box')).boxes).toBe(1);
    const res = await desk.call('POST', `/api/gift-subscriptions/${gift.id}/cancel`, desk.camille);
    expect(res.statusCode).toBe(200);
    // 5 unsent boxes of 6: 5 × (25,49 € + 4,99 €).
    expect(res.json()).toMatchObject({
      boxesCanceled: 5,
      refunded: 152.4,
      giftSubscription: { status: 'annulee', boxesSent: 1, boxesLeft: 0 },
    });
    const refunds = (await desk.shop.dataSource.query(
      `SELECT r.amount_cents, r.status, r.credit_note_number FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { amount_cents: number; status: string; credit_note_number: string | null }[];
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 15240, status: 'done' });
    expect(refunds[0]!.credit_note_number).toMatch(/^NC-/);
    // Asked again: nothing more is refunded, and no box follows.
    const again = await desk.call('POST', `/api/gift-subscriptions/${gift.id}/cancel`, desk.camille);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ boxesCanceled: 0, refunded: 0 });
    expect((await run(gift.id, 'next-box')).boxes).toBe(0);
    // A surprise never told: the recipient hears nothing of the cancellation.
    expect(mailsTo(LEA.email, "L'abonnement qui vous était offert s'arrête")).toEqual([]);
  });

  it("the back office lists them under 'Cadeaux' with boxes sent / total, and the recurring revenue ignores them", async () => {
    const stats = async () =>
      (await desk.call('GET', '/api/admin/subscriptions/stats', desk.admin)).json<{
        monthlyRecurringRevenue: number;
        active: number;
      }>();
    const before = await stats();
    const { orderId, gift } = await paidGift({ notify: 'never' });
    expect(await stats()).toEqual(before);
    const res = await desk.call('GET', `/api/admin/gift-subscriptions?search=${gift.id}`, desk.admin);
    expect(res.statusCode).toBe(200);
    const [row] = res.json<{ giftSubscriptions: Record<string, unknown>[] }>().giftSubscriptions;
    expect(row).toMatchObject({
      id: gift.id,
      boxesTotal: 3,
      boxesSent: 0,
      orderId,
      paid: 91.44,
      buyer: { firstName: 'Camille' },
    });
    const byName = await desk.call('GET', '/api/admin/gift-subscriptions?search=lea.gift', desk.admin);
    expect(byName.json<{ giftSubscriptions: unknown[] }>().giftSubscriptions.length).toBeGreaterThan(0);
    expect((await desk.call('GET', '/api/admin/gift-subscriptions', desk.camille)).statusCode).toBe(403);
    expect((await desk.call('GET', '/api/admin/gift-subscriptions', null)).statusCode).toBe(401);
    expect((await desk.call('GET', '/api/admin/gift-subscriptions?status=demain', desk.admin)).statusCode).toBe(400);
  });

  it("a deleted account: the buyer's paid gift still sends its boxes, the recipient's claim is undone", async () => {
    const buyer = await desk.shop.customer('Bruno');
    const recipient = await desk.shop.customer('Nina');
    const { gift } = await paidGift({ notify: 'at_once', message: 'De Bruno' }, 3, buyer);
    await run(gift.id, 'announce');
    await waitFor(async () =>
      mailsTo(LEA.email, 'Un abonnement BoxPlaisir vous est offert').some((m) => m.text.includes('De Bruno')),
    );
    const mail = mailsTo(LEA.email, 'Un abonnement BoxPlaisir vous est offert').find((m) =>
      m.text.includes('De Bruno'),
    )!;
    const token = claimLinkIn(mail.text);
    expect((await desk.call('POST', `/api/gifts/${token}/claim`, recipient)).statusCode).toBe(200);

    for (const who of [buyer, recipient]) {
      const res = await desk.shop.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${who.id}`,
        headers: desk.admin.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    const [row] = (await desk.shop.dataSource.query(
      `SELECT buyer_id, claimed_by, status FROM gift_subscriptions WHERE id = $1`,
      [gift.id],
    )) as { buyer_id: string | null; claimed_by: string | null; status: string }[];
    expect(row).toEqual({ buyer_id: null, claimed_by: null, status: 'active' });
    expect((await run(gift.id, 'next-box')).boxes).toBe(1);
    const boxes = (await desk.shop.dataSource.query(
      `SELECT customer_id, status FROM orders WHERE gift_subscription_id = $1 ORDER BY created_at`,
      [gift.id],
    )) as { customer_id: string | null; status: string }[];
    expect(boxes.at(-1)).toEqual({ customer_id: null, status: 'payee' });
    // The link can be claimed again, by the recipient's new account.
    expect((await desk.call('GET', `/api/gifts/${token}`, null)).statusCode).toBe(200);
  });

  it('an administrator cancelling the paid order stops the gift: no more box', async () => {
    const { orderId, gift } = await paidGift({ notify: 'never' });
    expect((await desk.setStatus(orderId, { orderStatus: 'annulee' })).statusCode).toBe(200);
    const after = (await givenBy(desk.camille)).given.find((g) => g.id === gift.id)!;
    expect(after).toMatchObject({ status: 'annulee', boxesSent: 0, boxesLeft: 0 });
    expect((await run(gift.id, 'next-box')).boxes).toBe(0);
  });

  it('an unpaid gift is abandoned with its order and never sends a box', async () => {
    const res = await checkout({ recipient: LEA });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'failed');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).payment_status === 'failed');
    const [row] = (await desk.shop.dataSource.query(
      `SELECT g.status FROM gift_subscriptions g JOIN orders o ON o.id = g.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { status: string }[];
    expect(row?.status).toBe('en_attente');
  });

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it.each<[string, object, object[], string, string, string]>([
    [
      'a message over 300 characters',
      { recipient: LEA, message: 'é'.repeat(301) },
      GIFT_LINE(3),
      AMOUNT[3]!,
      'metadata.giftSubscription.message',
      'Le message cadeau ne peut pas dépasser 300 caractères',
    ],
    [
      'an e-mail that is not one',
      { recipient: { ...LEA, email: 'lea@' } },
      GIFT_LINE(3),
      AMOUNT[3]!,
      'metadata.giftSubscription.recipient.email',
      "L'email du destinataire n'est pas valide",
    ],
    [
      'a first box in the past',
      { recipient: LEA, firstBoxDate: '2020-01-01' },
      GIFT_LINE(3),
      AMOUNT[3]!,
      'metadata.giftSubscription.firstBoxDate',
      "La première box part au plus tôt aujourd'hui et au plus tard dans 90 jours",
    ],
    [
      'a first box beyond 90 days',
      { recipient: LEA, firstBoxDate: inDays(95) },
      GIFT_LINE(3),
      AMOUNT[3]!,
      'metadata.giftSubscription.firstBoxDate',
      "La première box part au plus tôt aujourd'hui et au plus tard dans 90 jours",
    ],
    [
      'a notification after the first box',
      { recipient: LEA, firstBoxDate: inDays(10), notify: 'at_date', notifyAt: `${inDays(20)}T09:00` },
      GIFT_LINE(3),
      AMOUNT[3]!,
      'metadata.giftSubscription.notifyAt',
      "L'annonce doit précéder la première box",
    ],
    [
      '4 boxes',
      { recipient: LEA },
      GIFT_LINE(4),
      AMOUNT[3]!,
      'metadata.items.0.giftBoxes',
      'Un abonnement offert compte 3, 6 ou 12 box.',
    ],
    [
      'a box without the subscription option',
      { recipient: LEA },
      [{ id: 4, quantity: 1, isSubscription: true, giftBoxes: 3 }],
      '167.92',
      'items.0.isSubscription',
      "La Box Édition Limitée Été n'est pas disponible en abonnement.",
    ],
    [
      'a gift subscription with other boxes',
      { recipient: LEA },
      [...GIFT_LINE(3), { id: 2, quantity: 1, isSubscription: false }],
      '141.43',
      'metadata.items',
      'Un abonnement offert se paie seul : passez commande des autres box séparément.',
    ],
    [
      'a recipient without a gift subscription',
      { recipient: LEA },
      [{ id: 1, quantity: 1, isSubscription: false }],
      '34.98',
      'metadata.giftSubscription',
      "Il n'y a pas d'abonnement offert dans le panier.",
    ],
  ])(
    'refuses %s with a French message on its field and creates nothing',
    async (_case, offer, items, amount, field, message) => {
      const orders = await desk.shop.count('orders');
      const [{ gifts }] = (await desk.shop.dataSource.query(
        `SELECT count(*)::int AS gifts FROM gift_subscriptions`,
      )) as { gifts: number }[];
      const res = await checkout(offer, items, amount);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorJson & { errors?: Record<string, string[]> }>();
      expect(body.errors?.[field]).toEqual([message]);
      expect(await desk.shop.count('orders')).toBe(orders);
      const [{ after }] = (await desk.shop.dataSource.query(
        `SELECT count(*)::int AS after FROM gift_subscriptions`,
      )) as { after: number }[];
      expect(after).toBe(gifts);
    },
  );
});
