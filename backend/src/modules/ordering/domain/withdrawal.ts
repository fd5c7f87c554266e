import { DomainError } from '../../../shared/domain-error.js';
import type { OrderStatus } from './order-status.js';

/**
 * The right of withdrawal (droit de rétractation, EU online withdrawal function): 14 days after
 * delivery, counted in Belgian calendar days — delivered on the 1st, the customer may withdraw until the
 * 15th at midnight (Europe/Brussels). A shipped order not delivered yet may be withdrawn too (the period
 * has not started). One request per order.
 */

export const WITHDRAWAL_DAYS = 14;

const brusselsParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Brussels wall-clock fields of an instant. */
function wallClock(at: Date): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = Object.fromEntries(brusselsParts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    min: Number(parts.minute),
    s: Number(parts.second),
  };
}

/** The instant of midnight starting a Brussels calendar day (DST handled). */
export function brusselsMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const wall = wallClock(new Date(guess));
  const asUtc = Date.UTC(wall.y, wall.m - 1, wall.d, wall.h, wall.min, wall.s);
  return new Date(guess - (asUtc - guess));
}

/** The first instant after the period: midnight starting the 15th Brussels day after the delivery day. */
export function withdrawalDeadline(deliveredAt: Date): Date {
  const wall = wallClock(deliveredAt);
  const day = new Date(Date.UTC(wall.y, wall.m - 1, wall.d + WITHDRAWAL_DAYS + 1));
  return brusselsMidnight(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

export interface WithdrawableOrder {
  status: OrderStatus;
  deliveredAt: Date | null;
}

/** Whether 'Se rétracter' is open now (no request made yet). */
export function canWithdraw(order: WithdrawableOrder, now: Date, alreadyRequested: boolean): boolean {
  if (alreadyRequested) return false;
  if (order.status === 'expediee') return true;
  if (order.status !== 'livree' || !order.deliveredAt) return false;
  return now.getTime() < withdrawalDeadline(order.deliveredAt).getTime();
}

const longDate = new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', dateStyle: 'long' });

/**
 * Refused: outside the 14 days, a state that cannot be withdrawn, or already requested (409; the order
 * is not needed then).
 */
export class WithdrawalNotAllowedError extends DomainError {
  constructor(order: WithdrawableOrder | null, alreadyRequested: boolean) {
    const last = order?.deliveredAt ? new Date(withdrawalDeadline(order.deliveredAt).getTime() - 1) : null;
    super(
      'WITHDRAWAL_NOT_ALLOWED',
      alreadyRequested
        ? 'Vous vous êtes déjà rétracté(e) de cette commande.'
        : order?.status === 'livree' && last
          ? `Le délai de rétractation de 14 jours après la livraison est dépassé (il courait jusqu'au ${longDate.format(last)}).`
          : 'Cette commande ne peut pas faire l’objet d’une rétractation : seules les commandes expédiées ou livrées le peuvent.',
      'conflict',
    );
  }
}

/** A withdrawal request's progress: asked → goods received (order 'retournee') → refunded. */
export type WithdrawalStatus = 'demandee' | 'recue' | 'remboursee';

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  demandee: 'Rétractation demandée',
  recue: 'Marchandise reçue',
  remboursee: 'Remboursée',
};

export const WITHDRAWAL_REASON_MAX_LENGTH = 500;

/** A line the customer sends back. */
export interface WithdrawnItem {
  productId: number;
  name: string;
  quantity: number;
}

/** What the rules need of the order's lines and amounts. */
export interface WithdrawalLines {
  items: readonly { productId: number; name: string; unitPriceCents: number; quantity: number }[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** The e-gift cards bought with the order: not goods sent back, never part of a withdrawal's refund. */
  giftCardsCents?: number;
}

/** Items that are not in the order, or more of them than were bought (400, on the `items` field). */
export class WithdrawalItemsError extends DomainError {
  constructor(message: string) {
    super('WITHDRAWAL_ITEMS_INVALID', message, 'invalid', { items: [message] });
  }
}

/**
 * The items sent back and the amount to refund. No items: the whole order, refunded in full (delivery
 * included, as the law requires). Some items: each product at most as many times as it was bought; the
 * amount is their price, less their share of any discount (never more than the order's total).
 */
export function decideWithdrawal(
  order: WithdrawalLines,
  requested: readonly { productId: number; quantity: number }[] | undefined,
): { items: WithdrawnItem[]; amountCents: number } {
  const bought = new Map<number, { name: string; quantity: number; cents: number }>();
  for (const line of order.items) {
    const seen = bought.get(line.productId) ?? { name: line.name, quantity: 0, cents: 0 };
    seen.quantity += line.quantity;
    seen.cents += line.unitPriceCents * line.quantity;
    bought.set(line.productId, seen);
  }
  const all = [...bought.entries()].map(([productId, b]) => ({ productId, name: b.name, quantity: b.quantity }));
  // The boxes' total: the cards bought beside them are not withdrawn with them (docs/design/gift-cards.md).
  const boxesCents = order.totalCents - (order.giftCardsCents ?? 0);
  if (!requested || requested.length === 0) return { items: all, amountCents: boxesCents };

  const asked = new Map<number, number>();
  for (const item of requested) asked.set(item.productId, (asked.get(item.productId) ?? 0) + item.quantity);
  const items: WithdrawnItem[] = [];
  let linesCents = 0;
  for (const [productId, quantity] of asked) {
    const line = bought.get(productId);
    if (!line) throw new WithdrawalItemsError(`Le produit n°${productId} ne fait pas partie de cette commande.`);
    if (quantity > line.quantity) {
      throw new WithdrawalItemsError(
        `Vous ne pouvez renvoyer que ${line.quantity} × ${line.name} (la quantité commandée).`,
      );
    }
    items.push({ productId, name: line.name, quantity });
    // The average unit price of the product's lines (a subscription line and a one-off line may differ).
    linesCents += Math.round((line.cents * quantity) / line.quantity);
  }
  const whole =
    items.length === all.length && items.every((item) => item.quantity === bought.get(item.productId)!.quantity);
  if (whole) return { items: all, amountCents: boxesCents };
  const goods = boxesCents - order.shippingCents;
  const share = order.subtotalCents > 0 ? Math.round((linesCents * goods) / order.subtotalCents) : 0;
  return { items, amountCents: Math.max(1, Math.min(share, boxesCents)) };
}
