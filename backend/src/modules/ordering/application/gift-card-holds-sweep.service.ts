import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { GiftCardCheckout } from './gift-card-checkout.js';
import { OrderRepository } from './ports/order.repository.js';

/** A hold older than this has outlived every payment window, lease and expiry pass (15 minutes each). */
export const GIFT_CARD_HOLD_SWEEP_AFTER_MS = 60 * 60 * 1000;
const BATCH_SIZE = 50;

/**
 * The sweep of gift card holds left behind (docs/design/gift-cards.md, "Faults"): a hold is taken in
 * the transaction that places its order and settled in the one that pays it, cancels it or removes
 * it, so none should outlive its order's payment window. One still held after an hour is settled
 * from its order, under the order's row lock: paid → captured; cancelled → released; gone (removed
 * without it) → released; still waiting → left to the expiry, which ends the order and its hold.
 * Run by the every-minute job and `npm run orders:expire`.
 */
@Injectable()
export class GiftCardHoldsSweep {
  private readonly logger = new Logger('Cartes cadeaux');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly giftCards: GiftCardCheckout,
    private readonly clock: Clock,
  ) {}

  /** How many orders' holds were settled. */
  async sweep(): Promise<number> {
    if (!this.giftCards.isRegistered) return 0;
    const before = new Date(this.clock.now().getTime() - GIFT_CARD_HOLD_SWEEP_AFTER_MS);
    let settled = 0;
    for (const orderId of await this.giftCards.heldSince(before, BATCH_SIZE)) {
      const outcome = await this.uow.transaction(async () => {
        const order = await this.orders.findForUpdate(orderId);
        if (!order) {
          await this.giftCards.releaseOf(orderId);
          return 'libérée (commande disparue)';
        }
        const s = order.toSnapshot();
        if (s.paidAt) {
          await this.giftCards.paid(s);
          return `encaissée (commande ${s.orderNumber} payée)`;
        }
        if (s.status === 'annulee') {
          await this.giftCards.abandoned(s);
          return `libérée (commande ${s.orderNumber} annulée)`;
        }
        return null;
      });
      if (outcome) {
        settled += 1;
        this.logger.warn(`Réservation de carte cadeau oubliée ${outcome}`);
      }
    }
    return settled;
  }
}
