import { InvoiceCatchUpService } from '../src/modules/ordering/application/invoice-catch-up.service.js';
import { ExpireUnpaidOrdersService } from '../src/modules/ordering/index.js';
import { useAdminOrdersDesk } from './support/admin-orders.js';
import { type ErrorJson, paymentBody, waitFor } from './support/shop-fixture.js';

/** Box Essentielle: 29,99 €, 4,99 € shipping under 50 € of boxes. */
const ONE_BOX = [{ id: 1, quantity: 1, isSubscription: false }];
const LEA = { recipientName: 'Léa', recipientEmail: 'lea.card@example.be', delivery: 'now' };
const card = (amountCents: number, extra: object = {}) => ({ amountCents, ...LEA, ...extra });

interface QuoteJson {
  subtotal: number;
  discount: number;
  shipping: number;
  amountToFreeShipping: number;
  total: number;
  giftCards: { amountCents: number; recipientName: string; delivery: string; sendAt: string | null }[];
  giftCardsCents: number;
  needsShipping: boolean;
}

interface OrderCardJson {
  id: string;
  amountCents: number;
  recipientName: string;
  recipientEmail: string | null;
  delivery: string;
  sendAt: string | null;
  sentAt: string | null;
  last4: string | null;
  status: string;
  statusLabel: string;
}

interface OrderJson {
  _id: string;
  orderId: string;
  amount: number;
  items: unknown[];
  shippingInfo: Record<string, string>;
  hasInvoice: boolean;
  giftCards: OrderCardJson[];
  giftCardReceipt: { number: string } | null;
}

/**
 * E-gift cards bought in the cart (docs/design/gift-cards.md) against the real app: priced by the one
 * pricing function (no promo, no shipping on a card), paid with the boxes in the Mollie sandbox, left
 * out of the VAT invoice and of the shipping run, shown on the order JSON; refusals in French, with
 * nothing created and no Mollie payment.
 */
