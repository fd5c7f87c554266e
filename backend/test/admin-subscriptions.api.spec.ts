import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../src/shared/unit-of-work.js';
import { Subscription } from '../src/modules/subscriptions/domain/subscription.js';
import { addDays, brusselsDate } from '../src/modules/subscriptions/domain/schedule.js';
import type { MailCapture } from './support/mail-capture.js';
import { MailingShop } from './support/mailing-shop.js';
import type { Customer, ErrorJson, ShopFixture } from './support/shop-fixture.js';
import { SubscriptionRepository } from '../src/modules/subscriptions/application/ports/subscription.repository.js';

type Frequency = 'monthly' | 'bimonthly' | 'quarterly';
type Status = 'en_attente' | 'active' | 'en_pause' | 'suspendue' | 'annulee';

interface AdminSubscriptionJson {
  id: string;
  status: string;
  statusLabel: string;
  frequency: string;
  frequencyLabel: string;
  amount: number;
  customer: { id: string; email: string; firstName: string; lastName: string } | null;
  items: { productId: number; name: string; quantity: number; unitPrice: number; image: string | null }[];
  canceledAt: string | null;
  nextChargeOn: string | null;
}
interface ListJson {
  subscriptions: AdminSubscriptionJson[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalSubscriptions: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
    limit: number;
  };
}

/**
 * The back office's subscriptions API (docs/design/subscriptions.md) on the real app and a real PostgreSQL (a fresh
 * database for this file, so the figures are exact), mails through a real SMTP capture.
 */
