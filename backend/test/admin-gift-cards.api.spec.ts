import { MailCapture } from './support/mail-capture.js';
import { type Customer, type ErrorJson, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { type SuiteFixture, useSuiteFixture } from './support/suite-fixture.js';

/** The code as mails print it: 4 groups of 4 Crockford characters. */
const CODE = /\b([0-9A-HJKMNP-TV-Z]{4}) ([0-9A-HJKMNP-TV-Z]{4}) ([0-9A-HJKMNP-TV-Z]{4}) ([0-9A-HJKMNP-TV-Z]{4})\b/;

interface AdminCard {
  id: string;
  last4: string;
  kind: string;
  kindLabel: string;
  initialCents: number;
  balanceCents: number;
  status: string;
  statusLabel: string;
  statusReason: string | null;
  issuedBy: string | null;
  buyer: { name: string; email: string | null };
  recipient: { name: string; email: string | null };
  orderNumber: string | null;
}
interface Detail {
  giftCard: AdminCard;
  movements: { kind: string; kindLabel: string; amountCents: number; at: string; reference: string | null }[];
  payments: unknown[];
}

/** The shop with its own database and a real SMTP capture, its outbox polled every 100 ms. */
class AdminGiftCardShop implements SuiteFixture {
  shop!: ShopFixture;
  mails!: MailCapture;
  camille!: Customer;
  admin!: Customer;

  async start(): Promise<void> {
    this.mails = new MailCapture();
    await this.mails.start();
    this.shop = await ShopFixture.start({ env: { SMTP_URL: this.mails.smtpUrl, OUTBOX_POLL_MS: '100' } });
    this.camille = await this.shop.customer('Camille');
    this.admin = await this.shop.admin('Alice', 'Gérante');
  }

  async stop(): Promise<void> {
    await this.shop?.stop();
    await this.mails?.stop();
  }
}

/**
 * The back office's gift cards (docs/design/gift-cards.md, "Back office") against the real app: the
 * list (last 4 only, never a code), the search, a card's movements, disabling, and a card issued by hand.
 */
describe('Back office gift cards (real app, real PostgreSQL, the Mollie sandbox, real SMTP)', () => {
  const desk = useSuiteFixture(new AdminGiftCardShop());
  let address = 0;
  const balance = (code: string) =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code },
      remoteAddress: `10.1.0.${++address}`,
    });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, who: Customer = desk.admin) =>
    desk.shop.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const count = async (table: string) =>
    ((await desk.shop.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0]!.n;

  /** A card bought by Camille and paid in the sandbox: its code (from the recipient's mail). */
  async function buy(recipientEmail: string, amountCents = 5000): Promise<string> {
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: paymentBody((amountCents / 100).toFixed(2), [], {
        metadata: { giftCards: [{ amountCents, recipientName: 'Léa Martin', recipientEmail, delivery: 'now' }] },
      }),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    const mail = await desk.mails.waitFor(recipientEmail, { subject: /carte cadeau/ });
    return CODE.exec(mail.text)![0];
  }

  let leaCode = '';
  let leaCard: AdminCard;

  it('lists the cards newest first with their last 4 and never a code', async () => {
    leaCode = await buy('lea.admin@example.be');
    const res = await admin('GET', '/api/admin/gift-cards');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ giftCards: AdminCard[]; pagination: { totalCards: number } }>();
    leaCard = body.giftCards.find((c) => c.last4 === leaCode.slice(-4))!;
    expect(leaCard).toMatchObject({
      kind: 'sold',
      kindLabel: 'Vendue',
      initialCents: 5000,
      balanceCents: 5000,
      status: 'active',
      statusLabel: 'Active',
      recipient: { name: 'Léa Martin', email: 'lea.admin@example.be' },
      buyer: { email: 'camille@example.be' },
    });
    expect(leaCard.orderNumber).toMatch(/^BP-/);
    expect(res.body).not.toContain(leaCode);
    expect(res.body).not.toContain(leaCode.replace(/ /g, ''));
    expect(res.body).not.toMatch(/code_?hash/i);
  });

  it('searches by last 4, recipient and buyer, and filters by status', async () => {
    const search = async (q: string, status?: string) => {
      const query = new URLSearchParams({ q, ...(status ? { status } : {}) });
      const res = await admin('GET', `/api/admin/gift-cards?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ giftCards: AdminCard[] }>().giftCards.map((c) => c.id);
    };
    expect(await search(leaCode.slice(-4).toLowerCase())).toEqual([leaCard.id]);
    expect(await search('lea.admin@')).toEqual([leaCard.id]);
    expect(await search('lea martin')).toContain(leaCard.id);
    expect(await search('camille@example.be')).toContain(leaCard.id);
    expect(await search('personne%_')).toEqual([]);
    expect(await search('lea.admin', 'disabled')).toEqual([]);
    const bad = await admin('GET', '/api/admin/gift-cards?status=perdue');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().message).toMatch(/statut/);
  });

  it("shows a card's movements, oldest first, with their French labels", async () => {
    const res = await admin('GET', `/api/admin/gift-cards/${leaCard.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<Detail>();
    expect(detail.giftCard.id).toBe(leaCard.id);
    expect(detail.movements).toEqual([
      expect.objectContaining({ kind: 'sold', kindLabel: 'Vendue', amountCents: 5000, reference: leaCard.orderNumber }),
    ]);
    expect(detail.payments).toEqual([]);
    expect(res.body).not.toContain(leaCode);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const missing = await admin('GET', `/api/admin/gift-cards/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorJson>().message).toBe('Carte cadeau introuvable.');
    }
  });

  it('disables an active card with its reason; the balance still answers, disabled; twice is a 409', async () => {
    const short = await admin('POST', `/api/admin/gift-cards/${leaCard.id}/disable`, { reason: ' x ' });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorJson>().errors?.reason?.[0]).toMatch(/raison/);
    const reason = 'Carte signalée perdue par la cliente';
    const res = await admin('POST', `/api/admin/gift-cards/${leaCard.id}/disable`, { reason });
    expect(res.statusCode).toBe(200);
    const detail = res.json<Detail>();
    expect(detail.giftCard).toMatchObject({ status: 'disabled', statusLabel: 'Désactivée', statusReason: reason });
    expect(detail.movements.map((m) => [m.kind, m.kindLabel, m.amountCents, m.reference])).toEqual([
      ['sold', 'Vendue', 5000, leaCard.orderNumber],
      ['disabled', 'Désactivée', 0, reason],
    ]);
    const looked = await balance(leaCode);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toMatchObject({ status: 'disabled', statusLabel: 'Désactivée', balanceCents: 5000 });

    const again = await admin('POST', `/api/admin/gift-cards/${leaCard.id}/disable`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorJson>()).toMatchObject({
      code: 'GIFT_CARD_NOT_ACTIVE',
      message: 'Seule une carte active peut être désactivée.',
    });
    const unknown = await admin('POST', '/api/admin/gift-cards/00000000-0000-4000-8000-000000000000/disable', {
      reason,
    });
    expect(unknown.statusCode).toBe(404);
    const long = await admin('POST', `/api/admin/gift-cards/${leaCard.id}/disable`, { reason: 'é'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });

  it('issues a card by hand: active at once, mailed with a code whose balance answers its amount', async () => {
    const res = await admin('POST', '/api/admin/gift-cards', {
      amountCents: 3000,
      recipientName: 'Noé Dubois',
      recipientEmail: 'Noe.Issued@Example.be',
      message: 'Toutes nos excuses pour le retard.',
      reason: 'Geste commercial : colis en retard',
    });
    expect(res.statusCode).toBe(201);
    const card = res.json<AdminCard>();
    expect(card).toMatchObject({
      kind: 'issued',
      kindLabel: 'Émise par le service client',
      initialCents: 3000,
      balanceCents: 3000,
      status: 'active',
      issuedBy: desk.admin.email,
      recipient: { name: 'Noé Dubois', email: 'noe.issued@example.be' },
      orderNumber: null,
    });
    const mail = await desk.mails.waitFor('noe.issued@example.be', { subject: /carte cadeau/ });
    const code = CODE.exec(mail.text)![0];
    expect(code.slice(-4)).toBe(card.last4);
    expect(res.body).not.toContain(code);
    expect(mail.text).toContain('Toutes nos excuses');
    expect(mail.attachments).toHaveLength(1);
    const looked = await balance(code);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toMatchObject({ balanceCents: 3000, status: 'active' });

    const detail = (await admin('GET', `/api/admin/gift-cards/${card.id}`)).json<Detail>();
    expect(detail.movements.map((m) => [m.kind, m.amountCents, m.reference])).toEqual([
      ['issued', 3000, 'Geste commercial : colis en retard'],
    ]);
    const listed = (await admin('GET', `/api/admin/gift-cards?q=${card.last4}`)).json<{ giftCards: AdminCard[] }>();
    expect(listed.giftCards.map((c) => c.id)).toEqual([card.id]);
  });

  it('refuses bad inputs with French messages and creates nothing', async () => {
    const good = { amountCents: 2000, recipientName: 'Zoé', recipientEmail: 'zoe@example.be', reason: 'Geste' };
    const before = [await count('gift_cards'), await count('outbox')];
    const cases: [object, string][] = [
      [{ ...good, amountCents: 500 }, 'amountCents'],
      [{ ...good, amountCents: 1250 }, 'amountCents'],
      [{ ...good, amountCents: '20' }, 'amountCents'],
      [{ ...good, reason: undefined }, 'reason'],
      [{ ...good, reason: '  ' }, 'reason'],
      [{ ...good, recipientEmail: 'pas-un-email' }, 'recipientEmail'],
      [{ ...good, recipientEmail: undefined }, 'recipientEmail'],
      [{ ...good, recipientName: '   ' }, 'recipientName'],
      [{ ...good, message: 'x'.repeat(301) }, 'message'],
    ];
    for (const [payload, field] of cases) {
      const res = await admin('POST', '/api/admin/gift-cards', payload);
      expect([res.statusCode, field]).toEqual([400, field]);
      const body = res.json<ErrorJson>();
      expect(Object.keys(body.errors ?? {})).toContain(field);
      expect(body.message).toMatch(/[a-zà-ÿ]/);
    }
    expect((await admin('POST', '/api/admin/gift-cards', { ...good, extra: 1 })).statusCode).toBe(400);
    const notJson = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/admin/gift-cards',
      headers: { ...desk.admin.auth, 'content-type': 'application/json' },
      payload: '[1,',
    });
    expect(notJson.statusCode).toBe(400);
    expect([await count('gift_cards'), await count('outbox')]).toEqual(before);
  });

  it('is for administrators only', async () => {
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/gift-cards'],
      ['GET', `/api/admin/gift-cards/${leaCard.id}`],
      ['POST', `/api/admin/gift-cards/${leaCard.id}/disable`, { reason: 'Essai' }],
      ['POST', '/api/admin/gift-cards', { amountCents: 2000 }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await admin(method, url, payload, desk.camille)).statusCode).toBe(403);
      const anonymous = await desk.shop.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