describe('Gift cards at checkout (real app, real PostgreSQL, the Mollie sandbox)', () => {
  const desk = useAdminOrdersDesk();

  const quote = (payload: object) => desk.shop.app.inject({ method: 'POST', url: '/api/cart/quote', payload });

  const checkout = (amount: string, items: object[], metadata: Record<string, unknown> = {}, extra: object = {}) =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: paymentBody(amount, items as never, { ...extra, metadata }),
    });

  const count = async (sql: string): Promise<number> =>
    ((await desk.shop.dataSource.query(sql)) as { n: number }[])[0]!.n;
  const created = async () => ({
    orders: await count(`SELECT count(*)::int AS n FROM orders`),
    payments: await count(`SELECT count(*)::int AS n FROM order_payments`),
    cards: await count(`SELECT count(*)::int AS n FROM gift_cards`),
  });

  const paid = async (res: { statusCode: number; json: <T>() => T }): Promise<string> => {
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    return orderId;
  };

  const customerOrder = async (orderId: string): Promise<OrderJson> => {
    const res = await desk.call('GET', `/api/orders/${orderId}`, desk.camille);
    expect(res.statusCode).toBe(200);
    return res.json<OrderJson>();
  };

  const invoiceOf = async (orderId: string) =>
    (await desk.shop.dataSource.query(
      `SELECT i.total_cents AS "totalCents", i.data FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE o.order_number = $1 AND i.kind = 'invoice'`,
      [orderId],
    )) as {
      totalCents: number;
      data: {
        lines: { description: string; totalCents: number }[];
        totalCents: number;
        breakdown: { rate: number; baseCents: number; vatCents: number; totalCents: number }[];
      };
    }[];

  /** The mails about one order (its number in the text), once the outbox sent them. */
  const mailsOf = (orderId: string, subject: string) =>
    desk.mails.messages.filter((m) => m.subject.startsWith(subject) && m.text.includes(orderId));

  it('quotes the cards beside the boxes: in the total, outside the promo and the free shipping', async () => {
    const res = await quote({
      items: [{ productId: 1, quantity: 1, isSubscription: false }],
      promoCode: 'promo20',
      giftCards: [card(5000)],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<QuoteJson>();
    expect(body).toMatchObject({
      subtotal: 29.99,
      discount: 6, // 20 % of the box only
      shipping: 4.99, // 29,99 € of boxes: the card's 50 € does not make the shipping free
      amountToFreeShipping: 20.01,
      giftCardsCents: 5000,
      needsShipping: true,
      total: 78.98,
    });
    expect(body.giftCards).toEqual([
      {
        amountCents: 5000,
        recipientName: 'Léa',
        recipientEmail: 'lea.card@example.be',
        message: null,
        delivery: 'now',
        sendAt: null,
      },
    ]);

    const alone = (
      await quote({ items: [], giftCards: [card(2500), card(25000, { delivery: 'print', recipientEmail: null })] })
    ).json<QuoteJson>();
    expect(alone).toMatchObject({ subtotal: 0, shipping: 0, giftCardsCents: 27500, needsShipping: false, total: 275 });

    const dated = (
      await quote({ items: [], giftCards: [card(1000, { delivery: 'at_date', sendAt: '2027-06-01T09:30' })] })
    ).json<QuoteJson>();
    expect(dated.giftCards[0]!.sendAt).toBe('2027-06-01T07:30:00.000Z'); // Brussels summer time
  });

  it('pays a card with a box in the sandbox: the card active, its receipt, an invoice for the box alone', async () => {
    const withCard = await paid(
      await checkout('84.98', ONE_BOX, { giftCards: [card(5000, { message: 'Bon anniversaire !' })] }),
    );
    const boxAlone = await desk.paidOrder();

    const order = await customerOrder(withCard);
    expect(order.amount).toBe(84.98);
    expect(order.hasInvoice).toBe(true);
    expect(order.giftCards).toEqual([
      expect.objectContaining({
        amountCents: 5000,
        recipientName: 'Léa',
        recipientEmail: 'lea.card@example.be',
        delivery: 'now',
        status: 'active',
        statusLabel: 'Active',
        last4: expect.stringMatching(/^[0-9A-Z]{4}$/),
      }),
    ]);
    expect(order.giftCardReceipt?.number).toMatch(/^RC-\d{4}-\d{6}$/);

    // The invoice covers the box: its lines, total and VAT are those of the same box bought alone.
    const [invoice] = await invoiceOf(withCard);
    const [plain] = await invoiceOf(boxAlone);
    expect(invoice!.totalCents).toBe(3498);
    expect(invoice!.data.totalCents).toBe(3498);
    expect(invoice!.data.lines.map((line) => line.description)).toEqual(['Box Essentielle']);
    expect(invoice!.data.breakdown).toEqual(plain!.data.breakdown);

    // The confirmation counts the cards in its total, with the box's invoice attached; the receipt goes apart.
    await waitFor(async () => mailsOf(withCard, 'Votre commande est confirmée').length === 1);
    const [confirmation] = mailsOf(withCard, 'Votre commande est confirmée');
    expect(confirmation!.text.replace(/\s/g, ' ')).toContain('Cartes cadeaux (reçu envoyé à part) : 50,00 €');
    expect(confirmation!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    // The back office sees the same cards, on the order and in the list (one question for the page).
    const detail = await desk.detail(withCard);
    expect(detail['giftCards']).toEqual(order.giftCards);
    expect(detail['giftCardReceipt']).toEqual(order.giftCardReceipt);
    const listed = (await desk.list(`?search=${withCard}`)).orders.find((o) => o.orderId === withCard);
    expect(listed?.['giftCards']).toEqual(order.giftCards);
    const mine = (await desk.call('GET', '/api/orders', desk.camille)).json<OrderJson[]>();
    expect(mine.find((o) => o.orderId === withCard)?.giftCards).toEqual(order.giftCards);
    expect(mine.find((o) => o.orderId === boxAlone)).toMatchObject({ giftCards: [], giftCardReceipt: null });
  });

  it('pays an order of cards only: no shipping address needed, no invoice, nothing to prepare', async () => {
    const before = (await desk.call('GET', '/api/admin/orders/to-prepare', desk.admin)).json<{ total: number }>();
    const body = paymentBody('35.00', [], {
      metadata: { giftCards: [card(2500), card(1000, { delivery: 'print', recipientEmail: null })] },
    });
    delete (body['metadata'] as Record<string, unknown>)['shippingInfo'];
    const orderId = await paid(
      await desk.shop.app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: desk.camille.auth,
        payload: body,
      }),
    );

    const order = await customerOrder(orderId);
    expect(order.items).toEqual([]);
    expect(order.amount).toBe(35);
    expect(order.shippingInfo).toMatchObject({ address: 'Rue Haute 12', city: 'Bruxelles', country: 'BE' });
    expect(order.giftCards.map((c) => [c.amountCents, c.delivery, c.status])).toEqual([
      [2500, 'now', 'active'],
      [1000, 'print', 'active'],
    ]);
    expect(order.giftCardReceipt?.number).toMatch(/^RC-/);
    expect(order.hasInvoice).toBe(false);
    // No order confirmation (it would carry an invoice): the buyer gets the cards' receipt.
    await waitFor(async () => mailsOf(order.giftCardReceipt!.number, 'Le reçu de vos cartes cadeaux').length === 1);
    expect(mailsOf(orderId, 'Votre commande est confirmée')).toEqual([]);
    await desk.shop.app.get(InvoiceCatchUpService).run();
    expect(await invoiceOf(orderId)).toEqual([]);

    // Left out of the shipping run: 'À préparer', the pick list, the carrier export; never prepared.
    const after = (await desk.call('GET', '/api/admin/orders/to-prepare', desk.admin)).json<{ total: number }>();
    expect(after.total).toBe(before.total);
    const pick = await desk.call('POST', '/api/admin/orders/pick-list', desk.admin, { orderIds: [orderId] });
    expect(pick.json()).toEqual({ lines: [], orders: 0, boxes: 0 });
    const carrier = await desk.call('POST', '/api/admin/orders/carrier-export', desk.admin, { orderIds: [orderId] });
    expect(carrier.statusCode).toBe(200);
    expect(carrier.payload).not.toContain(orderId);
    const bulk = await desk.call('POST', '/api/admin/orders/bulk', desk.admin, {
      action: 'start_preparation',
      orderIds: [orderId],
    });
    expect(bulk.json()).toMatchObject({
      done: [],
      refused: [
        {
          orderId,
          code: 'ORDER_NOTHING_TO_SHIP',
          message: `${orderId} : Cette commande ne compte que des cartes cadeaux : il n’y a rien à préparer ni à expédier.`,
        },
      ],
    });
    expect((await desk.shop.orderRow(orderId)).status).toBe('payee');
    expect((await desk.detail(orderId)).allowedTransitions.map((t) => t.status)).toEqual(['annulee']);
  });

  it('cancels the waiting cards with their unpaid order (an administrator, the expiry)', async () => {
    const placed = await checkout('34.00', [], { giftCards: [card(3400)] });
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json<{ orderId: string }>();
    expect((await customerOrder(orderId)).giftCards.map((c) => [c.status, c.last4])).toEqual([['en_attente', null]]);
    const cancel = await desk.setStatus(orderId, { orderStatus: 'annulee' });
    expect(cancel.statusCode).toBe(200);
    expect((await customerOrder(orderId)).giftCards.map((c) => c.status)).toEqual(['annulee']);

    // The 15-minute expiry cancels them the same way.
    const waiting = (await checkout('84.98', ONE_BOX, { giftCards: [card(5000)] })).json<{ orderId: string }>();
    await desk.shop.dataSource.query(
      `UPDATE orders SET payment_started_at = payment_started_at - interval '16 minutes' WHERE order_number = $1`,
      [waiting.orderId],
    );
    const sweep = await desk.shop.app.get(ExpireUnpaidOrdersService).sweep();
    expect(sweep.decisions.find((d) => d.orderNumber === waiting.orderId)?.decision).toBe('expired');
    expect((await customerOrder(waiting.orderId)).giftCards.map((c) => c.status)).toEqual(['annulee']);
  });

  it('refuses a broken card on its field, in French, creating nothing and asking Mollie nothing', async () => {
    const before = await created();
    const refusals: [object, string, string][] = [
      [card(1050), 'amountCents', 'Le montant doit être un nombre entier d’euros, de 10 à 250 €'],
      [card(25100), 'amountCents', 'Le montant doit être un nombre entier d’euros, de 10 à 250 €'],
      [
        card(5000, { recipientName: ' ' }),
        'recipientName',
        'Le nom du destinataire est requis (200 caractères au plus)',
      ],
      [
        card(5000, { recipientEmail: null }),
        'recipientEmail',
        'L’email du destinataire est requis pour lui envoyer la carte',
      ],
      [card(5000, { recipientEmail: 'pas-un-email' }), 'recipientEmail', "L'email du destinataire n'est pas valide"],
      [card(5000, { message: 'x'.repeat(301) }), 'message', 'Le message cadeau ne peut pas dépasser 300 caractères'],
      [
        card(5000, { delivery: 'demain' }),
        'delivery',
        'Choisissez quand envoyer la carte : maintenant, à une date choisie, ou vous l’imprimez',
      ],
      [
        card(5000, { delivery: 'at_date' }),
        'sendAt',
        'La date et l’heure d’envoi ne sont pas valides (AAAA-MM-JJTHH:MM, heure de Bruxelles)',
      ],
      [
        card(5000, { delivery: 'at_date', sendAt: '2020-01-01T10:00' }),
        'sendAt',
        'La date d’envoi doit être entre maintenant et dans 12 mois',
      ],
    ];
    for (const [line, field, message] of refusals) {
      const res = await checkout('84.98', ONE_BOX, { giftCards: [card(5000), line] });
      expect(res.statusCode).toBe(400);
      const error = res.json<ErrorJson>();
      expect(error.code).toBe('GIFT_CARD_INVALID');
      expect(error.errors).toEqual({ [`metadata.giftCards.1.${field}`]: [message] });

      const quoted = await quote({ items: [], giftCards: [card(5000), line] });
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json<ErrorJson>()).toMatchObject({
        code: 'GIFT_CARD_INVALID',
        errors: { [`giftCards.1.${field}`]: [message] },
      });
    }
    const eleven = await checkout('110.00', [], { giftCards: Array.from({ length: 11 }, () => card(1000)) });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json<ErrorJson>().errors).toEqual({
      'metadata.giftCards': ['Une commande compte au plus 10 cartes cadeaux'],
    });
    const empty = await checkout('0.00', [], { giftCards: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorJson>().errors).toEqual({ 'metadata.items': ['Votre panier est vide'] });
    // Boxes still need their shipping address.
    const body = paymentBody('84.98', ONE_BOX as never, { metadata: { giftCards: [card(5000)] } });
    delete (body['metadata'] as Record<string, unknown>)['shippingInfo'];
    const noAddress = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: body,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json<ErrorJson>().errors).toEqual({
      'metadata.shippingInfo': ['Les informations de livraison sont obligatoires'],
    });
    // The amount must include the cards.
    const mismatch = await checkout('34.98', ONE_BOX, { giftCards: [card(5000)] });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ErrorJson>().code).toBe('AMOUNT_MISMATCH');
    // 'C'est un cadeau' wraps boxes, not cards.
    const wrapped = await checkout('50.00', [], { giftCards: [card(5000)], gift: { message: 'Pour toi' } });
    expect(wrapped.statusCode).toBe(400);
    expect(Object.keys(wrapped.json<ErrorJson>().errors ?? {})).toEqual(['metadata.gift']);

    expect(await created()).toEqual(before);
  });

  it('refuses a card beside a prepaid gift subscription (bought alone)', async () => {
    const before = await created();
    const res = await checkout(
      '141.44',
      [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly', giftBoxes: 3 }],
      {
        giftCards: [card(5000)],
        giftSubscription: {
          recipient: {
            firstName: 'Léa',
            lastName: 'Dubois',
            email: 'lea.gift@example.be',
            address: 'Rue des Fleurs 3',
            postalCode: '5000',
            city: 'Namur',
            country: 'BE',
          },
        },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().errors).toEqual({
      'metadata.giftCards': ['Un abonnement offert se paie seul : passez commande des autres box séparément.'],
    });
    expect(await created()).toEqual(before);
  });
});
