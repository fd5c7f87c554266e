import type { Cents } from '../../../../shared/money.js';
import type { GiftCardMovement, GiftCardMovementKind } from '../../domain/gift-card.js';
import type { GiftCardLifeStatus, GiftCardPaymentStatus } from '../../domain/gift-card-status.js';
import type { GiftCardRecord } from './gift-card.repository.js';

/** What the back office asks of the card list (already validated). */
export interface AdminGiftCardListQuery {
  /** Absent: every card but those whose order was never paid (en_attente, annulee). */
  status?: GiftCardLifeStatus;
  /** Words searched in the last 4, the buyer's and the recipient's name and e-mail. */
  q?: string;
  page: number;
  limit: number;
}

/** A card as the back office sees it: never its code, only its last 4. */
export interface AdminGiftCardRow {
  id: string;
  kind: 'sold' | 'issued';
  status: GiftCardLifeStatus;
  statusReason: string | null;
  issuedBy: string | null;
  last4: string | null;
  initialCents: Cents;
  balanceCents: Cents;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string | null };
  purchasedAt: Date | null;
  expiresAt: Date | null;
  sentAt: Date | null;
  orderNumber: string | null;
  createdAt: Date;
}

export interface AdminGiftCardMovementRow {
  kind: GiftCardMovementKind;
  amountCents: Cents;
  at: Date;
  reference: string | null;
}

/** A card's share of an order (gift_card_payments). */
export interface AdminGiftCardPaymentRow {
  orderNumber: string;
  amountCents: Cents;
  creditedCents: Cents;
  status: GiftCardPaymentStatus;
  heldAt: Date;
}

/** The card's state a change needs, read under a row lock. */
export interface LockedGiftCard {
  status: GiftCardLifeStatus;
  initialCents: Cents;
  balanceCents: Cents;
  purchasedAt: Date | null;
  expiresAt: Date | null;
}

/** A card issued by hand, as it is kept: active at once, its code's keys, who issued it and why. */
export interface IssuedGiftCard {
  record: GiftCardRecord;
  codeHash: string;
  issuedBy: string;
  reason: string;
  movements: readonly GiftCardMovement[];
}

/**
 * The back office's cards (docs/design/gift-cards.md, "Back office"), PostgreSQL behind it. Every
 * method runs in the caller's unit of work.
 */
export abstract class AdminGiftCardStore {
  abstract list(query: AdminGiftCardListQuery): Promise<{ rows: AdminGiftCardRow[]; total: number }>;
  abstract findById(id: string): Promise<AdminGiftCardRow | null>;
  /** Oldest first. */
  abstract movementsOf(id: string): Promise<AdminGiftCardMovementRow[]>;
  abstract paymentsOf(id: string): Promise<AdminGiftCardPaymentRow[]>;
  /** The card locked (SELECT … FOR UPDATE) until the unit of work ends; null when unknown. */
  abstract lockForUpdate(id: string): Promise<LockedGiftCard | null>;
  /** The card disabled with its reason, and its movements recorded. */
  abstract disable(id: string, reason: string, movements: readonly GiftCardMovement[], now: Date): Promise<void>;
  abstract insertIssued(card: IssuedGiftCard): Promise<void>;
}
