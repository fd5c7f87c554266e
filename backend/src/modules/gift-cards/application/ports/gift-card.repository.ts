import type { GiftCardDelivery } from '../../../../shared/gift-card-rules.js';
import type { Cents } from '../../../../shared/money.js';
import type { GiftCardMovement } from '../../domain/gift-card.js';
import type { GiftCardLifeStatus } from '../../domain/gift-card-status.js';

/** A card as it is kept (docs/design/gift-cards.md): never its code, only the hash and the last 4. */
export interface GiftCardRecord {
  id: string;
  kind: 'sold' | 'issued';
  status: GiftCardLifeStatus;
  initialCents: Cents;
  balanceCents: Cents;
  last4: string | null;
  orderId: string | null;
  orderNumber: string | null;
  position: number;
  buyerId: string | null;
  buyerFirstName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  delivery: GiftCardDelivery;
  sendAt: Date | null;
  sentAt: Date | null;
  reminderSentAt: Date | null;
  purchasedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
}

/** What the card's payment sets: active, its code's hash and last 4, its dates and balance, its movements. */
export interface GiftCardActivation {
  codeHash: string;
  last4: string;
  balanceCents: Cents;
  purchasedAt: Date;
  expiresAt: Date;
  movements: readonly GiftCardMovement[];
}

/** The cards (Postgres behind it). Every method runs in the caller's unit of work. */
export abstract class GiftCardRepository {
  abstract insertPending(cards: readonly GiftCardRecord[]): Promise<void>;
  /** The order's cards waiting for its payment, locked (FOR UPDATE), in the order of the cart. */
  abstract pendingOfOrderForUpdate(orderId: string): Promise<GiftCardRecord[]>;
  abstract activate(id: string, activation: GiftCardActivation, now: Date): Promise<void>;
  /** The order's cards still waiting go annulee; how many. */
  abstract cancelPending(orderId: string, now: Date): Promise<number>;
  abstract markSent(id: string, at: Date): Promise<void>;
  abstract markReminded(id: string, at: Date): Promise<void>;
  abstract ofOrders(orderIds: readonly string[]): Promise<GiftCardRecord[]>;
  abstract findById(id: string): Promise<GiftCardRecord | null>;
  abstract findByCodeHash(hash: string): Promise<GiftCardRecord | null>;
  /** One active 'at_date' card due (send_at ≤ now, not sent), claimed FOR UPDATE SKIP LOCKED. */
  abstract claimDueSending(now: Date, excluding: readonly string[]): Promise<GiftCardRecord | null>;
  /** One active card with a balance whose reminder is due (expires_at ≤ until), claimed the same way. */
  abstract claimDueReminder(until: Date, now: Date, excluding: readonly string[]): Promise<GiftCardRecord | null>;
  /** Development hook and tests: the card's sending is made due now. */
  abstract makeDue(id: string, now: Date): Promise<boolean>;
}

/** A receipt of the cards sold with an order, as kept (its PDF is drawn from it). */
export interface GiftCardReceiptData {
  number: string;
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  buyer: { name: string; email: string };
  cards: { amountCents: Cents; recipientName: string; last4: string }[];
  totalCents: Cents;
}

export abstract class GiftCardReceiptRepository {
  /** The next number of `year`'s gap-free sequence (a counter row updated in the caller's transaction). */
  abstract nextSequence(year: number): Promise<number>;
  abstract insert(year: number, sequence: number, receipt: GiftCardReceiptData): Promise<void>;
  /** The receipt of an order (by its number or id) and the order's customer. */
  abstract ofOrder(order: string): Promise<{ receipt: GiftCardReceiptData; customerId: string | null } | null>;
  abstract numbersOfOrders(orderIds: readonly string[]): Promise<Map<string, string>>;
}
