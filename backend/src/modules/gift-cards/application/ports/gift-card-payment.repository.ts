import type { Cents } from '../../../../shared/money.js';
import type { GiftCardLifeStatus } from '../../domain/gift-card-status.js';

export type GiftCardPaymentStatus = 'held' | 'captured' | 'released';

/** A card's share of an order (docs/design/gift-cards.md, "Paying with a card"), with its card's last 4. */
export interface GiftCardPaymentRecord {
  id: string;
  cardId: string;
  orderId: string;
  orderNumber: string;
  position: number;
  amountCents: Cents;
  creditedCents: Cents;
  status: GiftCardPaymentStatus;
  last4: string;
  cardStatus: GiftCardLifeStatus;
  cardBalanceCents: Cents;
  cardExpiresAt: Date;
  heldAt: Date;
}

/** The cards' shares of orders (Postgres behind it). Every method runs in the caller's unit of work. */
export abstract class GiftCardPaymentRepository {
  /**
   * Takes `amountCents` from the card's balance for the order, in ONE conditional statement: only an
   * active card, not expired at `now`, whose balance is at least the amount; with its share ('held')
   * and its movement. False (nothing changed) when the card cannot give it, whatever the concurrency.
   */
  abstract hold(
    share: { id: string; cardId: string; orderId: string; orderNumber: string; position: number; amountCents: Cents },
    now: Date,
  ): Promise<boolean>;
  /** The order's shares, locked (FOR UPDATE), in the order the shopper gave the cards. */
  abstract ofOrderForUpdate(orderId: string): Promise<GiftCardPaymentRecord[]>;
  /** The order was paid: its held shares captured (movement 'captured', the order number). */
  abstract capture(orderId: string, orderNumber: string, now: Date): Promise<void>;
  /**
   * A held share given back to its card (movement 'released'); on a card that expired meanwhile, what
   * came back expires at once (movement 'expired'): an expired card's balance stays 0.
   */
  abstract release(share: GiftCardPaymentRecord, now: Date): Promise<void>;
  /** `cents` of a captured share credited back to its card (movement 'credited', the reference). */
  abstract credit(share: GiftCardPaymentRecord, cents: Cents, reference: string, now: Date): Promise<void>;
  abstract ofOrders(orderIds: readonly string[]): Promise<GiftCardPaymentRecord[]>;
  /** Orders with a share still held since before `before` (the sweep's candidates), oldest first. */
  abstract ordersHeldSince(before: Date, limit: number): Promise<string[]>;
}
