import type { GiftCardMovement, GiftCardState } from '../../domain/gift-card.js';

/** A sold card as its withdrawal needs it: its state, its buyer and the Mollie payment that paid it. */
export interface WithdrawableCard {
  id: string;
  last4: string;
  buyerId: string | null;
  buyerEmail: string;
  buyerFirstName: string;
  orderNumber: string;
  paymentId: string | null;
  refundId: string | null;
  state: GiftCardState;
}

/** The buyer's withdrawal from a card (Postgres behind it). Every method runs in the caller's unit of work. */
export abstract class GiftCardWithdrawalRepository {
  /** A sold and paid card, locked (FOR UPDATE); null when there is none. */
  abstract findForUpdate(cardId: string): Promise<WithdrawableCard | null>;
  /** Writes the card's status and balance with its new movements. */
  abstract save(cardId: string, state: GiftCardState, movements: readonly GiftCardMovement[], now: Date): Promise<void>;
  abstract setRefund(cardId: string, refundId: string, now: Date): Promise<void>;
  /** Withdrawn cards whose refund is still to be made (Mollie could not be reached), for the job. */
  abstract withdrawnWithoutRefund(limit: number): Promise<string[]>;
}