describe('/api/admin/subscriptions', () => {
  const mailing = new MailingShop();
  let shop: ShopFixture;
  let mails: MailCapture;
  let admin: Customer;
  let zoe: Customer;
  let marc: Customer;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, who?: Customer) =>
    shop.app.inject({ method, url, headers: who ? who.auth : {} });

  /** A subscription of `owner` left in `status` (amount = unit price + 4,99 € shipping). */
  async function store(
    owner: Customer,
    status: Status,
    frequency: Frequency,
    unitPriceCents: number,
    ageMinutes: number,
  ) {
    const created = new Date(Date.now() - ageMinutes * 60_000);
    const subscription = Subscription.create({
      id: randomUUID(),
      customerId: owner.id,
      mollieCustomerId: `cst_${randomUUID().slice(0, 8)}`,
      frequency,
      items: [{ productId: 1, name: 'Box Essentielle', quantity: 1, unitPriceCents }],
      subtotalCents: unitPriceCents,
      shippingCents: 499,
      firstOrderId: randomUUID(),
      firstOrderLine: 0,
      now: created,
    });
    if (status !== 'en_attente')
      subscription.activate({ mandateId: 'mdt_test', paymentMethod: 'Visa •••• 4242' }, created);
    if (status === 'en_pause') subscription.pause(addDays(brusselsDate(created), 20), created);
    if (status === 'suspendue') subscription.suspend(created, 'Paiement refusé');
    if (status === 'annulee') subscription.cancel(created);
    await shop.app.get(UnitOfWork).transaction(() => shop.app.get(SubscriptionRepository).insert(subscription));
    return subscription.id;
  }

  beforeAll(async () => {
    await mailing.start();
    ({ shop, mails } = mailing);
    admin = await shop.admin();
    zoe = await shop.customer('Zoé');
    marc = await shop.customer('Marc');
    await shop.dataSource.query(`UPDATE users SET last_name = 'Lambert' WHERE id = $1`, [zoe.id]);
    await shop.dataSource.query(`UPDATE users SET last_name = 'Dubois' WHERE id = $1`, [marc.id]);
    // Active: 30,48 € monthly + 40,48 € bimonthly + 60,48 € quarterly → 30,48 + 20,24 + 20,16 = 70,88 € a month.
    ids.zoeMonthly = await store(zoe, 'active', 'monthly', 2549, 10);
    ids.zoeBimonthly = await store(zoe, 'active', 'bimonthly', 3549, 9);
    ids.marcQuarterly = await store(marc, 'active', 'quarterly', 5549, 8);
    ids.marcPaused = await store(marc, 'en_pause', 'monthly', 2549, 7);
    ids.marcSuspended = await store(marc, 'suspendue', 'monthly', 2549, 6);
    ids.zoeCancelled = await store(zoe, 'annulee', 'monthly', 2549, 5);
    ids.zoeWaiting = await store(zoe, 'en_attente', 'monthly', 2549, 4);
  });
  afterAll(() => mailing.stop());

  describe('authorization', () => {
    const routes: ['GET' | 'POST', () => string][] = [
      ['GET', () => '/api/admin/subscriptions'],
      ['GET', () => '/api/admin/subscriptions/stats'],
      ['POST', () => `/api/admin/subscriptions/${ids.zoeMonthly}/cancel`],
    ];
    it.each(routes)('%s %p: anonymous 401, customer 403, nothing changed', async (method, url) => {
      const anonymous = await call(method, url());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<ErrorJson>().code).toBe('UNAUTHENTICATED');
      const customer = await call(method, url(), zoe);
      expect(customer.statusCode).toBe(403);
      expect(customer.json<ErrorJson>().message).toMatch(/[éèà]|administrat/i);
      expect((await shop.app.get(SubscriptionRepository).findById(ids.zoeMonthly!))!.status).toBe('active');
    });

    it('answers an administrator', async () => {
      expect((await call('GET', '/api/admin/subscriptions', admin)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/subscriptions/stats', admin)).statusCode).toBe(200);
    });
  });

  describe('statistics', () => {
    it('counts per status and the monthly recurring revenue of the active ones, in euros', async () => {
      const response = await call('GET', '/api/admin/subscriptions/stats', admin);
      expect(response.json()).toEqual({
        active: 3,
        en_pause: 1,
        suspendue: 1,
        annulee: 1,
        monthlyRecurringRevenue: 70.88,
      });
    });
  });

  describe('list', () => {
    it('lists every subscription newest first, with its customer, labels and pagination', async () => {
      const response = await call('GET', '/api/admin/subscriptions', admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<ListJson>();
      expect(body.subscriptions.map((s) => s.id)).toEqual([
        ids.zoeWaiting,
        ids.zoeCancelled,
        ids.marcSuspended,
        ids.marcPaused,
        ids.marcQuarterly,
        ids.zoeBimonthly,
        ids.zoeMonthly,
      ]);
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalSubscriptions: 7,
        hasPrevPage: false,
        hasNextPage: false,
        limit: 10,
      });
      const quarterly = body.subscriptions.find((s) => s.id === ids.marcQuarterly)!;
      expect(quarterly).toMatchObject({
        status: 'active',
        statusLabel: 'Active',
        frequency: 'quarterly',
        frequencyLabel: 'Trimestriel',
        amount: 60.48,
        customer: { id: marc.id, email: marc.email, firstName: 'Marc', lastName: 'Dubois' },
      });
      expect(quarterly.items[0]).toMatchObject({ productId: 1, name: 'Box Essentielle', unitPrice: 55.49 });
    });

    it('filters by status', async () => {
      const body = (await call('GET', '/api/admin/subscriptions?status=active', admin)).json<ListJson>();
      expect(body.subscriptions.map((s) => s.id).sort()).toEqual(
        [ids.zoeMonthly, ids.zoeBimonthly, ids.marcQuarterly].sort(),
      );
      expect(body.pagination.totalSubscriptions).toBe(3);
      const paused = (await call('GET', '/api/admin/subscriptions?status=en_pause', admin)).json<ListJson>();
      expect(paused.subscriptions.map((s) => s.id)).toEqual([ids.marcPaused]);
    });

    it('searches the customer’s name and email, accents and case ignored, with the status filter', async () => {
      const zoes = (await call('GET', '/api/admin/subscriptions?search=ZOE%20lamb', admin)).json<ListJson>();
      expect(zoes.pagination.totalSubscriptions).toBe(4);
      expect(zoes.subscriptions.every((s) => s.customer?.id === zoe.id)).toBe(true);
      const byEmail = (
        await call('GET', `/api/admin/subscriptions?search=${encodeURIComponent(marc.email)}&status=suspendue`, admin)
      ).json<ListJson>();
      expect(byEmail.subscriptions.map((s) => s.id)).toEqual([ids.marcSuspended]);
      const byId = (await call('GET', `/api/admin/subscriptions?search=${ids.marcPaused}`, admin)).json<ListJson>();
      expect(byId.subscriptions.map((s) => s.id)).toEqual([ids.marcPaused]);
      const none = (await call('GET', '/api/admin/subscriptions?search=100%25', admin)).json<ListJson>();
      expect(none.subscriptions).toEqual([]);
      expect(none.pagination.totalSubscriptions).toBe(0);
    });

    it('cuts pages', async () => {
      const second = (await call('GET', '/api/admin/subscriptions?page=2&limit=3', admin)).json<ListJson>();
      expect(second.subscriptions.map((s) => s.id)).toEqual([ids.marcPaused, ids.marcQuarterly, ids.zoeBimonthly]);
      expect(second.pagination).toEqual({
        currentPage: 2,
        totalPages: 3,
        totalSubscriptions: 7,
        hasPrevPage: true,
        hasNextPage: true,
        limit: 3,
      });
      const beyond = (await call('GET', '/api/admin/subscriptions?page=9&limit=3', admin)).json<ListJson>();
      expect(beyond.subscriptions).toEqual([]);
      expect(beyond.pagination.totalSubscriptions).toBe(7);
    });

    it.each([
      ['status=perdu', 'status', /statut/],
      ['page=0', 'page', /page/],
      ['page=abc', 'page', /page/],
      ['limit=500', 'limit', /par page/],
      ['status=active&status=annulee', 'status', /statut/],
      [`search=${'x'.repeat(101)}`, 'search', /recherche/],
      ['sort=amount', 'champInconnu', /n'est pas accepté/],
    ])('refuses %s with a French 400', async (query, field, message) => {
      const response = await call('GET', `/api/admin/subscriptions?${query}`, admin);
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorJson>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors?.[field]?.[0]).toMatch(message);
    });
  });

  describe('cancel on a customer’s behalf', () => {
    it('cancels, records the administrator, mails the customer; a second time is a conflict', async () => {
      const since = mails.messages.length;
      const response = await call('POST', `/api/admin/subscriptions/${ids.zoeBimonthly}/cancel`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminSubscriptionJson>()).toMatchObject({
        id: ids.zoeBimonthly,
        status: 'annulee',
        statusLabel: 'Annulée',
        nextChargeOn: null,
        canceledAt: expect.any(String),
        customer: { id: zoe.id, email: zoe.email },
      });
      const stored = (await shop.app.get(SubscriptionRepository).findById(ids.zoeBimonthly!))!;
      expect(stored.history.at(-1)).toMatchObject({ from: 'active', to: 'annulee', by: `admin:${admin.id}` });
      const mail = await mails.waitFor(zoe.email, { subject: /abonnement est annulé/, since });
      expect(mail.text).toMatch(/Tous les 2 mois/);

      const stats = (await call('GET', '/api/admin/subscriptions/stats', admin)).json<{
        active: number;
        annulee: number;
        monthlyRecurringRevenue: number;
      }>();
      expect(stats).toMatchObject({ active: 2, annulee: 2, monthlyRecurringRevenue: 50.64 });

      const again = await call('POST', `/api/admin/subscriptions/${ids.zoeBimonthly}/cancel`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorJson>()).toMatchObject({ code: 'SUBSCRIPTION_INVALID_TRANSITION' });
      expect(again.json<ErrorJson>().message).toBe(
        "Impossible d’annuler cet abonnement : l'abonnement est « Annulée ».",
      );
    });

    it('answers 404 in French for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'pas-un-id']) {
        const response = await call('POST', `/api/admin/subscriptions/${id}/cancel`, admin);
        expect(response.statusCode).toBe(404);
        expect(response.json<ErrorJson>()).toMatchObject({
          code: 'SUBSCRIPTION_NOT_FOUND',
          message: 'Abonnement introuvable.',
        });
      }
    });
  });
});
