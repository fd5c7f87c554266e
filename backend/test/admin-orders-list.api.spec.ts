import { useAdminOrdersDesk } from './support/admin-orders.js';
import type { ErrorJson } from './support/shop-fixture.js';

/** The back office's order list and detail against the real app: search, filters, refunds to make, deleted customers. */
describe('Admin orders API (real app, real PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const { call, list, detail, setStatus, paidOrder, orderIn } = desk;

  describe('lists, search, filters and detail', () => {
    it('answers orders with customer, items, allowed transitions and history; search by number, name or email', async () => {
      const orderId = await paidOrder(desk.camille, {
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
        customerId: desk.camille.id,
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
      const missing = await call('GET', '/api/admin/orders/BP-20200101-ZZZZZZ', desk.admin);
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
        const res = await call('GET', `/api/admin/orders${query}`, desk.admin);
        expect([query, res.statusCode]).toEqual([query, 400]);
        expect(res.json<ErrorJson>().code).toBe('VALIDATION_FAILED');
      }
      const short = await call('GET', '/api/admin/orders?search=ab', desk.admin);
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorJson>()).toMatchObject({
        code: 'ORDERS_SEARCH_TOO_SHORT',
        message: 'La recherche doit contenir au moins un mot de 3 caractères',
      });
      // Empty filters (the screen's "Tous") are no filters.
      expect((await call('GET', '/api/admin/orders?orderStatus=&status=&search=', desk.admin)).statusCode).toBe(200);
    });

    it('shows orders to refund and filters them', async () => {
      const refund = await orderIn('payee');
      await setStatus(refund, { orderStatus: 'annulee' });
      const flagged = await list('?refundRequired=true&limit=100');
      expect(flagged.orders.map((o) => o.orderId)).toContain(refund);
      expect(flagged.orders.every((o) => o.refundRequired)).toBe(true);
      const [{ n }] = (await desk.shop.dataSource.query(
        `SELECT count(*)::int AS n FROM orders WHERE refund_required`,
      )) as [{ n: number }];
      expect(flagged.pagination.totalOrders).toBe(n);
      expect((await list('?refundRequired=false&limit=100')).orders.every((o) => !o.refundRequired)).toBe(true);
    });

    it("keeps a deleted customer's orders, without the customer link and with the billing snapshot", async () => {
      const leaving = await desk.shop.customer('Quentin');
      const orderId = await paidOrder(leaving, {
        firstName: 'Quentin',
        lastName: 'Départ',
        email: 'quentin.depart@example.be',
      });
      const res = await desk.shop.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${leaving.id}`,
        headers: desk.admin.auth,
      });
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
});
