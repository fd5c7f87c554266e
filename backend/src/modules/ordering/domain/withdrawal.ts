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

/** Refused: outside the 14 days, a state that cannot be withdrawn, or already requested (409). */
export class WithdrawalNotAllowedError extends DomainError {
  constructor(order: WithdrawableOrder, alreadyRequested: boolean) {
    const last = order.deliveredAt ? new Date(withdrawalDeadline(order.deliveredAt).getTime() - 1) : null;
    super(
      'WITHDRAWAL_NOT_ALLOWED',
      alreadyRequested
        ? 'Vous vous êtes déjà rétracté(e) de cette commande.'
        : order.status === 'livree' && last
          ? `Le délai de rétractation de 14 jours après la livraison est dépassé (il courait jusqu'au ${longDate.format(last)}).`
          : 'Cette commande ne peut pas faire l’objet d’une rétractation : seules les commandes expédiées ou livrées le peuvent.',
      'conflict',
    );
  }
}
