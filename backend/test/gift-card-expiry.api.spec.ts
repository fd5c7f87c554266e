import { randomUUID } from 'node:crypto';
import { GiftCardCodes } from '../src/modules/gift-cards/application/gift-card-codes.js';
import { SendGiftCardsService } from '../src/modules/gift-cards/index.js';
import { brusselsInstant, brusselsLocal } from '../src/shared/brussels-time.js';
import { type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { type SuiteFixture, useSuiteFixture } from './support/suite-fixture.js';

class ExpiryShop implements SuiteFixture {
  shop!: ShopFixture;
  camille!: Customer;
  admin!: Customer;

  async start(): Promise<void> {
    this.shop = await ShopFixture.start();
    this.camille = await this.shop.customer('Camille');
    this.admin = await this.shop.admin('Alice', 'Gérante');
  }

  async stop(): Promise<void> {
    await this.shop?.stop();
  }
}

interface Month {
  month: string;
  sold: number;
  issued: number;
  spent: number;
  expired: number;
  withdrawn: number;
  outstanding: number;
}

/** The Brussels month `back` months before now: its year, its number and 00:30 on its first day (Brussels). */
function monthBefore(back: number): { year: number; month: number; key: string; early: Date } {
  const [y, m] = brusselsLocal(new Date()).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { year, month, key, early: brusselsInstant(`${key}-01T00:30`)! };
}

/**
 * The cards' expiry and the accountant's figures (docs/design/gift-cards.md, "Expiry", "The
 * accountant's figures") against the real app: cards bought in the Mollie sandbox, expired by the
 * gift cards' pass once however many run, and the monthly figures apart from the VAT sales.
 */
describe('Gift cards: expiry and the accountant’s figures (real app, real PostgreSQL, the Mollie sandbox)', () => {
  const desk = useSuiteFixture(new ExpiryShop());
  const db = () => desk.shop.dataSource;

  /** A printed card bought alone, paid in the sandbox: its id. */
  async function buy(amountCents: number): Promise<string> {
    const giftCards = [{ amountCents, recipientName: 'Léa', delivery: 'print' }];
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: paymentBody((amountCents / 100).toFixed(2), [], { metadata: { giftCards } }),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    const [card] = (await db().query(
      `SELECT c.id FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { id: string }[];
    return card!.id;
  }

  /** A share of the card for an order: held (the balance goes down), captured at `capturedAt` if given. */
  async function share(cardId: string, cents: number, capturedAt: Date | null): Promise<void> {
    const orderId = randomUUID();
    const heldAt = capturedAt ?? new Date();
    await db().query(
      `INSERT INTO gift_card_payments (id, card_id, order_id, order_number, position, amount_cents, status, held_at, captured_at)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8)`,
      [
        randomUUID(),
        cardId,
        orderId,
        `BP-T-${orderId.slice(0, 6)}`,
        cents,
        capturedAt ? 'captured' : 'held',
        heldAt,
        capturedAt,
      ],
    );
    await db().query(`UPDATE gift_cards SET balance_cents = balance_cents - $2 WHERE id = $1`, [cardId, cents]);
    await movement(cardId, 'held', -cents, heldAt);
    if (capturedAt) await movement(cardId, 'captured', 0, capturedAt);
  }

  const movement = (cardId: string, kind: string, cents: number, at: Date, reference = 'BP-T') =>
    db().query(
      `INSERT INTO gift_card_movements (card_id, kind, amount_cents, reference, at) VALUES ($1, $2, $3, $4, $5)`,
      [cardId, kind, cents, reference, at],
    );

  const balance = (cardId: string) =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code: desk.shop.app.get(GiftCardCodes).codeOf(cardId) },
      remoteAddress: `10.1.0.${Math.floor(Math.random() * 250) + 1}`,
    });

  const figures = (period: { year: number; month: number }, format = '') =>
    desk.shop.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/gift-cards?year=${period.year}&month=${period.month}${format}`,
      headers: desk.admin.auth,
    });

  let spent = ''; // card A: 50 €, sold two months ago, 20 € of it spent last month, 5 € credited back this month
  let expiring = ''; // card B: 30 €, 10 € held for an order under way, expired now

  it('expires a card past its end once, however many passes run at once; its balance says so', async () => {
    spent = await buy(5000);
    expiring = await buy(3000);
    await share(expiring, 1000, null);
    const sending = desk.shop.app.get(SendGiftCardsService);
    expect((await sending.sweep()).expired).toBe(0);

    await db().query(`UPDATE gift_cards SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expiring]);
    const runs = await Promise.all([sending.sweep(), sending.sweep(), sending.sweep()]);
    expect(runs.reduce((sum, r) => sum + r.expired, 0)).toBe(1);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    expect((await sending.sweep()).expired).toBe(0);

    const [card] = (await db().query(`SELECT status, balance_cents FROM gift_cards WHERE id = $1`, [expiring])) as {
      status: string;
      balance_cents: number;
    }[];
    expect(card).toEqual({ status: 'expired', balance_cents: 0 });
    // Only the balance expires: the share held for the order under way stays held (the lead releases it).
    const expired = (await db().query(
      `SELECT amount_cents, reference FROM gift_card_movements WHERE card_id = $1 AND kind = 'expired'`,
      [expiring],
    )) as { amount_cents: number; reference: string | null }[];
    expect(expired).toEqual([{ amount_cents: -2000, reference: null }]);
    const held = (await db().query(`SELECT status FROM gift_card_payments WHERE card_id = $1`, [expiring])) as {
      status: string;
    }[];
    expect(held).toEqual([{ status: 'held' }]);

    const looked = await balance(expiring);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toMatchObject({ balanceCents: 0, status: 'expired', statusLabel: 'Expirée' });
    // The other card is still active, whole.
    expect((await balance(spent)).json()).toMatchObject({
      balanceCents: 5000,
      status: 'active',
      statusLabel: 'Active',
    });
  });

  it('tells the accountant per month what was sold, spent, expired and what is still owed', async () => {
    const [now, last, before] = [monthBefore(0), monthBefore(1), monthBefore(2)];
    // Card A was sold on the first day of the month before last, at 00:30 in Brussels (the day before in UTC).
    await db().query(`UPDATE gift_card_movements SET at = $2 WHERE card_id = $1 AND kind = 'sold'`, [
      spent,
      before.early,
    ]);
    await share(spent, 2000, last.early);
    await db().query(`UPDATE gift_cards SET balance_cents = balance_cents + 500 WHERE id = $1`, [spent]);
    await movement(spent, 'credited', 500, new Date());
    // Two withdrawals of 10 € (a test's figures: the rule's 14 days aside), the second undone because
    // Mollie refused its refund (a 'withdrawn' movement of +10 € gives the card back).
    await db().query(`UPDATE gift_cards SET balance_cents = balance_cents - 1000 WHERE id = $1`, [spent]);
    await movement(spent, 'withdrawn', -1000, new Date());
    await movement(spent, 'withdrawn', -1000, new Date());
    await movement(spent, 'withdrawn', 1000, new Date(), 'Remboursement refusé par Mollie : rétractation annulée');

    const rows = async (period: { year: number; month: number }) => {
      const res = await figures(period);
      expect(res.statusCode).toBe(200);
      return res.json<{ months: Month[]; totals: Omit<Month, 'month'> }>();
    };
    const zero = { issued: 0, withdrawn: 0 };
    expect((await rows(before)).months).toEqual([
      { month: before.key, sold: 50, spent: 0, expired: 0, outstanding: 50, ...zero },
    ]);
    expect((await rows(last)).months).toEqual([
      { month: last.key, sold: 0, spent: 20, expired: 0, outstanding: 30, ...zero },
    ]);
    const current = await rows(now);
    // B sold (30), A's 5 € credited back (spent −5), B's rest expired (20), 10 € withdrawn from A; B's
    // held 10 € still owed.
    expect(current.months).toEqual([
      { month: now.key, sold: 30, issued: 0, spent: -5, expired: 20, withdrawn: 10, outstanding: 35 },
    ]);
    const [{ owed }] = (await db().query(
      `SELECT (SELECT sum(balance_cents) FROM gift_cards WHERE status <> 'annulee')
            + (SELECT coalesce(sum(amount_cents), 0) FROM gift_card_payments WHERE status = 'held') AS owed`,
    )) as { owed: string }[];
    expect(Number(owed)).toBe(3500);

    const csv = await figures(now, '&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="cartes-cadeaux-${now.key}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Cartes cadeaux (hors champ TVA)');
    const [year, month] = now.key.split('-');
    expect(lines[2]).toBe(`${month}/${year};30,00;0,00;-5,00;20,00;10,00;35,00`);

    // A month to come has no row; the page is the administrators' only.
    const future = monthBefore(-1);
    expect((await rows(future)).months).toEqual([]);
    const byCustomer = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/gift-cards?year=${now.year}`,
      headers: desk.camille.auth,
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
