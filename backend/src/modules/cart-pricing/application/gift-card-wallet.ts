import { Injectable } from '@nestjs/common';
import type { Cents } from '../../../shared/money.js';

/** What one card pays of an order, as the quote shows it before anything is held. */
export interface GiftCardPaymentPreview {
  last4: string;
  amountCents: Cents;
  /** Its balance before this order. */
  balanceCents: Cents;
  expiresAt: Date;
}

/**
 * The shopper's gift cards as a means of payment (docs/design/gift-cards.md, "Paying with a card"):
 * what the codes would pay of a total, with the refusals (GiftCardPaymentRefusedError) and the lookup
 * limits of the balance page. The gift-cards module registers it at start: cart-pricing never imports it.
 */
export interface GiftCardWalletParticipant {
  preview(codes: readonly unknown[], dueCents: Cents, clientAddress: string): Promise<GiftCardPaymentPreview[]>;
}

@Injectable()
export class GiftCardWallet {
  private participant: GiftCardWalletParticipant | undefined;

  register(participant: GiftCardWalletParticipant): void {
    this.participant = participant;
  }

  preview(codes: readonly unknown[], dueCents: Cents, clientAddress: string): Promise<GiftCardPaymentPreview[]> {
    if (!this.participant) throw new Error('gift cards are not registered');
    return this.participant.preview(codes, dueCents, clientAddress);
  }
}
