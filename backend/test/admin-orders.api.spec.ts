import { CompactOrderFiguresService } from '../src/modules/admin/application/compact-order-figures.service.js';
import { MailCapture } from './support/mail-capture.js';
import {
  type CartLine,
  type Customer,
  type ErrorJson,
  ShopFixture,
  paymentBody,
  waitFor,
} from './support/shop-fixture.js';

type Status = 'en_attente_paiement' | 'payee' | 'en_preparation' | 'expediee' | 'livree' | 'annulee' | 'retournee';
const STATUSES: Status[] = [
  'en_attente_paiement',
  'payee',
  'en_preparation',
  'expediee',
  'livree',
  'annulee',
  'retournee',
];
const LABELS: Record<Status, string> = {
  en_attente_paiement: 'En attente de paiement',
  payee: 'Commande reçue',
  en_preparation: 'En cours de préparation',
  expediee: 'Commande expédiée',
  livree: 'Commande livrée',
  annulee: 'Commande annulée',
  retournee: 'Commande retournée',
};
/** Payment badges (spec §4; 'authorized' is the shop's own word). */
const PAYMENT_LABELS: Record<string, string> = {
  open: 'Ouvert',
  pending: 'En attente',
  authorized: 'Autorisé',
  paid: 'Payé',
  failed: 'Échoué',
  canceled: 'Annulé',
  expired: 'Expiré',
};
/** The table of the back-office spec §4, written out independently of the code. */
const ALLOWED: [Status, Status][] = [
  ['en_attente_paiement', 'payee'],
  ['en_attente_paiement', 'annulee'],
  ['payee', 'en_preparation'],
  ['payee', 'annulee'],
  ['en_preparation', 'expediee'],
  ['en_preparation', 'annulee'],
  ['expediee', 'livree'],
  ['expediee', 'retournee'],
  ['livree', 'retournee'],
];
const ACTIONS: Record<Exclude<Status, 'en_attente_paiement'>, string> = {
  payee: 'Confirmer la réception du paiement',
  en_preparation: 'Démarrer la préparation',
  expediee: 'Marquer comme expédiée',
  livree: 'Confirmer la livraison',
  annulee: 'Annuler la commande',
  retournee: 'Marquer comme retournée',
};
const STAMPS: Record<Exclude<Status, 'en_attente_paiement'>, string> = {
  payee: 'confirmedAt',
  en_preparation: 'preparationStartedAt',
  expediee: 'shippedAt',
  livree: 'deliveredAt',
  annulee: 'canceledAt',
  retournee: 'returnedAt',
};
/** How the suite brings a paid order to each state, through the endpoint. */
const PATH: Record<Status, Status[]> = {
  en_attente_paiement: [],
  payee: [],
  en_preparation: ['en_preparation'],
  expediee: ['en_preparation', 'expediee'],
  livree: ['en_preparation', 'expediee', 'livree'],
  annulee: ['annulee'],
  retournee: ['en_preparation', 'expediee', 'retournee'],
};
const BPOST = { carrier: 'Bpost', trackingNumber: 'CD123456789BE' };
const ONE_BOX: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];
const SHIPPING_REQUIRED =
  'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié';

interface AdminOrder {
  _id: string;
  orderId: string;
  amount: number;
  status: string;
  statusLabel: string;
  orderStatus: Status;
  orderStatusLabel: string;
  customerId: string | null;
  billingInfo: { firstName: string; lastName: string; email: string; phone: string };
  items: { name: string; price: number; quantity: number; isSubscription: boolean }[];
  hasSubscription: boolean;
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  refundRequired: boolean;
  allowedTransitions: { status: Status; label: string; actionLabel: string }[];
  isFinal: boolean;
  history: {
    from: Status | null;
    to: Status;
    by: string;
    byLabel: string;
    note: string | null;
    fromLabel: string | null;
  }[];
  [stamp: string]: unknown;
}
interface ListJson {
  orders: AdminOrder[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalOrders: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
    limit: number;
    totalIsCapped: boolean;
  };
}
interface StatsJson {
  overview: { totalOrders: number; totalRevenue: number; averageOrderValue: number; paidOrders: number };
  toProcess: number;
  refundRequired: number;
  byStatus: { status: Status; label: string; count: number }[];
  paymentStatuses: { status: string; label: string; count: number }[];
  revenueByDay: { date: string; revenue: number; orders: number }[];
}

/**
 * The back office's order management against the real app: PostgreSQL, the Mollie sandbox over HTTPS
 * for payments, a real SMTP capture for the customer's mails.
 */
