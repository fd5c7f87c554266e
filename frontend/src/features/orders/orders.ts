import statuses from '../../../generated/rules/statuses.json';
import type { CustomerOrder, OrderStatus } from './types';

/** Pure rules of the orders screen (docs/design/orders.md): order, filters with counts, search and timeline. */

export type OrderFilter = 'all' | 'active' | 'delivered' | 'canceled';

export const ORDER_FILTERS: readonly { key: OrderFilter; label: string }[] = [
  { key: 'all', label: 'Toutes' },
  { key: 'active', label: 'En cours' },
  { key: 'delivered', label: 'Livrées' },
  { key: 'canceled', label: 'Annulées' },
];

/**
 * The path an order follows when all goes well, as the server serves it (each state's `step` in
 * generated/rules/statuses.json); cancelled and returned orders are off it (docs/design/orders.md).
 */
const PROGRESS: readonly OrderStatus[] = statuses
  .filter((status) => status.step !== null)
  .sort((a, b) => a.step! - b.step!)
  .map((status) => status.value as OrderStatus);
const KNOWN: ReadonlySet<string> = new Set(statuses.map((status) => status.value));

/** An unknown status is read as the first one of the path. */
export function normalizedStatus(status: string): OrderStatus {
  return KNOWN.has(status) ? (status as OrderStatus) : PROGRESS[0]!;
}

/** active: on the path before its end; delivered: its end; canceled: off the path (cancelled, returned). */
export function filterOf(status: string): Exclude<OrderFilter, 'all'> {
  const step = PROGRESS.indexOf(normalizedStatus(status));
  if (step === -1) return 'canceled';
  return step === PROGRESS.length - 1 ? 'delivered' : 'active';
}

export function matchesFilter(order: Pick<CustomerOrder, 'orderStatus'>, filter: OrderFilter): boolean {
  return filter === 'all' || filterOf(order.orderStatus) === filter;
}

export function countByFilter(
  orders: readonly Pick<CustomerOrder, 'orderStatus'>[],
): Record<OrderFilter, number> {
  const counts: Record<OrderFilter, number> = { all: orders.length, active: 0, delivered: 0, canceled: 0 };
  for (const order of orders) counts[filterOf(order.orderStatus)] += 1;
  return counts;
}

function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Newest first (by createdAt), sorted on the client. */
export function sortNewestFirst<T extends Pick<CustomerOrder, 'createdAt'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** Lower case without accents: 'Livrée' and 'livree' match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The search box: the reference, a box name, a status label or the promo code. */
export function matchesSearch(order: CustomerOrder, term: string): boolean {
  const wanted = fold(term);
  if (!wanted) return true;
  const haystack = [
    order.orderId,
    order.orderStatusLabel,
    order.statusLabel,
    order.promoCode ?? '',
    ...order.items.map((item) => item.name),
  ];
  return haystack.some((text) => fold(text ?? '').includes(wanted));
}

/** Filter, then search, newest first. */
export function visibleOrders(
  orders: readonly CustomerOrder[],
  filter: OrderFilter,
  term: string,
): CustomerOrder[] {
  return sortNewestFirst(
    orders.filter((order) => matchesFilter(order, filter) && matchesSearch(order, term)),
  );
}

export type TimelineKey =
  'created' | 'paid' | 'preparation' | 'shipped' | 'delivered' | 'canceled' | 'returned';

export interface TimelineStep {
  key: TimelineKey;
  label: string;
  date: string | null;
  done: boolean;
  current: boolean;
}

/** How the timeline shows each step of PROGRESS, in its order (its words and the date the order keeps for it). */
const STEPS: readonly {
  key: TimelineKey;
  label: string;
  date: (order: TimelineOrder) => string | null | undefined;
}[] = [
  { key: 'created', label: 'Commande passée', date: (o) => o.createdAt },
  { key: 'paid', label: 'Paiement confirmé', date: (o) => o.paidAt ?? o.confirmedAt },
  { key: 'preparation', label: 'En préparation', date: (o) => o.preparationStartedAt },
  { key: 'shipped', label: 'Expédiée', date: (o) => o.shippedAt },
  { key: 'delivered', label: 'Livrée', date: (o) => o.deliveredAt },
];

export type TimelineOrder = Pick<
  CustomerOrder,
  | 'orderStatus'
  | 'orderStatusLabel'
  | 'createdAt'
  | 'paidAt'
  | 'confirmedAt'
  | 'preparationStartedAt'
  | 'shippedAt'
  | 'deliveredAt'
  | 'canceledAt'
  | 'returnedAt'
>;

/** The furthest step of the path an order's dates show it reached (0: created). */
function reachedByDates(order: TimelineOrder): number {
  let reached = 0;
  STEPS.forEach((step, index) => {
    if (index > 0 && step.date(order)) reached = index;
  });
  return reached;
}

/**
 * The timeline: created → payment confirmed → preparation → shipped → delivered; steps up to the current
 * status are complete. A cancelled order shows the steps it reached, then the cancellation; a returned
 * order shows every step, then the return (docs/design/orders.md). The appended step carries the server's label.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const status = normalizedStatus(order.orderStatus);
  const path = (upTo: number, shown = STEPS.length): TimelineStep[] =>
    STEPS.slice(0, shown).map((step, index) => ({
      key: step.key,
      label: step.label,
      date: step.date(order) ?? null,
      done: index <= upTo,
      current: false,
    }));

  if (status === 'annulee') {
    const reached = reachedByDates(order);
    return [
      ...path(reached, reached + 1),
      {
        key: 'canceled',
        label: order.orderStatusLabel,
        date: order.canceledAt ?? null,
        done: true,
        current: true,
      },
    ];
  }
  if (status === 'retournee') {
    // A return follows a shipment, delivered or not.
    const reached = Math.max(PROGRESS.indexOf('expediee'), reachedByDates(order));
    return [
      ...path(reached),
      {
        key: 'returned',
        label: order.orderStatusLabel,
        date: order.returnedAt ?? null,
        done: true,
        current: true,
      },
    ];
  }
  const index = PROGRESS.indexOf(status);
  return path(index).map((step, i) => (i === index ? { ...step, current: true } : step));
}
