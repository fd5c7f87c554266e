import { type AdminOrder, BPOST, LABELS, STATUSES, type Status, useAdminOrdersDesk } from './support/admin-orders.js';
import type { ErrorJson } from './support/shop-fixture.js';

/** The table of docs/design/orders.md, written out independently of the code. */
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
/** What each move of a paid order will cause, as the status dialog tells it (written out independently). */
const MAIL = 'Le client sera prévenu par email.';
const REFUND = 'Le paiement a été reçu : un remboursement devra être effectué au client.';
const FINAL_CANCEL = "L'annulation est définitive : la commande ne pourra plus changer de statut.";
const FINAL_RETURN = 'Le retour est définitif : la commande ne pourra plus changer de statut.';
const PAID_ORDER_EFFECTS: Record<string, [string, string][]> = {
  'payee→en_preparation': [],
  'payee→annulee': [
    ['customer-mail', MAIL],
    ['refund-needed', REFUND],
    ['final', FINAL_CANCEL],
  ],
  'en_preparation→expediee': [
    ['customer-mail', 'Le client recevra un email avec le transporteur, le numéro et le lien de suivi.'],
  ],
  'en_preparation→annulee': [
    ['customer-mail', MAIL],
    ['refund-needed', REFUND],
    ['final', FINAL_CANCEL],
  ],
  'expediee→livree': [['customer-mail', 'Le client sera informé de la livraison par email.']],
  'expediee→retournee': [['final', FINAL_RETURN]],
  'livree→retournee': [['final', FINAL_RETURN]],
};

const SHIPPING_REQUIRED =
  'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié';

/**
 * The back office's order status changes against the real app: the state machine of docs/design/orders.md through
 * PUT /api/admin/orders/:orderId/status, and the mails they send the customer (real SMTP capture).
 */
describe('Admin orders API (real app, real PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const { detail, setStatus, orderIn, historyLength } = desk;

  describe('the state machine through PUT /api/admin/orders/:orderId/status', () => {
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
          effects: PAID_ORDER_EFFECTS[`${to}→${t}`]!.map(([code, text]) => ({ code, text })),
        })),
      );
      expect(order.isFinal).toBe(to === 'annulee' || to === 'retournee');
      expect(order.history).toHaveLength(before + 1);
      expect(order.history.at(-1)).toMatchObject({
        from,
        fromLabel: LABELS[from],
        to,
        by: `admin:${desk.admin.id}`,
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
        const row = await desk.shop.orderRow(orderId);
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
        expect((await desk.shop.orderRow(orderId)).updated_at).toEqual(row.updated_at);
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
      expect((await desk.shop.orderRow(orderId)).status).toBe('en_preparation');
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
        desk.otherAdmin,
      );
      expect(res.json<{ order: AdminOrder }>().order.history.at(-1)).toMatchObject({
        by: `admin:${desk.otherAdmin.id}`,
        byLabel: 'Bruno Adjoint (administrateur)',
        note: 'Emballage cadeau demandé',
      });
    });

    it('two administrators changing the same order at once: one wins, the other gets a clear 409', async () => {
      for (let round = 0; round < 3; round++) {
        const orderId = await orderIn('en_preparation');
        const before = await historyLength(orderId);
        const [ship, cancel] = await Promise.all([
          setStatus(
            orderId,
            { orderStatus: 'expediee', expectedStatus: 'en_preparation', tracking: BPOST },
            desk.admin,
          ),
          setStatus(orderId, { orderStatus: 'annulee', expectedStatus: 'en_preparation' }, desk.otherAdmin),
        ]);
        expect([ship.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
        const loser = ship.statusCode === 409 ? ship : cancel;
        const winner = ship.statusCode === 200 ? 'expediee' : 'annulee';
        expect(loser.json<ErrorJson>()).toMatchObject({
          code: 'ORDER_CHANGED_MEANWHILE',
          message: `La commande a été modifiée entre-temps : elle est passée de « En cours de préparation » à « ${LABELS[winner]} ». Actualisez la liste avant de changer son statut.`,
        });
        expect((await desk.shop.orderRow(orderId)).status).toBe(winner);
        expect(await historyLength(orderId)).toBe(before + 1);
      }
      // Without the state they saw, the second request is judged on the new state.
      const orderId = await orderIn('en_preparation');
      const both = await Promise.all([
        setStatus(orderId, { orderStatus: 'expediee', tracking: BPOST }, desk.admin),
        setStatus(orderId, { orderStatus: 'expediee', tracking: BPOST }, desk.otherAdmin),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(both.find((r) => r.statusCode === 400)!.json<ErrorJson>().code).toBe('ORDER_STATUS_UNCHANGED');
    });
  });

  describe("the customer's mails", () => {
    it('shipping writes the mail with the tracking link to the outbox; the customer receives it and sees the link', async () => {
      const orderId = await orderIn('en_preparation');
      const { email } = (await desk.shop.orderRow(orderId)).billing as { email: string };
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
      const [outbox] = (await desk.shop.dataSource.query(
        `SELECT recipient, payload FROM outbox WHERE kind = 'order-shipped' AND payload->>'orderNumber' = $1`,
        [orderId],
      )) as { recipient: string; payload: Record<string, string> }[];
      expect(outbox?.payload).toMatchObject({
        orderNumber: orderId,
        carrier: 'Bpost',
        trackingNumber: 'CD987654321BE',
        trackingUrl: link,
      });
      const mail = await desk.mails.waitFor(email, { subject: /en route/ });
      expect(mail.subject).toBe('Votre commande est en route — BoxPlaisir');
      expect(mail.text).toContain(`Suivre mon colis : ${link}`);
      expect(mail.html).toContain('Suivre mon colis');

      const mine = await desk.shop.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: desk.camille.auth,
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
      const deliveredTo = ((await desk.shop.orderRow(delivered)).billing as { email: string }).email;
      expect((await setStatus(delivered, { orderStatus: 'livree' })).statusCode).toBe(200);
      expect((await desk.mails.waitFor(deliveredTo, { subject: /livrée/ })).text).toContain(
        `Votre commande ${delivered} a été livrée`,
      );

      const cancelled = await orderIn('payee');
      const cancelledTo = ((await desk.shop.orderRow(cancelled)).billing as { email: string }).email;
      expect((await setStatus(cancelled, { orderStatus: 'annulee' })).statusCode).toBe(200);
      const mail = await desk.mails.waitFor(cancelledTo, { subject: /annulée/ });
      expect(mail.text).toContain(`Votre commande ${cancelled}`);
      expect(mail.text).toContain('nous vous remboursons 34,98');
      expect((await detail(cancelled)).refundRequired).toBe(true);
    });
  });
});
