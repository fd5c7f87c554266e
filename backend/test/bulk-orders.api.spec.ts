import { useAdminOrdersDesk } from './support/admin-orders.js';
import type { ErrorJson } from './support/shop-fixture.js';

interface BulkJson {
  action: string;
  done: string[];
  unchanged: string[];
  refused: { orderId: string; code: string; message: string }[];
}

/**
 * The shipping run's bulk actions (docs/design/shipping-run.md) on the real app, PostgreSQL, the Mollie
 * sandbox and an SMTP capture: each order moves on its own through the one status change, refusals
 * carry their French reason, a repeated request changes nothing twice and mails nobody twice, and only
 * administrators may ask.
 */
describe('POST /api/admin/orders/bulk (real app, PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const bulk = (payload: object, who = desk.admin, url = '/api/admin/orders/bulk') =>
    desk.call('POST', url, who, payload);

  it('starts the preparation of a mixed selection: the paid ones move, the others are refused with their reason', async () => {
    const paid = [await desk.paidOrder(), await desk.paidOrder(), await desk.paidOrder()];
    const shipped = await desk.orderIn('expediee');
    const historyBefore = await desk.historyLength(shipped);
    const selection = [...paid, shipped, 'BP-20990101-ZZZZZZ'];

    const first = await bulk({ action: 'start_preparation', orderIds: selection });
    expect(first.statusCode).toBe(200);
    expect(first.json<BulkJson>()).toEqual({
      action: 'start_preparation',
      done: paid,
      unchanged: [],
      refused: [
        { orderId: shipped, code: 'ORDER_INVALID_TRANSITION', message: `${shipped} : la commande est déjà expédiée` },
        {
          orderId: 'BP-20990101-ZZZZZZ',
          code: 'ORDER_NOT_FOUND',
          message: 'BP-20990101-ZZZZZZ : Commande introuvable',
        },
      ],
    });
    for (const orderId of paid) {
      const order = await desk.detail(orderId);
      expect(order.orderStatus).toBe('en_preparation');
      expect(order.history.at(-1)).toMatchObject({ to: 'en_preparation', by: `admin:${desk.admin.id}` });
    }
    expect(await desk.historyLength(shipped)).toBe(historyBefore);

    // The same request again changes nothing: no new history entry for anyone.
    const lengths = await Promise.all(paid.map((orderId) => desk.historyLength(orderId)));
    const again = await bulk({ action: 'start_preparation', orderIds: selection });
    expect(again.json<BulkJson>()).toMatchObject({ done: [], unchanged: paid });
    expect(again.json<BulkJson>().refused).toHaveLength(2);
    expect(await Promise.all(paid.map((orderId) => desk.historyLength(orderId)))).toEqual(lengths);
  });

  it('marks shipped orders delivered and mails each customer once, however often the request comes', async () => {
    const shipped = [await desk.orderIn('expediee'), await desk.orderIn('expediee')];
    const emails = await Promise.all(shipped.map(async (orderId) => (await desk.detail(orderId)).billingInfo.email));
    const answers = await Promise.all([
      bulk({ action: 'mark_delivered', orderIds: shipped }),
      bulk({ action: 'mark_delivered', orderIds: shipped }),
    ]);
    const outcomes = answers.map((answer) => answer.json<BulkJson>());
    expect(outcomes.flatMap((outcome) => outcome.done).sort()).toEqual([...shipped].sort());
    expect(outcomes.flatMap((outcome) => outcome.unchanged).sort()).toEqual([...shipped].sort());
    // One mail per customer queued, whatever the number of requests (the outbox holds what leaves).
    const queued = (await desk.shop.dataSource.query(
      `SELECT recipient, count(*)::int AS n FROM outbox WHERE recipient = ANY($1) AND kind LIKE '%deliver%' GROUP BY recipient`,
      [emails],
    )) as { recipient: string; n: number }[];
    expect(queued.map((row) => row.n)).toEqual([1, 1]);
    for (const email of emails) await desk.mails.waitFor(email, { subject: /livrée/ });
  });

  it('acts on every order of a filter of the list, in the list’s order', async () => {
    const paid = [await desk.paidOrder(), await desk.paidOrder()];
    const answer = await bulk({ action: 'start_preparation', filter: { orderStatus: 'payee', sortOrder: 'asc' } });
    expect(answer.statusCode).toBe(200);
    const outcome = answer.json<BulkJson>();
    expect(outcome.refused).toEqual([]);
    expect(outcome.done).toEqual(expect.arrayContaining(paid));
    expect((await desk.list('?orderStatus=payee')).orders).toEqual([]);
    // Through the path the specs named first, too.
    const former = await bulk(
      { action: 'start_preparation', filter: { orderStatus: 'payee' } },
      desk.admin,
      '/api/mollie/admin/orders/bulk',
    );
    expect(former.json<BulkJson>()).toMatchObject({ done: [], refused: [] });
  });

  it('refuses a request without a selection, with both, too large or with an unknown action, changing nothing', async () => {
    const paid = await desk.paidOrder();
    const cases: [object, string, RegExp][] = [
      [{ action: 'start_preparation' }, 'BULK_SELECTION_REQUIRED', /une liste \(orderIds\) ou un filtre/],
      [
        { action: 'start_preparation', orderIds: [paid], filter: { orderStatus: 'payee' } },
        'BULK_SELECTION_REQUIRED',
        /pas les deux/,
      ],
      [
        { action: 'start_preparation', orderIds: Array.from({ length: 5001 }, (_, i) => `BP-20990101-${i}`) },
        'VALIDATION_FAILED',
        /Au plus 5\s000 commandes par demande/,
      ],
      [{ action: 'ship_everything', orderIds: [paid] }, 'VALIDATION_FAILED', /L'action doit être l'une de/],
      [{ orderIds: [paid] }, 'VALIDATION_FAILED', /L'action est requise/],
      [{ action: 'start_preparation', orderIds: 'BP-1' }, 'VALIDATION_FAILED', /orderIds doit être une liste/],
    ];
    for (const [payload, code, message] of cases) {
      const answer = await bulk(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorJson>()).toMatchObject({ statusCode: 400, code });
      expect(answer.json<ErrorJson>().message).toMatch(message);
    }
    expect((await desk.detail(paid)).orderStatus).toBe('payee');
  });

  it('is for administrators only: anonymous 401, a customer 403, and nothing moves', async () => {
    const paid = await desk.paidOrder();
    expect((await bulk({ action: 'start_preparation', orderIds: [paid] }, null as never)).statusCode).toBe(401);
    expect((await bulk({ action: 'start_preparation', orderIds: [paid] }, desk.camille)).statusCode).toBe(403);
    expect((await desk.detail(paid)).orderStatus).toBe('payee');
  });
});
