import { GiftCardCheckout } from './gift-card-checkout.js';
import { GiftSubscriptionCheckout } from './gift-subscription-checkout.js';
import { T0, at, input } from '../../../../test/support/order-fixtures.js';
import { FixedClock } from '../../../shared/clock.js';
import { ImmediateUnitOfWork } from '../../../shared/unit-of-work.js';
import { StockLedger, StockReservations, type StockLine, type StockState } from '../../catalog/index.js';
import { Order, type OrderSnapshot } from '../domain/order.js';
import { ChangeOrderStatusService } from './change-order-status.service.js';
import type { OrderInvoices } from './order-invoices.js';
import type { OrderMails } from './order-mails.js';
import { OrderChanges } from './order-changes.js';
import { OrderTransitions } from './order-transitions.js';
import { OrderRepository } from './ports/order.repository.js';

/** Orders kept in a Map (each load is a fresh aggregate, as from the database). */
class InMemoryOrders extends OrderRepository {
  readonly rows = new Map<string, { snapshot: OrderSnapshot; stock: StockState; restockNeeded: boolean }>();

  async insert(order: Order): Promise<void> {
    this.rows.set(order.id, { snapshot: order.toSnapshot(), stock: 'none', restockNeeded: false });
  }
  async findForUpdate(id: string): Promise<Order | null> {
    const row = this.rows.get(id);
    return row ? Order.fromSnapshot(row.snapshot) : null;
  }
  async resolveId(reference: string): Promise<string | null> {
    for (const [id, row] of this.rows) if (id === reference || row.snapshot.orderNumber === reference) return id;
    return null;
  }
  async save(order: Order): Promise<void> {
    this.rows.get(order.id)!.snapshot = order.toSnapshot();
  }
  async delete(id: string) {
    const row = this.rows.get(id);
    this.rows.delete(id);
    return row
      ? { id, stockState: row.stock, items: row.snapshot.items, giftCardPaidCents: row.snapshot.giftCardPaidCents }
      : null;
  }
  async stockStateOf(id: string): Promise<StockState> {
    return this.rows.get(id)?.stock ?? 'none';
  }
  async setStockState(id: string, state: StockState, restockNeeded: boolean): Promise<void> {
    const row = this.rows.get(id)!;
    row.stock = state;
    row.restockNeeded ||= restockNeeded;
  }
  async findById(id: string): Promise<OrderSnapshot | null> {
    return this.rows.get(id)?.snapshot ?? null;
  }
  detachCustomer = unused;
  linkSubscription = unused;
  paidWithoutInvoice = unused;
  listForCustomer = unused;
  findByReference = unused;
  findByNumber = unused;
  hasPaidOrder = unused;
}

function unused(): never {
  throw new Error('not used by these use cases');
}

/** The stock moves, as the ledger was asked for them. */
class RecordingLedger extends StockLedger {
  readonly moves: string[] = [];
  constructor(private readonly timeline: string[]) {
    super();
  }
  private record(move: string, lines: readonly StockLine[]) {
    const recorded = `${move} ${lines.map((l) => `${l.quantity}×${l.productId}`).join(' ')}`;
    this.moves.push(recorded);
    this.timeline.push(recorded);
  }
  async reserve(lines: readonly StockLine[]) {
    this.record('réserve', lines);
  }
  async reserveRenewal(lines: readonly StockLine[]) {
    this.record('réserve (renouvellement)', lines);
    return false;
  }
  async release(lines: readonly StockLine[]) {
    this.record('libère', lines);
  }
  async sell(lines: readonly StockLine[], from: 'reserved' | 'released') {
    this.record(`vend (${from})`, lines);
  }
}

/** A unit of work that keeps `beforeCommit` work for the end of its transaction, as the real one does. */
class DeferringUnitOfWork extends ImmediateUnitOfWork {
  private last: (() => Promise<void>)[] | undefined;
  override async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.last) return work();
    this.last = [];
    try {
      const result = await work();
      for (const step of this.last) await step();
      return result;
    } finally {
      this.last = undefined;
    }
  }
  override async beforeCommit(work: () => Promise<void>): Promise<void> {
    if (this.last) this.last.push(work);
    else await work();
  }
}

/**
 * What writing an order causes (OrderChanges), and an administrator's status change through it, on
 * in-memory ports: no database, only the rules of docs/design/orders.md and docs/design/stock.md.
 */
