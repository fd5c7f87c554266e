import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';
import { Subscription } from '../src/modules/subscriptions/domain/subscription.js';
import { TypeOrmMollieCustomerRepository } from '../src/modules/subscriptions/infrastructure/mollie-customer.repository.js';
import { TypeOrmUnitOfWork } from '../src/shared/database/typeorm-unit-of-work.js';
import { TypeOrmSubscriptionRepository } from '../src/modules/subscriptions/infrastructure/subscription.repository.js';
import { SubscriptionRepository } from '../src/modules/subscriptions/application/ports/subscription.repository.js';

const at = (day: string): Date => new Date(`${day}T09:00:00Z`);

describe('Subscription persistence (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let repository: SubscriptionRepository;
  let uow: TypeOrmUnitOfWork;

  beforeAll(async () => {
    dataSource = await new DataSource(
      createDataSourceOptions(process.env.DATABASE_URL!, { logging: false }),
    ).initialize();
    uow = new TypeOrmUnitOfWork(dataSource);
    repository = new TypeOrmSubscriptionRepository(uow);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  function newSubscription(customerId: string, firstOrderId = randomUUID(), firstOrderLine = 0): Subscription {
    return Subscription.create({
      id: randomUUID(),
      customerId,
      mollieCustomerId: 'cst_test',
      frequency: 'monthly',
      items: [{ productId: 1, name: 'Box Essentielle', quantity: 2, unitPriceCents: 2549 }],
      subtotalCents: 5098,
      shippingCents: 0,
      firstOrderId,
      firstOrderLine,
      now: at('2026-01-31'),
    });
  }

  it('stores a subscription with its history and reads the same snapshot back', async () => {
    const customerId = randomUUID();
    const subscription = newSubscription(customerId);
    await uow.transaction(() => repository.insert(subscription));
    await uow.transaction(async () => {
      const locked = (await repository.findForUpdate(subscription.id))!;
      locked.activate({ mandateId: 'mdt_1', paymentMethod: 'Visa •••• 4242' }, at('2026-01-31'));
      locked.pause('2026-03-15', at('2026-02-01'));
      await repository.save(locked);
    });
    const stored = (await repository.findById(subscription.id))!;
    expect(stored).toMatchObject({
      status: 'en_pause',
      nextChargeOn: '2026-03-15',
      lastChargedOn: '2026-01-31',
      pausedUntil: '2026-03-15',
      anchorDay: 15,
      amountCents: 5098,
      paymentMethod: 'Visa •••• 4242',
    });
    expect(stored.history.map((entry) => [entry.from, entry.to])).toEqual([
      [null, 'en_attente'],
      ['en_attente', 'active'],
      ['active', 'en_pause'],
    ]);
    expect(await repository.listForCustomer(customerId)).toEqual([stored]);
    expect(await repository.findById('not-a-uuid')).toBeNull();
  });

  it('creates one subscription per first-order line, whatever the retries', async () => {
    const customerId = randomUUID();
    const orderId = randomUUID();
    const results = await Promise.all(
      [0, 1, 2].map(() => uow.transaction(() => repository.insert(newSubscription(customerId, orderId, 0)))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await uow.transaction(() => repository.insert(newSubscription(customerId, orderId, 1)));
    expect(await repository.listForCustomer(customerId)).toHaveLength(2);
  });

  it('hands each due subscription to one of two concurrent claims (SKIP LOCKED)', async () => {
    const customerId = randomUUID();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const subscription = newSubscription(customerId);
      subscription.activate({ mandateId: 'mdt_1', paymentMethod: null }, at('2026-01-31'));
      await uow.transaction(() => repository.insert(subscription));
      ids.push(subscription.id);
    }
    // The first claim's transaction stays open (its rows locked) while the second claims.
    let endFirst!: () => void;
    const firstEnds = new Promise<void>((resolve) => (endFirst = resolve));
    let first: string[] = [];
    let holding: Promise<void> | undefined;
    const firstClaimed = new Promise<void>((claimed, failed) => {
      holding = uow
        .transaction(async () => {
          first = await repository.claimDue('2099-01-01', 2);
          claimed();
          await firstEnds;
          throw new Error('rollback');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'rollback')) failed(error);
        });
    });
    await firstClaimed;
    try {
      const second = await uow.transaction(() => repository.claimDue('2099-01-01', 1000));
      expect(first).toHaveLength(2);
      expect(second.filter((id) => first.includes(id))).toEqual([]);
      expect(second.filter((id) => ids.includes(id)).sort()).toEqual(ids.filter((id) => !first.includes(id)).sort());
      const notYetDue = await uow.transaction(() => repository.claimDue('2026-02-27', 1000));
      expect(notYetDue.filter((id) => ids.includes(id))).toEqual([]);
    } finally {
      endFirst();
      await holding;
    }
  });

  it('keeps one cycle per (subscription, cycle number)', async () => {
    const subscription = newSubscription(randomUUID());
    await uow.transaction(() => repository.insert(subscription));
    const cycle = (number: number) => ({
      id: randomUUID(),
      subscriptionId: subscription.id,
      cycleNumber: number,
      dueOn: '2026-02-28',
      orderId: randomUUID(),
      amountCents: 5098,
      status: 'pending',
      failedAttempts: 0,
      nextAttemptOn: null,
      createdAt: at('2026-02-28'),
      updatedAt: at('2026-02-28'),
    });
    await uow.transaction(() => repository.insertCycle(cycle(2)));
    await expect(uow.transaction(() => repository.insertCycle(cycle(2)))).rejects.toThrow(
      /subscription_cycles_number_key/,
    );
    expect((await repository.cyclesOf([subscription.id])).map((row) => row.cycleNumber)).toEqual([2]);
  });

  it('keeps the first Mollie customer made for a user', async () => {
    const customers = new TypeOrmMollieCustomerRepository(uow);
    const userId = randomUUID();
    expect(await customers.find(userId)).toBeNull();
    const kept = await Promise.all([
      customers.keep(userId, `cst_a${userId.slice(0, 8)}`, at('2026-01-31')),
      customers.keep(userId, `cst_b${userId.slice(0, 8)}`, at('2026-01-31')),
    ]);
    expect(kept[0]).toBe(kept[1]);
    expect(await customers.find(userId)).toBe(kept[0]);
  });
});
