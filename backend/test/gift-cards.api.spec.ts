import { SendGiftCardsService } from '../src/modules/gift-cards/index.js';
import { brusselsLocal } from '../src/shared/brussels-time.js';
import { frenchEuros } from '../src/shared/money.js';
import { MailCapture } from './support/mail-capture.js';
import { pdfText } from './support/pdf-text.js';
import { type Customer, type ErrorJson, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { type SuiteFixture, useSuiteFixture } from './support/suite-fixture.js';
import { TcpProxy } from './support/tcp-proxy.js';

/** The code as mails and PDFs print it: 4 groups of 4 Crockford characters. */
const CODE = /\b([0-9A-HJKMNP-TV-Z]{4}) ([0-9A-HJKMNP-TV-Z]{4}) ([0-9A-HJKMNP-TV-Z]{4}) ([0-9A-HJKMNP-TV-Z]{4})\b/;
/** The PDF's text with its (narrow) no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const euros = (cents: number) => plain(frenchEuros(cents));

/** Nothing addressed to a recipient shows a price but the card's own amount. */
const OTHER_PRICE = /[Pp]rix|[Tt]otal|[Ff]acture|[Rr]embours|BP-\d/;

interface CardRow {
  id: string;
  status: string;
  code_hash: string | null;
  last4: string | null;
  balance_cents: number;
  sent_at: Date | null;
  expires_at: Date | null;
  delivery: string;
}

/**
 * The shop with its own database, its outbox polled every 100 ms and retried after 200 ms, sent to a
 * real SMTP capture through a relay that a test can cut (an SMTP outage).
 */
class GiftCardShop implements SuiteFixture {
  shop!: ShopFixture;
  mails!: MailCapture;
  relay!: TcpProxy;
  camille!: Customer;
  omar!: Customer;
  admin!: Customer;

  async start(): Promise<void> {
    this.mails = new MailCapture();
    await this.mails.start();
    const smtp = new URL(this.mails.smtpUrl);
    this.relay = await TcpProxy.start({ host: smtp.hostname, port: Number(smtp.port) });
    this.shop = await ShopFixture.start({
      env: { SMTP_URL: this.relay.url(this.mails.smtpUrl), OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_MS: '200' },
    });
    this.camille = await this.shop.customer('Camille');
    this.omar = await this.shop.customer('Omar');
    this.admin = await this.shop.admin('Alice', 'Gérante');
  }

  async stop(): Promise<void> {
    await this.shop?.stop();
    await this.relay?.stop();
    await this.mails?.stop();
  }
}

/**
 * E-gift cards (docs/design/gift-cards.md) against the real app: bought at checkout and paid in the
 * Mollie sandbox, activated with a derived code, mailed through the outbox to a real SMTP capture with
 * the PDF card, looked up by their code (rate limited), sent on their date once however many jobs run,
 * and their receipt and printable PDF given to their buyer only.
 */
describe('E-gift cards (real app, real PostgreSQL, the Mollie sandbox, real SMTP)', () => {
  const desk = useSuiteFixture(new GiftCardShop());
  let address = 0;
  /** Each test looks codes up from an address of its own: the per-address budget is the rate limit's test. */
  const from = () => `10.0.0.${++address}`;

  const balance = (code: unknown, remoteAddress = from()) =>
    desk.shop.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload: { code }, remoteAddress });

  const cardsOf = async (orderNumber: string): Promise<CardRow[]> =>
    (await desk.shop.dataSource.query(
      `SELECT c.* FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE o.order_number = $1 ORDER BY c.position`,
      [orderNumber],
    )) as CardRow[];

  const mailsTo = (email: string, subject: string) =>
    desk.mails.messages.filter((m) => m.to === email && m.subject.startsWith(subject));

  /** Cards bought alone (no boxes), paid with Bancontact in the sandbox: the order number. */
  async function buy(giftCards: object[], who: Customer = desk.camille): Promise<string> {
    const total = giftCards.reduce((sum, card) => sum + (card as { amountCents: number }).amountCents, 0);
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: who.auth,
      payload: paymentBody((total / 100).toFixed(2), [], { metadata: { giftCards } }),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    const cards = await cardsOf(orderId);
    expect(cards.map((c) => [c.status, c.code_hash])).toEqual(giftCards.map(() => ['en_attente', null]));
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    return orderId;
  }

  const LEA = { recipientName: 'Léa', recipientEmail: 'lea.card@example.be' };
  let leaCode = '';
  let leaOrder = '';

  it('is bought, activated when paid, and mailed to its recipient with its code and the PDF card', async () => {
    leaOrder = await buy([{ amountCents: 5000, ...LEA, message: 'Joyeux anniversaire !\nBises', delivery: 'now' }]);
    const [card] = await cardsOf(leaOrder);
    expect(card).toMatchObject({ status: 'active', balance_cents: 5000, delivery: 'now' });
    expect(card!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(card!.sent_at).not.toBeNull();
    const movements = (await desk.shop.dataSource.query(
      `SELECT kind, amount_cents FROM gift_card_movements WHERE card_id = $1`,
      [card!.id],
    )) as { kind: string; amount_cents: number }[];
    expect(movements).toEqual([{ kind: 'sold', amount_cents: 5000 }]);

    const mail = await desk.mails.waitFor(LEA.recipientEmail, { subject: /carte cadeau/ });
    const found = CODE.exec(mail.text);
    expect(found).not.toBeNull();
    leaCode = found![0];
    expect(leaCode.slice(-4)).toBe(card!.last4);
    expect(mail.text).toContain(frenchEuros(5000));
    expect(mail.text).toContain('Joyeux anniversaire !');
    expect(mail.text).toContain('Camille');
    expect(mail.text).toContain('/carte-cadeau/solde');
    expect(mail.text).not.toMatch(OTHER_PRICE);
    expect(mail.html).toContain(leaCode);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    const text = plain(await pdfText(mail.attachments[0]!.content));
    expect(text).toContain(leaCode);
    expect(text).toContain(euros(5000));
    expect(text).toContain('Léa');
    expect(text).toContain('/carte-cadeau/solde');
    // The code is in no stored row: neither the card nor the outbox.
    const stored = (await desk.shop.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE payload::text LIKE $1`,
      [`%${leaCode}%`],
    )) as { n: number }[];
    expect(stored[0]!.n).toBe(0);
  });

  it('tells the balance of a code, typed in lower case or with spaces and dashes', async () => {
    const expected = { last4: leaCode.slice(-4), balanceCents: 5000, status: 'active', statusLabel: 'Active' };
    for (const typed of [
      leaCode,
      leaCode.toLowerCase(),
      leaCode.replace(/ /g, ''),
      ` ${leaCode.replace(/ /g, '-')} `,
    ]) {
      const res = await balance(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(expected);
      expect(new Date(res.json<{ expiresAt: string }>().expiresAt).getTime()).toBeGreaterThan(
        Date.now() + 360 * 86_400_000,
      );
    }
  });

  it('answers a wrong code and a malformed one with the same 404', async () => {
    const last = leaCode.slice(-1) === '0' ? '1' : '0';
    const wrong = await balance(`${leaCode.slice(0, -1)}${last}`);
    const malformed = await balance('pas un code');
    const empty = await balance('');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<ErrorJson>()).toMatchObject({
      code: 'GIFT_CARD_UNKNOWN',
      message: 'Ce code ne correspond à aucune carte cadeau.',
    });
    expect(malformed.body).toBe(wrong.body);
    expect(empty.body).toBe(wrong.body);
  });

  it('refuses the 11th wrong code from one address in a minute (429, in French), and 10 lookups of one code', async () => {
    const address = from();
    for (let i = 0; i < 10; i++)
      expect((await balance(`AAAA BBBB CCCC ${String(1000 + i)}`, address)).statusCode).toBe(404);
    const eleventh = await balance('AAAA BBBB CCCC DDDD', address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<ErrorJson>().message).toMatch(/^Trop de tentatives/);
    expect(eleventh.headers['retry-after']).toBeDefined();
    // Even the right code from there now waits: a hit after ten misses tells nothing.
    expect((await balance(leaCode, address)).statusCode).toBe(429);
    // One code from many addresses: ten lookups a minute.
    const code = 'ZZZZ YYYY XXXX WWWW';
    for (let i = 0; i < 10; i++) expect((await balance(code)).statusCode).toBe(404);
    expect((await balance(code)).statusCode).toBe(429);
  });

  it('sends a card on its date exactly once, however many job runs claim it at once', async () => {
    const sendAt = brusselsLocal(new Date(Date.now() + 10 * 60_000));
    const email = 'date.card@example.be';
    const order = await buy([
      { amountCents: 2500, recipientName: 'Noé', recipientEmail: email, delivery: 'at_date', sendAt },
    ]);
    const [card] = await cardsOf(order);
    expect(card).toMatchObject({ status: 'active', sent_at: null });
    const sending = desk.shop.app.get(SendGiftCardsService);
    expect((await sending.sweep()).sent).toBe(0);
    await desk.shop.dataSource.query(`UPDATE gift_cards SET send_at = now() - interval '1 minute' WHERE id = $1`, [
      card!.id,
    ]);
    const runs = await Promise.all([sending.sweep(), sending.sweep(), sending.sweep()]);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    await desk.mails.waitFor(email, { subject: /carte cadeau/ });
    expect((await sending.sweep()).sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email, 'Une carte cadeau')).toHaveLength(1);
    expect((await cardsOf(order))[0]!.sent_at).not.toBeNull();
  });

  it('sends a card once after an SMTP outage, its code and PDF made again when it leaves', async () => {
    const email = 'outage.card@example.be';
    const sendAt = brusselsLocal(new Date(Date.now() + 10 * 60_000));
    const order = await buy([
      { amountCents: 10000, recipientName: 'Inès', recipientEmail: email, delivery: 'at_date', sendAt },
    ]);
    await desk.mails.waitFor('camille@example.be', { subject: /reçu/ });
    const [card] = await cardsOf(order);
    await desk.shop.dataSource.query(`UPDATE gift_cards SET send_at = now() WHERE id = $1`, [card!.id]);
    desk.relay.cut('reset');
    try {
      expect((await desk.shop.app.get(SendGiftCardsService).sweep()).sent).toBe(1);
      await waitFor(
        async () =>
          (
            (await desk.shop.dataSource.query(
              `SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND attempts > 0 AND status <> 'sent'`,
              [email],
            )) as { n: number }[]
          )[0]!.n === 1,
        15_000,
        'un essai refusé pendant la panne',
      );
    } finally {
      desk.relay.restore();
    }
    const mail = await desk.mails.waitFor(email, { subject: /carte cadeau/, timeoutMs: 20_000 });
    const code = CODE.exec(mail.text)![0];
    expect(code.slice(-4)).toBe(card!.last4);
    expect(await pdfText(mail.attachments[0]!.content)).toContain(code);
    expect((await balance(code)).json()).toMatchObject({ balanceCents: 10000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email, 'Une carte cadeau')).toHaveLength(1);
  });

  it('gives the buyer a numbered receipt, by mail and to download, and nobody else', async () => {
    const mails = desk.mails.messages.filter((m) => m.to === 'camille@example.be' && /reçu/.test(m.subject));
    expect(mails.length).toBeGreaterThan(0);
    const receiptMail = mails[0]!;
    expect(receiptMail.text).toMatch(/RC-\d{4}-\d{6}/);
    expect(receiptMail.attachments[0]!.filename).toMatch(/^recu-RC-\d{4}-\d{6}\.pdf$/);

    const res = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/gift-cards/receipts/${leaOrder}`,
      headers: desk.camille.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = plain(await pdfText(res.rawPayload));
    expect(text).toMatch(/RC-\d{4}-000001/);
    expect(text).toContain('Bon à usages multiples — opération hors champ TVA');
    expect(text).toContain(`•••• ${leaCode.slice(-4)}`);
    expect(text).toContain(euros(5000));
    expect(text).not.toContain(leaCode);

    const byOther = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/gift-cards/receipts/${leaOrder}`,
      headers: desk.omar.auth,
    });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json<ErrorJson>().code).toBe('GIFT_CARD_RECEIPT_NOT_FOUND');
    const byAdmin = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/gift-cards/receipts/${leaOrder}`,
      headers: desk.admin.auth,
    });
    expect(byAdmin.statusCode).toBe(200);
    const anonymous = await desk.shop.app.inject({ method: 'GET', url: `/api/gift-cards/receipts/${leaOrder}` });
    expect(anonymous.statusCode).toBe(401);
    // Receipts are numbered without gaps.
    const numbers = (await desk.shop.dataSource.query(`SELECT sequence FROM gift_card_receipts ORDER BY sequence`)) as {
      sequence: number;
    }[];
    expect(numbers.map((n) => n.sequence)).toEqual(numbers.map((_, i) => i + 1));
  });

  it('lets the buyer of a paid printed card download it, and nobody else', async () => {
    const order = await buy([{ amountCents: 7500, recipientName: 'Papa', delivery: 'print' }]);
    const [card] = await cardsOf(order);
    const mail = await desk.mails.waitFor('camille@example.be', { subject: /à imprimer/ });
    const code = CODE.exec(mail.text)![0];
    expect(code.slice(-4)).toBe(card!.last4);

    const pdf = (cardId: string, who: Customer | null) =>
      desk.shop.app.inject({ method: 'GET', url: `/api/gift-cards/${cardId}/pdf`, headers: who ? who.auth : {} });
    const mine = await pdf(card!.id, desk.camille);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = plain(await pdfText(mine.rawPayload));
    expect(text).toContain(code);
    expect(text).toContain(euros(7500));
    expect((await pdf(card!.id, desk.omar)).statusCode).toBe(404);
    expect((await pdf(card!.id, null)).statusCode).toBe(401);
    expect((await pdf('pas-un-id', desk.camille)).statusCode).toBe(404);
    // A card mailed to its recipient is not the buyer's to print.
    const [mailed] = await cardsOf(leaOrder);
    const refused = await pdf(mailed!.id, desk.camille);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorJson>().code).toBe('GIFT_CARD_NOT_PRINTABLE');
  });

  it('reminds the holder one month before the end while something is left, once', async () => {
    const [card] = await cardsOf(leaOrder);
    await desk.shop.dataSource.query(`UPDATE gift_cards SET expires_at = now() + interval '20 days' WHERE id = $1`, [
      card!.id,
    ]);
    const sending = desk.shop.app.get(SendGiftCardsService);
    const runs = await Promise.all([sending.sweep(), sending.sweep()]);
    expect(runs.reduce((sum, r) => sum + r.reminded, 0)).toBe(1);
    const mail = await desk.mails.waitFor(LEA.recipientEmail, { subject: /expire bientôt/ });
    expect(plain(mail.text)).toContain(euros(5000));
    expect(mail.text).toContain(`•••• ${card!.last4}`);
    expect(mail.text).not.toMatch(CODE);
    expect((await sending.sweep()).reminded).toBe(0);
  });

  it('cancels the cards of an order that ends unpaid', async () => {
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: paymentBody('30.00', [], {
        metadata: { giftCards: [{ amountCents: 3000, recipientName: 'Zoé', recipientEmail: 'zoe@example.be' }] },
      }),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'failed');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).payment_status === 'failed');
    expect((await cardsOf(orderId))[0]!.status).toBe('en_attente');
    const cancel = await desk.shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: desk.admin.auth,
      payload: { orderStatus: 'annulee' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await cardsOf(orderId))[0]!.status).toBe('annulee');
    expect((await cardsOf(orderId))[0]).toMatchObject({ code_hash: null, last4: null, sent_at: null });
    expect(mailsTo('zoe@example.be', '')).toHaveLength(0);
  });
});