describe('Admin orders API (real app, real PostgreSQL)', () => {
  let shop: ShopFixture;
  let mails: MailCapture;
  let admin: Customer;
  let otherAdmin: Customer;
  let camille: Customer;

  beforeAll(async () => {
    mails = new MailCapture();
    await mails.start();
    shop = await ShopFixture.start({ env: { SMTP_URL: mails.smtpUrl, OUTBOX_POLL_MS: '100' } });
    admin = await shop.admin('Alice', 'Gérante');
    otherAdmin = await shop.admin('Bruno', 'Adjoint');
    camille = await shop.customer('Camille');
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await mails?.stop();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Customer | null, payload?: object) =>
    shop.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
  const list = async (query = ''): Promise<ListJson> => {
    const res = await call('GET', `/api/mollie/admin/orders${query}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json<ListJson>();
  };
  const detail = async (orderId: string): Promise<AdminOrder> => {
    const res = await call('GET', `/api/mollie/admin/orders/${orderId}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json<AdminOrder>();
  };
  const setStatus = (orderId: string, body: object, who: Customer = admin) =>
    call('PUT', `/api/mollie/admin/orders/${orderId}/status`, who, body);

  let billingCounter = 0;
  /** An order through the real checkout (not paid yet), with billing names of its own. */
  async function placeOrder(
    customer: Customer = camille,
    billing: Partial<Record<'firstName' | 'lastName' | 'email', string>> = {},
  ): Promise<{ orderId: string; checkoutUrl: string }> {
    const n = ++billingCounter;
    const billingInfo = {
      firstName: 'Camille',
      lastName: 'Peeters',
      email: `camille.peeters${n}@example.be`,
      phone: '+32470123456',
      address: 'Rue Haute 12',
      city: 'Bruxelles',
      postalCode: '1000',
      country: 'BE',
      ...billing,
    };
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: customer.auth,
      payload: paymentBody('34.98', ONE_BOX, { metadata: { billingInfo } }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ orderId: string; checkoutUrl: string }>();
  }
  /** A paid order ('Payé' on the sandbox's checkout page: Mollie rings the webhook). */
  async function paidOrder(customer: Customer = camille, billing = {}): Promise<string> {
    const { orderId, checkoutUrl } = await placeOrder(customer, billing);
    await shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await shop.orderRow(orderId)).status === 'payee');
    return orderId;
  }
  async function orderIn(status: Status): Promise<string> {
    if (status === 'en_attente_paiement') return (await placeOrder()).orderId;
    const orderId = await paidOrder();
    for (const step of PATH[status]) {
      const res = await setStatus(orderId, { orderStatus: step, ...(step === 'expediee' ? { tracking: BPOST } : {}) });
      expect(res.statusCode).toBe(200);
    }
    return orderId;
  }
  const historyLength = async (orderId: string) => (await shop.history(orderId)).length;

  describe('authorization matrix: anonymous 401, customer 403, administrator 200', () => {
    it('holds for every /api/mollie/admin endpoint', async () => {
      const orderId = await paidOrder();
      // A delivered order its customer withdrew from (the withdrawal endpoints need one).
      const delivered = await orderIn('livree');
      const withdrawn = await call('POST', `/api/mollie/orders/${delivered}/withdrawal`, camille, {});
      expect(withdrawn.statusCode).toBe(201);
      const [withdrawal] = (await shop.dataSource.query(
        `SELECT w.id FROM withdrawal_requests w JOIN orders o ON o.id = w.order_id WHERE o.order_number = $1`,
        [delivered],
      )) as { id: string }[];
      const endpoints: { method: 'GET' | 'PUT' | 'POST'; path: string; url: string; payload?: object }[] = [
        { method: 'GET', path: '/api/mollie/admin/orders', url: '/api/mollie/admin/orders' },
        { method: 'GET', path: '/api/mollie/admin/stats', url: '/api/mollie/admin/stats' },
        { method: 'GET', path: '/api/mollie/admin/orders/restock', url: '/api/mollie/admin/orders/restock' },
        { method: 'GET', path: '/api/mollie/admin/orders/{orderId}', url: `/api/mollie/admin/orders/${orderId}` },
        {
          method: 'PUT',
          path: '/api/mollie/admin/orders/{orderId}/status',
          url: `/api/mollie/admin/orders/${orderId}/status`,
          payload: { orderStatus: 'en_preparation' },
        },
        {
          method: 'POST',
          path: '/api/mollie/admin/orders/{orderId}/refund',
          url: `/api/mollie/admin/orders/${orderId}/refund`,
          payload: { amount: 1, reason: 'Geste commercial' },
        },
        { method: 'GET', path: '/api/mollie/admin/withdrawals', url: '/api/mollie/admin/withdrawals' },
        {
          method: 'POST',
          path: '/api/mollie/admin/withdrawals/{id}/receive',
          url: `/api/mollie/admin/withdrawals/${withdrawal!.id}/receive`,
        },
      ];
      // Every admin route of the OpenAPI document is in the table (a new endpoint must join it).
      const document = (await shop.app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const documented = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/mollie/admin'))
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      expect(documented).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());

      for (const endpoint of endpoints) {
        const anonymous = await call(endpoint.method, endpoint.url, null, endpoint.payload);
        expect([endpoint.url, anonymous.statusCode]).toEqual([endpoint.url, 401]);
        expect(anonymous.json<ErrorJson>().statusCode).toBe(401);
        const customer = await call(endpoint.method, endpoint.url, camille, endpoint.payload);
        expect([endpoint.url, customer.statusCode]).toEqual([endpoint.url, 403]);
        expect(customer.json<ErrorJson>().code).toBe('FORBIDDEN');
        const allowed = await call(endpoint.method, endpoint.url, admin, endpoint.payload);
        expect([endpoint.url, allowed.statusCode]).toEqual([endpoint.url, 200]);
      }
      // A customer's (refused) request changed nothing: one transition, the administrator's.
      const history = await shop.history(orderId);
      expect(history.filter((h) => h.from_status === 'payee' && h.to_status === 'en_preparation')).toHaveLength(1);
      expect(history.filter((h) => h.note?.startsWith('Remboursement de 1,00 €'))).toHaveLength(1);
    });

    it('reads the role from the current row: a demoted administrator is refused', async () => {
      const former = await shop.admin('Ancien', 'Admin');
      await shop.dataSource.query('UPDATE users SET is_admin = false WHERE id = $1', [former.id]);
      expect((await call('GET', '/api/mollie/admin/stats', former)).statusCode).toBe(403);
    });
  });

  describe('the state machine through PUT /api/mollie/admin/orders/:orderId/status', () => {
    it.each(ALLOWED)('%s → %s: 200, the date stamped, the history kept with the administrator', async (from, to) => {
      const orderId = await orderIn(from);
      const before = await historyLength(orderId);
      const res = await setStatus(orderId, {
        orderStatus: to,
        expectedStatus: from,
        notes: '',
        ...(to === 'expediee' ? { tracking: BPOST } : {}),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ success: boolean; message: string; order: AdminOrder }>();
      expect(body.success).toBe(true);
      expect(body.message).toBe('Statut mis à jour avec succès');
      const order = body.order;
      expect(order.orderStatus).toBe(to);
      expect(order.orderStatusLabel).toBe(LABELS[to]);
      expect(order[STAMPS[to as keyof typeof STAMPS]]).toEqual(expect.any(String));
      expect(order.allowedTransitions).toEqual(
        ALLOWED.filter(([f]) => f === to).map(([, t]) => ({
          status: t,
          label: LABELS[t],
          actionLabel: ACTIONS[t as keyof typeof ACTIONS],
        })),
      );
      expect(order.isFinal).toBe(to === 'annulee' || to === 'retournee');
      expect(order.history).toHaveLength(before + 1);
      expect(order.history.at(-1)).toMatchObject({
        from,
        fromLabel: LABELS[from],
        to,
        by: `admin:${admin.id}`,
        byLabel: 'Alice Gérante (administrateur)',
        note: `Statut mis à jour de ${LABELS[from]} vers ${LABELS[to]}`,
      });
      if (to === 'payee') expect(order.status).toBe('paid');
      if (to === 'annulee') expect(order.refundRequired).toBe(from !== 'en_attente_paiement');
    });

    it.each(STATUSES)(
      'from %s: every other target outside the table is refused with 409, the same one with 400',
      async (from) => {
        const orderId = await orderIn(from);
        const row = await shop.orderRow(orderId);
        const before = await historyLength(orderId);
        const final = from === 'annulee' || from === 'retournee';
        for (const to of STATUSES) {
          if (ALLOWED.some(([f, t]) => f === from && t === to)) continue;
          const res = await setStatus(orderId, { orderStatus: to, ...(to === 'expediee' ? { tracking: BPOST } : {}) });
          const error = res.json<ErrorJson>();
          if (to === from) {
            expect([to, res.statusCode]).toEqual([to, 400]);
            expect(error).toMatchObject({
              code: 'ORDER_STATUS_UNCHANGED',
              message: 'Le nouveau statut doit être différent du statut actuel',
            });
            continue;
          }
          expect([to, res.statusCode]).toEqual([to, 409]);
          expect(error.code).toBe('ORDER_INVALID_TRANSITION');
          expect(error.message).toContain(`« ${LABELS[from]} »`);
          expect(error.message).toContain(`« ${LABELS[to]} »`);
          if (final)
            expect(error.message).toContain(
              `aucune transition possible depuis l'état « ${LABELS[from]} ». Cet état est final.`,
            );
        }
        expect(await historyLength(orderId)).toBe(before);
        expect((await shop.orderRow(orderId)).updated_at).toEqual(row.updated_at);
      },
    );

    it('refuses to ship without carrier and tracking number, or with an unknown carrier', async () => {
      const orderId = await orderIn('en_preparation');
      for (const tracking of [
        undefined,
        {},
        { carrier: 'Bpost' },
        { trackingNumber: 'CD1' },
        { carrier: ' ', trackingNumber: ' ' },
      ]) {
        const res = await setStatus(orderId, { orderStatus: 'expediee', ...(tracking ? { tracking } : {}) });
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorJson>()).toMatchObject({ code: 'ORDER_TRACKING_REQUIRED', message: SHIPPING_REQUIRED });
      }
      const unknown = await setStatus(orderId, {
        orderStatus: 'expediee',
        tracking: { carrier: 'La Poste', trackingNumber: 'X1' },
      });
      expect(unknown.json<ErrorJson>().code).toBe('ORDER_CARRIER_INVALID');
      const badLink = await setStatus(orderId, {
        orderStatus: 'expediee',
        tracking: { ...BPOST, trackingUrl: 'javascript:alert(1)' },
      });
      expect(badLink.json<ErrorJson>().code).toBe('ORDER_TRACKING_URL_INVALID');
      expect((await shop.orderRow(orderId)).status).toBe('en_preparation');
    });

    it('validates the request: a status must be chosen, unknown fields are refused, unknown orders are 404', async () => {
      const orderId = await orderIn('payee');
      const none = await setStatus(orderId, { notes: 'x' });
      expect(none.statusCode).toBe(400);
      expect(none.json<ErrorJson>().errors).toEqual({ orderStatus: ['Veuillez sélectionner un nouveau statut'] });
      expect((await setStatus(orderId, { orderStatus: 'perdue' })).statusCode).toBe(400);
      expect((await setStatus(orderId, { orderStatus: 'en_preparation', priority: 1 })).json<ErrorJson>().code).toBe(
        'VALIDATION_FAILED',
      );
      for (const unknown of ['BP-20200101-ZZZZZZ', '00000000-0000-4000-8000-000000000000', 'rien']) {
        const res = await setStatus(unknown, { orderStatus: 'en_preparation' });
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorJson>()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
      }
    });

    it('keeps the internal note typed by the administrator in the history', async () => {
      const orderId = await orderIn('payee');
      const res = await setStatus(
        orderId,
        { orderStatus: 'en_preparation', notes: '  Emballage cadeau demandé  ' },
        otherAdmin,
      );
      expect(res.json<{ order: AdminOrder }>().order.history.at(-1)).toMatchObject({
        by: `admin:${otherAdmin.id}`,
        byLabel: 'Bruno Adjoint (administrateur)',
        note: 'Emballage cadeau demandé',
      });
    });

    it('two administrators changing the same order at once: one wins, the other gets a clear 409', async () => {
      for (let round = 0; round < 3; round++) {
        const orderId = await orderIn('en_preparation');
        const before = await historyLength(orderId);
        const [ship, cancel] = await Promise.all([
          setStatus(orderId, { orderStatus: 'expediee', expectedStatus: 'en_preparation', tracking: BPOST }, admin),
          setStatus(orderId, { orderStatus: 'annulee', expectedStatus: 'en_preparation' }, otherAdmin),
        ]);
        expect([ship.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
        const loser = ship.statusCode === 409 ? ship : cancel;
        const winner = ship.statusCode === 200 ? 'expediee' : 'annulee';
        expect(loser.json<ErrorJson>()).toMatchObject({
          code: 'ORDER_CHANGED_MEANWHILE',
          message: `La commande a été modifiée entre-temps : elle est passée de « En cours de préparation » à « ${LABELS[winner]} ». Actualisez la liste avant de changer son statut.`,
        });
        expect((await shop.orderRow(orderId)).status).toBe(winner);
        expect(await historyLength(orderId)).toBe(before + 1);
      }
      // Without the state they saw, the second request is judged on the new state.
      const orderId = await orderIn('en_preparation');
      const both = await Promise.all([
        setStatus(orderId, { orderStatus: 'expediee', tracking: BPOST }, admin),
        setStatus(orderId, { orderStatus: 'expediee', tracking: BPOST }, otherAdmin),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(both.find((r) => r.statusCode === 400)!.json<ErrorJson>().code).toBe('ORDER_STATUS_UNCHANGED');
    });
  });

  describe("the customer's mails", () => {
    it('shipping writes the mail with the tracking link to the outbox; the customer receives it and sees the link', async () => {
      const orderId = await orderIn('en_preparation');
      const { email } = (await shop.orderRow(orderId)).billing as { email: string };
      const res = await setStatus(orderId, {
        orderStatus: 'expediee',
        tracking: { carrier: 'Bpost', trackingNumber: 'CD987654321BE' },
      });
      expect(res.statusCode).toBe(200);
      const link = 'https://track.bpost.cloud/btr/web/#/search?itemCode=CD987654321BE&lang=fr';
      expect(res.json<{ order: AdminOrder }>().order.tracking).toEqual({
        carrier: 'Bpost',
        trackingNumber: 'CD987654321BE',
        trackingUrl: link,
      });
      const [outbox] = (await shop.dataSource.query(
        `SELECT recipient, payload FROM outbox WHERE kind = 'order-shipped' AND payload->>'orderNumber' = $1`,
        [orderId],
      )) as { recipient: string; payload: Record<string, string> }[];
      expect(outbox?.payload).toMatchObject({
        orderNumber: orderId,
        carrier: 'Bpost',
        trackingNumber: 'CD987654321BE',
        trackingUrl: link,
      });
      const mail = await mails.waitFor(email, { subject: /en route/ });
      expect(mail.subject).toBe('Votre commande est en route — BoxPlaisir');
      expect(mail.text).toContain(`Suivre mon colis : ${link}`);
      expect(mail.html).toContain('Suivre mon colis');

      const mine = await shop.app.inject({
        method: 'GET',
        url: `/api/mollie/orders/${orderId}`,
        headers: camille.auth,
      });
      expect(mine.json()).toMatchObject({ orderStatusLabel: 'Commande expédiée', tracking: { trackingUrl: link } });

      const typed = await orderIn('en_preparation');
      const own = await setStatus(typed, {
        orderStatus: 'expediee',
        tracking: { carrier: 'Autre', trackingNumber: 'XY-1', trackingUrl: 'https://suivi.example.be/XY-1' },
      });
      expect(own.json<{ order: AdminOrder }>().order.tracking?.trackingUrl).toBe('https://suivi.example.be/XY-1');
    });

    it('delivery and cancellation mail the customer; a paid order cancelled announces the refund', async () => {
      const delivered = await orderIn('expediee');
      const deliveredTo = ((await shop.orderRow(delivered)).billing as { email: string }).email;
      expect((await setStatus(delivered, { orderStatus: 'livree' })).statusCode).toBe(200);
      expect((await mails.waitFor(deliveredTo, { subject: /livrée/ })).text).toContain(
        `Votre commande ${delivered} a été livrée`,
      );

      const cancelled = await orderIn('payee');
      const cancelledTo = ((await shop.orderRow(cancelled)).billing as { email: string }).email;
      expect((await setStatus(cancelled, { orderStatus: 'annulee' })).statusCode).toBe(200);
      const mail = await mails.waitFor(cancelledTo, { subject: /annulée/ });
      expect(mail.text).toContain(`Votre commande ${cancelled}`);
      expect(mail.text).toContain('nous vous remboursons 34,98');
      expect((await detail(cancelled)).refundRequired).toBe(true);
    });
  });

  describe('lists, search, filters and detail', () => {
    it('answers orders with customer, items, allowed transitions and history; search by number, name or email', async () => {
      const orderId = await paidOrder(camille, {
        firstName: 'Élodie',
        lastName: 'Lefèvre',
        email: 'elodie.lefevre@exemple.be',
      });
      const page = await list('?search=elodie%20lefevre');
      expect(page.orders.map((o) => o.orderId)).toEqual([orderId]);
      const order = page.orders[0]!;
      expect(order).toMatchObject({
        orderId,
        amount: 34.98,
        status: 'paid',
        statusLabel: 'Payé',
        orderStatus: 'payee',
        orderStatusLabel: 'Commande reçue',
        customerId: camille.id,
        billingInfo: {
          firstName: 'Élodie',
          lastName: 'Lefèvre',
          email: 'elodie.lefevre@exemple.be',
          phone: '+32470123456',
        },
        items: [{ name: 'Box Essentielle', price: 29.99, quantity: 1, isSubscription: false }],
        hasSubscription: false,
        refundRequired: false,
        isFinal: false,
        allowedTransitions: [
          { status: 'en_preparation', label: 'En cours de préparation', actionLabel: 'Démarrer la préparation' },
          { status: 'annulee', label: 'Commande annulée', actionLabel: 'Annuler la commande' },
        ],
      });
      expect(order.history.map((h) => [h.from, h.to, h.byLabel])).toEqual([
        [null, 'en_attente_paiement', 'Client'],
        ['en_attente_paiement', 'payee', 'Mollie'],
      ]);
      expect(page.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalOrders: 1,
        hasPrevPage: false,
        hasNextPage: false,
        limit: 20,
        totalIsCapped: false,
      });
      expect((await list('?search=LEFÈVRE')).orders.map((o) => o.orderId)).toEqual([orderId]);
      expect((await list('?search=lefevre@exemple')).orders.map((o) => o.orderId)).toEqual([orderId]);
      expect((await list(`?search=${orderId.toLowerCase()}`)).orders.map((o) => o.orderId)).toEqual([orderId]);
      expect((await list(`?search=${orderId.slice(-6)}`)).orders.map((o) => o.orderId)).toEqual([orderId]);
      expect((await list(`?search=${orderId.slice(0, 11)}`)).orders.map((o) => o.orderId)).toContain(orderId);
      expect((await list('?search=personne-de-ce-nom')).orders).toEqual([]);

      // The detail is the list's order plus its documents (the paid order's invoice) and its refunds.
      const withDocuments = {
        ...order,
        documents: [expect.objectContaining({ kind: 'invoice', kindLabel: 'Facture' })],
        refund: { refundable: order.amount, refunded: 0, canRefund: false, refunds: [] },
        withdrawal: null,
      };
      expect(await detail(orderId)).toEqual(withDocuments);
      expect(await detail(order._id)).toEqual(withDocuments);
      const missing = await call('GET', '/api/mollie/admin/orders/BP-20200101-ZZZZZZ', admin);
      expect(missing.statusCode).toBe(404);
    });

    it('refuses bad parameters in French', async () => {
      for (const query of [
        '?limit=15',
        '?page=0',
        '?orderStatus=perdue',
        '?status=rembourse',
        '?sortBy=prix',
        '?refundRequired=oui',
        '?unknown=1',
      ]) {
        const res = await call('GET', `/api/mollie/admin/orders${query}`, admin);
        expect([query, res.statusCode]).toEqual([query, 400]);
        expect(res.json<ErrorJson>().code).toBe('VALIDATION_FAILED');
      }
      const short = await call('GET', '/api/mollie/admin/orders?search=ab', admin);
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorJson>()).toMatchObject({
        code: 'ORDERS_SEARCH_TOO_SHORT',
        message: 'La recherche doit contenir au moins un mot de 3 caractères',
      });
      // Empty filters (the screen's "Tous") are no filters.
      expect((await call('GET', '/api/mollie/admin/orders?orderStatus=&status=&search=', admin)).statusCode).toBe(200);
    });

    it('shows orders to refund and filters them', async () => {
      const refund = await orderIn('payee');
      await setStatus(refund, { orderStatus: 'annulee' });
      const flagged = await list('?refundRequired=true&limit=100');
      expect(flagged.orders.map((o) => o.orderId)).toContain(refund);
      expect(flagged.orders.every((o) => o.refundRequired)).toBe(true);
      const [{ n }] = (await shop.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE refund_required`)) as [
        { n: number },
      ];
      expect(flagged.pagination.totalOrders).toBe(n);
      expect((await list('?refundRequired=false&limit=100')).orders.every((o) => !o.refundRequired)).toBe(true);
    });

    it("keeps a deleted customer's orders, without the customer link and with the billing snapshot", async () => {
      const leaving = await shop.customer('Quentin');
      const orderId = await paidOrder(leaving, {
        firstName: 'Quentin',
        lastName: 'Départ',
        email: 'quentin.depart@example.be',
      });
      const res = await shop.app.inject({ method: 'DELETE', url: `/api/users/${leaving.id}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const order = await detail(orderId);
      expect(order.customerId).toBeNull();
      expect(order.billingInfo).toMatchObject({
        firstName: 'Quentin',
        lastName: 'Départ',
        email: 'quentin.depart@example.be',
      });
      expect((await list('?search=quentin.depart')).orders.map((o) => o.orderId)).toEqual([orderId]);
      expect((await setStatus(orderId, { orderStatus: 'en_preparation' })).statusCode).toBe(200);
    });
  });

  describe('a few thousand orders written with SQL (triggers keep the figures)', () => {
    const SEEDED = 2600;
    beforeAll(async () => {
      await seedOrders(shop, SEEDED);
    }, 60_000);

    /** The truth: a plain ORDER BY … OFFSET on the orders table. */
    const truth = async (where: string, orderBy: string, offset: number, limit: number): Promise<string[]> =>
      (
        (await shop.dataSource.query(
          `SELECT order_number FROM orders WHERE ${where} ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}`,
        )) as { order_number: string }[]
      ).map((row) => row.order_number);
    const count = async (where: string): Promise<number> =>
      ((await shop.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE ${where}`)) as [{ n: number }])[0].n;

    it.each([
      ['createdAt', 'desc', 'created_at DESC, id DESC'],
      ['createdAt', 'asc', 'created_at ASC, id ASC'],
      ['orderNumber', 'desc', 'order_number DESC'],
      ['orderNumber', 'asc', 'order_number ASC'],
    ])(
      'sorted by %s %s: every page, deep ones included, is the one of a plain OFFSET',
      async (sortBy, sortOrder, orderBy) => {
        const total = await count('true');
        const limit = 20;
        const lastPage = Math.ceil(total / limit);
        for (const page of [1, 2, 50, 101, 117, lastPage - 1, lastPage]) {
          const body = await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}&page=${page}&limit=${limit}`);
          expect([page, body.orders.map((o) => o.orderId)]).toEqual([
            page,
            await truth('true', orderBy, (page - 1) * limit, limit),
          ]);
          expect(body.pagination).toMatchObject({ currentPage: page, totalOrders: total, totalPages: lastPage });
        }
        const beyond = await list(`?sortBy=${sortBy}&page=${lastPage + 1}`);
        expect(beyond.orders).toEqual([]);
      },
    );

    it('filters by order state and payment status (deep pages too), and sorts by amount and customer', async () => {
      const where = `status = 'livree' AND payment_status = 'paid'`;
      const total = await count(where);
      expect(total).toBeGreaterThan(300);
      for (const page of [1, 7, Math.ceil(total / 10)]) {
        const body = await list(`?orderStatus=livree&status=paid&page=${page}&limit=10`);
        expect(body.orders.map((o) => o.orderId)).toEqual(
          await truth(where, 'created_at DESC, id DESC', (page - 1) * 10, 10),
        );
        expect(body.pagination.totalOrders).toBe(total);
      }
      const all = await count('true');
      const lastPage = Math.ceil(all / 50);
      for (const page of [1, 3, lastPage]) {
        const byTotal = await list(`?sortBy=total&sortOrder=asc&page=${page}&limit=50`);
        expect(byTotal.orders.map((o) => o.orderId)).toEqual(
          await truth('true', 'total_cents ASC, id ASC', (page - 1) * 50, 50),
        );
        const byCustomer = await list(`?sortBy=customer&sortOrder=desc&page=${page}&limit=50`);
        expect(byCustomer.orders.map((o) => o.orderId)).toEqual(
          await truth(
            'true',
            `fold_text(coalesce(billing->>'lastName', '')) DESC, fold_text(coalesce(billing->>'firstName', '')) DESC, id DESC`,
            (page - 1) * 50,
            50,
          ),
        );
      }
    });

    it('counts a search up to 1000 matches and says when it stopped', async () => {
      const capped = await list('?search=seed.test&limit=100');
      expect(capped.pagination).toMatchObject({ totalOrders: 1000, totalPages: 10, totalIsCapped: true });
      expect(capped.orders.map((o) => o.orderId)).toEqual(
        await truth(`search_text LIKE '%seed.test%'`, 'created_at DESC, id DESC', 0, 100),
      );
      const zoe = await list('?search=zoe%20dubois&sortBy=total&sortOrder=desc&page=2&limit=10');
      const where = `search_text LIKE '%zoe%' AND search_text LIKE '%dubois%'`;
      expect(zoe.pagination).toMatchObject({ totalOrders: await count(where), totalIsCapped: false });
      expect(zoe.orders.map((o) => o.orderId)).toEqual(await truth(where, 'total_cents DESC, id DESC', 10, 10));
    });

    it('statistics equal an independent SQL computation over the orders, before and after compaction', async () => {
      const expected = await independentStats(shop);
      const res = await call('GET', '/api/mollie/admin/stats', admin);
      expect(res.statusCode).toBe(200);
      const stats = res.json<StatsJson>();
      expect(stats).toEqual(expected);
      expect(stats.overview.totalOrders).toBeGreaterThanOrEqual(SEEDED);
      expect(stats.revenueByDay).toHaveLength(30);
      expect(stats.revenueByDay.filter((d) => d.revenue > 0).length).toBeGreaterThan(5);

      const compacted = await shop.app.get(CompactOrderFiguresService).execute();
      expect(compacted!.after).toBeLessThanOrEqual(compacted!.before);
      expect((await call('GET', '/api/mollie/admin/stats', admin)).json<StatsJson>()).toEqual(expected);

      // A change after compaction moves the figures with it.
      const orderId = await orderIn('payee');
      const moved = (await call('GET', '/api/mollie/admin/stats', admin)).json<StatsJson>();
      expect(moved).toEqual(await independentStats(shop));
      await setStatus(orderId, { orderStatus: 'annulee' });
      const after = (await call('GET', '/api/mollie/admin/stats', admin)).json<StatsJson>();
      expect(after).toEqual(await independentStats(shop));
      expect(after.overview.totalRevenue).toBeCloseTo(moved.overview.totalRevenue - 34.98, 2);
      expect(after.toProcess).toBe(moved.toProcess - 1);
      expect(after.refundRequired).toBe(moved.refundRequired + 1);
    });
  });
});

/** Orders written with plain SQL over the last 12 days (the figures' triggers see every write). */
async function seedOrders(shop: ShopFixture, count: number): Promise<void> {
  await shop.dataSource.query(
    `INSERT INTO orders (id, order_number, customer_id, status, payment_status, mollie_payment_id, payment_started_at,
       items, billing, shipping, subtotal_cents, discount_cents, shipping_cents, total_cents, currency, refund_required,
       created_at, updated_at, paid_at)
     SELECT gen_random_uuid(),
       'BP-' || to_char(t AT TIME ZONE 'Europe/Brussels', 'YYYYMMDD') || '-Z' || lpad(upper(to_hex(g)), 5, '0'),
       NULL, st, CASE WHEN st = 'en_attente_paiement' THEN 'open' WHEN st = 'annulee' AND g % 4 <> 0 THEN 'expired' ELSE 'paid' END,
       'tr_seed' || g, t,
       jsonb_build_array(jsonb_build_object('productId', 1 + g % 8, 'name', 'Box', 'unitPriceCents', price,
         'quantity', 1, 'isSubscription', g % 5 = 0, 'frequency', CASE WHEN g % 5 = 0 THEN 'monthly' END)),
       jsonb_build_object('firstName', fn, 'lastName', ln, 'email', lower(translate(fn || '.' || ln, 'ÉèëéÈ', 'eeeee')) || g || '@seed.test',
         'phone', '', 'address', 'Rue du Test ' || g, 'postalCode', '1000', 'city', 'Bruxelles', 'country', 'BE'),
       jsonb_build_object('firstName', fn, 'lastName', ln, 'address', 'Rue du Test ' || g, 'postalCode', '1000',
         'city', 'Bruxelles', 'country', 'BE'),
       price, 0, CASE WHEN price < 5000 THEN 499 ELSE 0 END, price + CASE WHEN price < 5000 THEN 499 ELSE 0 END, 'EUR',
       st = 'annulee' AND g % 4 = 0, t, t, CASE WHEN st <> 'en_attente_paiement' AND NOT (st = 'annulee' AND g % 4 <> 0) THEN t END
     FROM (
       SELECT g,
         now() - (g % 12) * interval '1 day' - ((g * 7919) % 86400) * interval '1 second' AS t,
         (ARRAY['en_attente_paiement', 'payee', 'en_preparation', 'expediee', 'livree', 'livree', 'livree', 'annulee', 'retournee'])[1 + g % 9] AS st,
         (ARRAY[2999, 4999, 3999, 5999, 2499, 4599, 7999, 3499])[1 + (g * 3) % 8] AS price,
         (ARRAY['Élodie', 'Jean', 'Zoé', 'Marc', 'Inès'])[1 + g % 5] AS fn,
         (ARRAY['Dubois', 'Lefèvre', 'Peeters', 'Martin'])[1 + (g / 5) % 4] AS ln
       FROM generate_series(1, $1::int) g
     ) s`,
    [count],
  );
}

/** The statistics computed from the orders themselves (not from the figures the API reads). */
async function independentStats(shop: ShopFixture): Promise<StatsJson> {
  const revenue = `payment_status = 'paid' AND status NOT IN ('annulee', 'retournee')`;
  const [o] = (await shop.dataSource.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${revenue})::int AS paid,
       coalesce(sum(total_cents) FILTER (WHERE ${revenue}), 0)::bigint::text AS cents,
       count(*) FILTER (WHERE status = 'payee')::int AS "toProcess",
       count(*) FILTER (WHERE refund_required)::int AS refunds
     FROM orders`,
  )) as [{ total: number; paid: number; cents: string; toProcess: number; refunds: number }];
  const byStatus = (await shop.dataSource.query(`SELECT status, count(*)::int AS n FROM orders GROUP BY status`)) as {
    status: Status;
    n: number;
  }[];
  const byPayment = (await shop.dataSource.query(
    `SELECT payment_status AS status, count(*)::int AS n FROM orders GROUP BY payment_status`,
  )) as { status: string; n: number }[];
  const days = (await shop.dataSource.query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date,
       (SELECT coalesce(sum(total_cents), 0)::int FROM orders
        WHERE ${revenue} AND (created_at AT TIME ZONE 'Europe/Brussels')::date = d::date) AS cents,
       (SELECT count(*)::int FROM orders
        WHERE ${revenue} AND (created_at AT TIME ZONE 'Europe/Brussels')::date = d::date) AS n
     FROM generate_series((now() AT TIME ZONE 'Europe/Brussels')::date - 29, (now() AT TIME ZONE 'Europe/Brussels')::date, interval '1 day') d
     ORDER BY d`,
  )) as { date: string; cents: number; n: number }[];
  const cents = Number(o.cents);
  return {
    overview: {
      totalOrders: o.total,
      totalRevenue: cents / 100,
      averageOrderValue: o.paid ? Math.round(cents / o.paid) / 100 : 0,
      paidOrders: o.paid,
    },
    toProcess: o.toProcess,
    refundRequired: o.refunds,
    byStatus: STATUSES.map((status) => ({
      status,
      label: LABELS[status],
      count: byStatus.find((row) => row.status === status)?.n ?? 0,
    })),
    paymentStatuses: Object.entries(PAYMENT_LABELS).map(([status, label]) => ({
      status,
      label,
      count: byPayment.find((row) => row.status === status)?.n ?? 0,
    })),
    revenueByDay: days.map((d) => ({ date: d.date, revenue: d.cents / 100, orders: d.n })),
  };
}
