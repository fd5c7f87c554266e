import { randomUUID } from 'node:crypto';
import { brusselsDate } from '../../src/modules/subscriptions/domain/schedule.js';
import { type Customer, type ShopFixture, paymentBody, waitFor } from './shop-fixture.js';

/** Waits (polling, never a fixed delay) until `read` gives something, and gives it. */
export async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  let found: T | undefined;
  await waitFor(async () => (found = await read()) !== undefined, timeoutMs);
  return found!;
}

export interface SubscriptionJson {
  id: string;
  status: string;
  statusLabel: string;
  amount: number;
  paymentMethod: string | null;
  nextChargeOn: string | null;
  orders: { orderId: string; amount: number; status: string; orderStatus: string }[];
}

export interface CycleRow {
  cycle_number: number;
  status: string;
  failed_attempts: number;
  next_attempt_on: string | null;
}

/** Today in Europe/Brussels ('YYYY-MM-DD'), as the renewal run counts days. */
export const today = (): string => brusselsDate(new Date());

/**
 * What the subscription API tests share: a real first order with one monthly subscription line
 * (paid at the sandbox's checkout, or paid at Mollie without a webhook), the test hook, and the rows
 * the renewal run writes.
 */
export class SubscriptionSteps {
  constructor(private readonly shop: ShopFixture) {}

  call(method: 'GET' | 'POST', url: string, who?: Customer, payload?: Record<string, unknown>) {
    return this.shop.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
  }

  /** Places the first order (product 1, monthly) and answers the checkout's `{id, orderId, checkoutUrl}`. */
  async placeFirstOrder(who: Customer): Promise<{ id: string; orderId: string; checkoutUrl: string }> {
    const items = [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly' }];
    const quote = await this.call('POST', '/api/cart/quote', undefined, {
      items: [{ productId: 1, quantity: 1, isSubscription: true, frequency: 'monthly' }],
    });
    const checkout = await this.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...who.auth, 'idempotency-key': randomUUID() },
      payload: paymentBody(quote.json<{ total: number }>().total.toFixed(2), items),
    });
    if (checkout.statusCode !== 201) throw new Error(`commande refusée : ${checkout.statusCode} ${checkout.body}`);
    return checkout.json<{ id: string; orderId: string; checkoutUrl: string }>();
  }

  /** A first order paid at the sandbox's checkout (webhook rung): its subscription, once started. */
  async subscribed(who: Customer): Promise<SubscriptionJson> {
    const { orderId, checkoutUrl } = await this.placeFirstOrder(who);
    await this.shop.chooseAtCheckout(checkoutUrl, 'paid');
    return this.startedBy(who, orderId);
  }

  /** The subscription started by that first order, once there. */
  startedBy(who: Customer, orderId: string): Promise<SubscriptionJson> {
    return until(async () => {
      const list = (await this.call('GET', '/api/subscriptions', who)).json<{ subscriptions: SubscriptionJson[] }>();
      return list.subscriptions.find((s) => s.orders.some((o) => o.orderId === orderId));
    });
  }

  async get(who: Customer, id: string): Promise<SubscriptionJson> {
    return (await this.call('GET', `/api/subscriptions/${id}`, who)).json<SubscriptionJson>();
  }

  /** Waits until the subscription has `status`, and gives it. */
  reaches(who: Customer, id: string, status: string): Promise<SubscriptionJson> {
    return until(async () => {
      const current = await this.get(who, id);
      return current.status === status ? current : undefined;
    });
  }

  renewNow(id: string, outcome: string) {
    return this.call('POST', `/api/dev/subscriptions/${id}/renew`, undefined, { outcome });
  }

  async mails(kind: string, recipient: string): Promise<number> {
    const [row] = (await this.shop.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = $1 AND recipient = $2`,
      [kind, recipient],
    )) as { n: number }[];
    return row!.n;
  }

  cycles(id: string): Promise<CycleRow[]> {
    return this.shop.dataSource.query(
      `SELECT cycle_number, status, failed_attempts, next_attempt_on::text AS next_attempt_on
         FROM subscription_cycles WHERE subscription_id = $1 ORDER BY cycle_number`,
      [id],
    );
  }

  /** The subscription's next box is due on `on` (today by default). */
  async makeDue(id: string, on = today()): Promise<void> {
    await this.shop.dataSource.query(`UPDATE subscriptions SET next_charge_on = $2, anchor_day = $3 WHERE id = $1`, [
      id,
      on,
      Number(on.slice(8)),
    ]);
  }
}
