import { SendGiftCardsService } from '../src/modules/gift-cards/index.js';
import { ExpireUnpaidOrdersService, GiftCardHoldsSweep } from '../src/modules/ordering/index.js';
import { useAdminOrdersDesk } from './support/admin-orders.js';
import { pdfText } from './support/pdf-text.js';
import { type Customer, type ErrorJson, paymentBody, waitFor } from './support/shop-fixture.js';

/** The code as mails print it: 4 groups of 4 Crockford characters. */
const CODE = /\b[0-9A-HJKMNP-TV-Z]{4} [0-9A-HJKMNP-TV-Z]{4} [0-9A-HJKMNP-TV-Z]{4} [0-9A-HJKMNP-TV-Z]{4}\b/;
/** Box Essentielle: 29,99 €, 4,99 € shipping under 50 € of boxes: 34,98 €. */
const ONE_BOX = [{ id: 1, quantity: 1, isSubscription: false }];
const ONE_BOX_QUOTE = [{ productId: 1, quantity: 1, isSubscription: false }];
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface Answer {
  id: string;
  status: string;
  orderId: string;
  checkoutUrl: string;
  amount: { value: string };
}

interface ShareRow {
  amount_cents: number;
  credited_cents: number;
  status: string;
}

/**
 * Paying with e-gift cards (docs/design/gift-cards.md, "Paying with a card") against the real app: the
 * quote's split, the hold in the order's transaction, Mollie asked for the rest only, a whole total
 * paid at once without Mollie, the capture and the invoice's payment lines, releases, refunds credited
 * back to the card, twenty checkouts spending one card at once, and the refusals in French.
 */