describe('OrderChanges, and the status change on in-memory ports', () => {
  function world() {
    const orders = new InMemoryOrders();
    const timeline: string[] = [];
    const ledger = new RecordingLedger(timeline);
    const handled: string[] = [];
    const handle = (what: string) => {
      handled.push(what);
      timeline.push(what);
    };
    const invoices = {
      issueIfPaid: async (order: Order) => void handle(`facture ${order.status}`),
    } as unknown as OrderInvoices;
    const mail = (kind: string) => async () => void handle(`courriel ${kind}`);
    const mails = {
      shipped: mail('expédiée'),
      delivered: mail('livrée'),
      cancelled: mail('annulée'),
      nudge: () => handle('envoi des courriels'),
    } as unknown as OrderMails;
    const uow = new DeferringUnitOfWork();
    const changes = new OrderChanges(
      orders,
      new StockReservations(ledger, uow),
      new OrderTransitions(invoices, mails, new GiftSubscriptionCheckout(), new GiftCardCheckout()),
      new GiftCardCheckout(),
    );
    const clock = new FixedClock(at(5));
    const status = new ChangeOrderStatusService(uow, orders, mails, clock, changes);
    return { orders, ledger, handled, timeline, changes, status, uow };
  }

  it('a placed order reserves its units; its payment sells them and runs the invoice handler', async () => {
    const { orders, ledger, handled, timeline, changes, uow } = world();
    const order = Order.place(input({ now: T0 }));
    await changes.place(order);
    expect(ledger.moves).toEqual(['réserve 2×1 1×5']);
    expect(await orders.stockStateOf(order.id)).toBe('reserved');

    const loaded = (await orders.findForUpdate(order.id))!;
    loaded.attachPayment('tr_1', at(1));
    const outcome = loaded.recordPaymentOf({ id: 'tr_1', status: 'paid', recordedStatus: 'open' }, at(2));
    expect(outcome.becamePaid).toBe(true);
    await uow.transaction(() => changes.save(loaded, { from: 'en_attente_paiement', trigger: 'payment' }));
    expect(ledger.moves).toEqual(['réserve 2×1 1×5', 'vend (reserved) 2×1 1×5']);
    expect(await orders.stockStateOf(order.id)).toBe('sold');
    expect(handled).toEqual(['facture payee']);
    // The hot product rows are touched last, after the transition's handlers: held only until the commit.
    expect(timeline).toEqual(['réserve 2×1 1×5', 'facture payee', 'vend (reserved) 2×1 1×5']);
  });

  it('a save that moves nothing runs no handler and leaves the units where they are', async () => {
    const { orders, ledger, handled, changes } = world();
    const order = Order.place(input({ now: T0 }));
    await changes.place(order);
    const loaded = (await orders.findForUpdate(order.id))!;
    loaded.attachPayment('tr_1', at(1));
    await changes.save(loaded, { from: 'en_attente_paiement', trigger: 'payment' });
    expect(ledger.moves).toEqual(['réserve 2×1 1×5']);
    expect(handled).toEqual([]);
  });

  it("an administrator's cancellation releases the units, mails the customer and records who did it", async () => {
    const { orders, ledger, handled, changes, status } = world();
    const order = Order.place(input({ now: T0 }));
    await changes.place(order);
    const changed = await status.execute({
      orderId: order.orderNumber,
      orderStatus: 'annulee',
      expectedStatus: 'en_attente_paiement',
      adminId: 'a1',
    });
    expect(changed.status).toBe('annulee');
    expect(changed.history.at(-1)).toMatchObject({ from: 'en_attente_paiement', to: 'annulee', by: 'admin:a1' });
    expect(ledger.moves).toEqual(['réserve 2×1 1×5', 'libère 2×1 1×5']);
    expect(await orders.stockStateOf(order.id)).toBe('released');
    expect(handled).toEqual(['courriel annulée', 'envoi des courriels']);
  });

  it('an order removed before its payment existed gives its reserved units back', async () => {
    const { orders, ledger, changes } = world();
    const order = Order.place(input({ now: T0 }));
    await changes.place(order);
    await changes.remove(order.id);
    expect(ledger.moves).toEqual(['réserve 2×1 1×5', 'libère 2×1 1×5']);
    expect(orders.rows.size).toBe(0);
  });
});