describe('Paying with gift cards (real app, real PostgreSQL, the Mollie sandbox, real SMTP)', () => {
  const desk = useAdminOrdersDesk();
  let address = 0;
  /** Each request from an address of its own, unless told: the lookup budgets are the balance suite's. */
  const from = () => `10.1.0.${++address}`;

  const quote = (payload: object, remoteAddress = from()) =>
    desk.shop.app.inject({ method: 'POST', url: '/api/cart/quote', payload, remoteAddress });

  const checkout = (amount: string, codes: unknown, who: Customer = desk.camille, remoteAddress = from()) =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: who.auth,
      remoteAddress,
      payload: paymentBody(amount, ONE_BOX, { metadata: { giftCardCodes: codes } }),
    });

  /** The mail to `to` whose subject and text match, once the outbox sent it. */
  const mailTo = async (to: string, subject: RegExp, text: string) => {
    const find = () =>
      desk.mails.messages.find((m) => m.to.includes(to) && subject.test(m.subject) && m.text.includes(text));
    await waitFor(async () => find() !== undefined);
    return find()!;
  };

  const balanceOf = async (code: string) => {
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code },
      remoteAddress: from(),
    });
    return res.json<{ balanceCents: number; status: string; last4: string }>();
  };

  const sharesOf = async (orderNumber: string): Promise<ShareRow[]> =>
    (await desk.shop.dataSource.query(
      `SELECT p.amount_cents, p.credited_cents, p.status FROM gift_card_payments p WHERE p.order_number = $1`,
      [orderNumber],
    )) as ShareRow[];

  const movementsOf = async (last4: string): Promise<string[]> =>
    (
      (await desk.shop.dataSource.query(
        `SELECT m.kind, m.amount_cents FROM gift_card_movements m JOIN gift_cards c ON c.id = m.card_id
          WHERE c.last4 = $1 ORDER BY m.id`,
        [last4],
      )) as { kind: string; amount_cents: number }[]
    ).map((m) => `${m.kind} ${m.amount_cents}`);

  const count = async (sql: string): Promise<number> =>
    ((await desk.shop.dataSource.query(sql)) as { n: number }[])[0]!.n;
  const created = async () => ({
    orders: await count(`SELECT count(*)::int AS n FROM orders`),
    payments: await count(`SELECT count(*)::int AS n FROM order_payments`),
    shares: await count(`SELECT count(*)::int AS n FROM gift_card_payments`),
    balances: await count(`SELECT coalesce(sum(balance_cents), 0)::int AS n FROM gift_cards`),
  });

  /** A card bought (alone) by Omar for Léa and paid in the sandbox; its code read from Léa's mail. */
  async function cardOf(amountCents: number, delivery: 'now' | 'at_date' = 'now', buyer?: Customer): Promise<string> {
    const omar = buyer ?? (await desk.shop.customer(`Omar${amountCents}${delivery}${++address}`));
    const email = `lea.${++address}@example.be`;
    const sendAt = delivery === 'at_date' ? { sendAt: '2027-06-01T09:30' } : {};
    const res = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: omar.auth,
      payload: paymentBody((amountCents / 100).toFixed(2), [], {
        metadata: { giftCards: [{ amountCents, recipientName: 'Léa', recipientEmail: email, delivery, ...sendAt }] },
      }),
    });
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<Answer>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    if (delivery === 'at_date') {
      await desk.shop.dataSource.query(
        `UPDATE gift_cards SET send_at = now() - interval '1 minute' WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
        [orderId],
      );
      await desk.shop.app.get(SendGiftCardsService).sweep();
    }
    const mail = await desk.mails.waitFor(email, { subject: /carte cadeau/ });
    return CODE.exec(mail.text)![0];
  }

  it('is bought and sent on its date, then pays a whole order at once, then part of another with Mollie', async () => {
    const code = await cardOf(5000, 'at_date');
    const last4 = code.slice(-4);

    // The quote shows what the card pays; the total is the order's, unchanged.
    const split = await quote({ items: ONE_BOX_QUOTE, giftCardCodes: [code.toLowerCase()] });
    expect(split.statusCode).toBe(200);
    expect(split.json()).toMatchObject({
      total: 34.98,
      amountDueCents: 0,
      giftCardPayments: [{ last4, amountCents: 3498, balanceCents: 5000 }],
    });

    // 1. The card pays the whole 34,98 €: paid at once, no Mollie payment.
    const before = await created();
    const whole = await checkout('34.98', [code.replace(/ /g, '-')]);
    expect(whole.statusCode).toBe(201);
    const first = whole.json<Answer>();
    expect(first).toMatchObject({ status: 'paid', amount: { value: '0.00' } });
    expect(first.checkoutUrl).toContain(`/payment-result?order=${first.orderId}`);
    expect(await created()).toMatchObject({ orders: before.orders + 1, payments: before.payments });
    expect((await desk.shop.orderRow(first.orderId)).status).toBe('payee');
    expect(await sharesOf(first.orderId)).toEqual([{ amount_cents: 3498, credited_cents: 0, status: 'captured' }]);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 1502, status: 'active' });
    await mailTo('camille@example.be', /commande/i, first.orderId);

    // 2. The rest of the card (15,02 €) pays part of the next order; Mollie is asked for 19,96 €.
    const part = await checkout('34.98', [code]);
    expect(part.statusCode).toBe(201);
    const second = part.json<Answer>();
    expect(second.amount.value).toBe('19.96');
    expect(await sharesOf(second.orderId)).toEqual([{ amount_cents: 1502, credited_cents: 0, status: 'held' }]);
    const [asked] = (await desk.shop.dataSource.query(
      `SELECT p.amount_cents FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = $1`,
      [second.orderId],
    )) as { amount_cents: number }[];
    expect(asked!.amount_cents).toBe(1996);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 0 });
    await desk.shop.chooseAtCheckout(second.checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(second.orderId)).status === 'payee');
    expect(await sharesOf(second.orderId)).toEqual([{ amount_cents: 1502, credited_cents: 0, status: 'captured' }]);
    expect(await movementsOf(last4)).toEqual(['sold 5000', 'held -3498', 'captured 0', 'held -1502', 'captured 0']);

    // The back office shows the card's movements and what it paid, order by order.
    const [{ id: cardId }] = (await desk.shop.dataSource.query(`SELECT id FROM gift_cards WHERE last4 = $1`, [
      last4,
    ])) as { id: string }[];
    const detail = (await desk.call('GET', `/api/admin/gift-cards/${cardId}`, desk.admin)).json<{
      payments: { orderNumber: string; amountCents: number; status: string }[];
      movements: { kind: string; kindLabel: string }[];
    }>();
    expect(detail.payments.map((p) => [p.orderNumber, p.amountCents, p.status])).toEqual([
      [first.orderId, 3498, 'captured'],
      [second.orderId, 1502, 'captured'],
    ]);
    expect(detail.movements.map((m) => m.kindLabel)).toContain('Utilisée');

    // The order JSON tells the split; the invoice's amounts and VAT are those of the same box bought without a card.
    const order = (await desk.call('GET', `/api/orders/${second.orderId}`, desk.camille)).json();
    expect(order).toMatchObject({
      amount: 34.98,
      amountDueCents: 1996,
      giftCardPayments: [{ last4, amountCents: 1502, creditedCents: 0, status: 'captured', statusLabel: 'Payé' }],
    });
    const plainOrder = await desk.paidOrder();
    const invoices = (await desk.shop.dataSource.query(
      `SELECT o.order_number, i.total_cents, i.data FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE o.order_number = ANY($1) AND i.kind = 'invoice'`,
      [[first.orderId, second.orderId, plainOrder]],
    )) as { order_number: string; total_cents: number; data: { breakdown: unknown; payment: unknown } }[];
    const invoiceOf = (n: string) => invoices.find((i) => i.order_number === n)!;
    for (const paidWithCard of [first.orderId, second.orderId]) {
      expect(invoiceOf(paidWithCard).total_cents).toBe(3498);
      expect(invoiceOf(paidWithCard).data.breakdown).toEqual(invoiceOf(plainOrder).data.breakdown);
    }
    const pdf = await desk.call('GET', `/api/orders/${second.orderId}/invoice`, desk.camille);
    expect(pdf.statusCode).toBe(200);
    const text = plain(await pdfText(pdf.rawPayload));
    expect(text).toContain(`Payé par carte cadeau •••• ${last4} : 15,02 €`);
    expect(text).toMatch(/Payée le .* — Bancontact \(référence tr_\w+\) : 19,96 €/);
    const wholePdf = plain(
      await pdfText((await desk.call('GET', `/api/orders/${first.orderId}/invoice`, desk.camille)).rawPayload),
    );
    expect(wholePdf).toContain(`Payé par carte cadeau •••• ${last4} : 34,98 €`);
    expect(wholePdf).toMatch(/Payée le .* par carte cadeau\./);

    // Spent: refused in French, nothing held, nothing created.
    const spentBefore = await created();
    const spent = await checkout('34.98', [code]);
    expect(spent.statusCode).toBe(409);
    expect(spent.json<ErrorJson>()).toMatchObject({
      code: 'GIFT_CARD_REFUSED',
      errors: { 'metadata.giftCardCodes.0': ['Cette carte cadeau est entièrement utilisée.'] },
    });
    expect(await created()).toEqual(spentBefore);
  });

  it('releases the hold when the order ends unpaid, and when its Mollie payment cannot be created', async () => {
    const code = await cardOf(2000);
    const placed = (await checkout('34.98', [code])).json<Answer>();
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 0 });
    await desk.shop.chooseAtCheckout(placed.checkoutUrl, 'failed');
    await desk.shop.dataSource.query(
      `UPDATE orders SET payment_started_at = payment_started_at - interval '16 minutes' WHERE order_number = $1`,
      [placed.orderId],
    );
    const sweep = await desk.shop.app.get(ExpireUnpaidOrdersService).sweep();
    expect(sweep.decisions.find((d) => d.orderNumber === placed.orderId)?.decision).toBe('expired');
    expect(await sharesOf(placed.orderId)).toEqual([{ amount_cents: 2000, credited_cents: 0, status: 'released' }]);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 2000 });

    // A hold whose order vanished without giving it back (a crash): the sweep releases it after an hour.
    const lost = (await checkout('34.98', [code])).json<Answer>();
    await desk.shop.dataSource.query(
      `DELETE FROM order_payments WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
      [lost.orderId],
    );
    await desk.shop.dataSource.query(`DELETE FROM orders WHERE order_number = $1`, [lost.orderId]);
    expect(await desk.shop.app.get(GiftCardHoldsSweep).sweep()).toBe(0); // too recent: maybe under way
    await desk.shop.dataSource.query(
      `UPDATE gift_card_payments SET held_at = held_at - interval '2 hours' WHERE order_number = $1`,
      [lost.orderId],
    );
    expect(await desk.shop.app.get(GiftCardHoldsSweep).sweep()).toBe(1);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 2000 });
    expect((await movementsOf(code.slice(-4))).slice(-2)).toEqual(['held -2000', 'released 2000']);
  });

  it('credits a refund to the card first, then refunds the rest at Mollie, and says so in the mail', async () => {
    const code = await cardOf(1000);
    const last4 = code.slice(-4);
    const placed = (await checkout('34.98', [code])).json<Answer>();
    expect(placed.amount.value).toBe('24.98');
    await desk.shop.chooseAtCheckout(placed.checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(placed.orderId)).status === 'payee');

    const refund = (amount: number) =>
      desk.call('POST', `/api/admin/orders/${placed.orderId}/refund`, desk.admin, { amount, reason: 'Box abîmée' });
    const firstRefund = await refund(6);
    expect(firstRefund.statusCode).toBe(200);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 600 });
    expect(await sharesOf(placed.orderId)).toEqual([{ amount_cents: 1000, credited_cents: 600, status: 'captured' }]);
    const mail = await mailTo('camille@example.be', /remboursement/i, placed.orderId);
    expect(plain(mail.text)).toContain(
      `6,00 € sont recrédités sur votre carte cadeau •••• ${last4} : son solde est de 6,00 €`,
    );
    expect(plain(mail.text)).not.toContain('rendus sur le moyen de paiement');

    // 10 € more: the card's last 4 € back to it, 6 € at Mollie.
    expect((await refund(10)).statusCode).toBe(200);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 1000 });
    const refunds = (await desk.shop.dataSource.query(
      `SELECT r.amount_cents, r.mollie_refund_id FROM order_refunds r JOIN orders o ON o.id = r.order_id
        WHERE o.order_number = $1 ORDER BY r.created_at`,
      [placed.orderId],
    )) as { amount_cents: number; mollie_refund_id: string }[];
    expect(refunds.map((r) => r.amount_cents)).toEqual([600, 1000]);
    expect(refunds[1]!.mollie_refund_id).toMatch(/^re_/);
    const refundMails = () =>
      desk.mails.messages.filter((m) => /remboursement/i.test(m.subject) && m.text.includes(placed.orderId));
    await waitFor(async () => refundMails().length === 2);
    const second = refundMails()[1]!;
    expect(plain(second.text)).toContain(`4,00 € sont recrédités sur votre carte cadeau •••• ${last4}`);
    expect(plain(second.text)).toContain('6,00 € sont rendus sur le moyen de paiement');
  });

  it('never spends more than a card holds when twenty checkouts spend it at once', async () => {
    const code = await cardOf(10000);
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => desk.shop.customer(`Rush${i}`)));
    const results = await Promise.all(shoppers.map((who) => checkout('34.98', [code], who)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json<ErrorJson>().code).toBe('GIFT_CARD_REFUSED');
    }
    const [card] = (await desk.shop.dataSource.query(
      `SELECT c.balance_cents, (SELECT coalesce(sum(amount_cents), 0)::int FROM gift_card_payments p
         WHERE p.card_id = c.id AND p.status IN ('held', 'captured')) AS held FROM gift_cards c WHERE c.last4 = $1`,
      [code.slice(-4)],
    )) as { balance_cents: number; held: number }[];
    expect(card!.balance_cents).toBeGreaterThanOrEqual(0);
    expect(card!.balance_cents + card!.held).toBe(10000);
    const answered = results.filter((r) => r.statusCode === 201).map((r) => r.json<Answer>());
    const shares = (await Promise.all(answered.map((a) => sharesOf(a.orderId)))).flat();
    expect(shares.reduce((sum, s) => sum + s.amount_cents, 0)).toBe(card!.held);
  });

  it('refuses a code that is not a card, a card given twice, a renewing subscription and cards for cards', async () => {
    const code = await cardOf(1500);
    const before = await created();
    const unknown = await quote({ items: ONE_BOX_QUOTE, giftCardCodes: ['AAAA BBBB CCCC DDDD'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorJson>()).toMatchObject({
      code: 'GIFT_CARD_REFUSED',
      errors: { 'giftCardCodes.0': ['Ce code ne correspond à aucune carte cadeau.'] },
    });
    const twice = await checkout('34.98', [code, code.toLowerCase()]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorJson>().errors).toEqual({
      'metadata.giftCardCodes.1': ['Cette carte cadeau est déjà utilisée pour cette commande.'],
    });
    const renewing = await quote({
      items: [{ productId: 1, quantity: 1, isSubscription: true }],
      giftCardCodes: [code],
    });
    expect(renewing.statusCode).toBe(409);
    expect(renewing.json<ErrorJson>().message).toMatch(/ne paie pas un abonnement qui se renouvelle/);
    const cardsForCards = await quote({
      items: [],
      giftCards: [{ amountCents: 2500, recipientName: 'Léa', recipientEmail: 'l@example.be' }],
      giftCardCodes: [code],
    });
    expect(cardsForCards.statusCode).toBe(400);
    expect(cardsForCards.json<ErrorJson>().message).toBe(
      'Une carte cadeau paie des box, pas l’achat d’autres cartes cadeaux.',
    );
    const tooMany = await quote({ items: ONE_BOX_QUOTE, giftCardCodes: [1, 2, 3, 4, 5, 6] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorJson>().code).toBe('GIFT_CARD_REFUSED');
    expect(await created()).toEqual(before);

    // Guessing through the quote: 30 codes a minute from one address, then the French 429, even for a right code.
    const guesser = from();
    for (let i = 0; i < 30; i++) {
      const guess = await quote(
        { items: ONE_BOX_QUOTE, giftCardCodes: [`ZZZZ ZZZZ ZZZZ ${String(i).padStart(4, '0')}`] },
        guesser,
      );
      expect(guess.statusCode).toBe(400);
    }
    const blocked = await quote({ items: ONE_BOX_QUOTE, giftCardCodes: [code] }, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorJson>().code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('lets the buyer withdraw from an unused card within 14 days: refunded at Mollie, never spendable again', async () => {
    const buyer = await desk.shop.customer('Nadia');
    const email = 'nadia.lea@example.be';
    const bought = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: buyer.auth,
      payload: paymentBody('40.00', [], {
        metadata: { giftCards: [{ amountCents: 4000, recipientName: 'Léa', recipientEmail: email }] },
      }),
    });
    const { orderId, checkoutUrl } = bought.json<Answer>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    const code = CODE.exec((await desk.mails.waitFor(email, { subject: /carte cadeau/ })).text)![0];
    const order = (await desk.call('GET', `/api/orders/${orderId}`, buyer)).json<{
      giftCards: { id: string; withdrawableUntil: string | null }[];
    }>();
    const [card] = order.giftCards;
    expect(card!.withdrawableUntil).not.toBeNull();

    const withdraw = (who: Customer, id = card!.id) => desk.call('POST', `/api/gift-cards/${id}/withdraw`, who);
    expect((await withdraw(desk.camille)).statusCode).toBe(404);
    expect((await withdraw(buyer, 'pas-une-carte')).statusCode).toBe(404);
    const done = await withdraw(buyer);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ amountCents: 4000, message: expect.stringMatching(/remboursée : 40,00/) });
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 0, status: 'withdrawn' });
    const refunds = (await desk.shop.dataSource.query(`SELECT refund_id FROM gift_cards WHERE id = $1`, [
      card!.id,
    ])) as {
      refund_id: string;
    }[];
    expect(refunds[0]!.refund_id).toMatch(/^re_/);
    await mailTo('camille@example.be', /remboursée/, '•••• ' + code.slice(-4));
    expect((await withdraw(buyer)).statusCode).toBe(409);
    const spend = await checkout('34.98', [code]);
    expect(spend.statusCode).toBe(409);
    expect(spend.json<ErrorJson>().message).toBe('Cette carte cadeau a été remboursée : elle n’est plus utilisable.');

    // A card used even a little, or bought more than 14 days ago, is not withdrawn.
    const used = await cardOf(2000, 'now', buyer);
    await checkout('34.98', [used]);
    const late = await cardOf(2500, 'now', buyer);
    await desk.shop.dataSource.query(
      `UPDATE gift_cards SET purchased_at = purchased_at - interval '15 days' WHERE last4 = $1`,
      [late.slice(-4)],
    );
    for (const c of [used, late]) {
      const [row] = (await desk.shop.dataSource.query(`SELECT id FROM gift_cards WHERE last4 = $1`, [c.slice(-4)])) as {
        id: string;
      }[];
      const refused = await withdraw(buyer, row!.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorJson>().message).toMatch(/dans les 14 jours qui suivent son achat/);
    }
  });
});
