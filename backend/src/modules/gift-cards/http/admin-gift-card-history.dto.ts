import { ApiProperty } from '@nestjs/swagger';
import type { AdminGiftCardMovementRow, AdminGiftCardPaymentRow } from '../application/ports/admin-gift-card.store.js';
import type { GiftCardMovementKind } from '../domain/gift-card.js';
import { GIFT_CARD_PAYMENT_STATUS_LABELS } from '../../ordering/index.js';
import {
  GIFT_CARD_MOVEMENT_LABELS,
  GIFT_CARD_PAYMENT_STATUSES,
  type GiftCardPaymentStatus,
} from '../domain/gift-card-status.js';

const MOVEMENT_KINDS = Object.keys(GIFT_CARD_MOVEMENT_LABELS) as GiftCardMovementKind[];

/** A change of a card's balance, as the back office shows it (labels from the domain). */
export class GiftCardMovementResponse {
  @ApiProperty({ enum: MOVEMENT_KINDS, example: 'sold' }) kind!: GiftCardMovementKind;
  @ApiProperty({ example: 'Vendue' }) kindLabel!: string;
  @ApiProperty({ example: 5000, description: 'Le changement du solde, en centimes (négatif : pris)' })
  amountCents!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'La commande, ou la raison (émise, désactivée)' })
  reference!: string | null;

  static from(m: AdminGiftCardMovementRow): GiftCardMovementResponse {
    return {
      kind: m.kind,
      kindLabel: GIFT_CARD_MOVEMENT_LABELS[m.kind],
      amountCents: m.amountCents,
      at: m.at.toISOString(),
      reference: m.reference,
    };
  }
}

/** The card's share of an order (gift_card_payments). */
export class GiftCardPaymentResponse {
  @ApiProperty({ example: 'BP-20261129-7LGKX5' }) orderNumber!: string;
  @ApiProperty({ example: 2000 }) amountCents!: number;
  @ApiProperty({ example: 0, description: 'Ce qui a été recrédité sur la carte (remboursement)' })
  creditedCents!: number;
  @ApiProperty({ enum: GIFT_CARD_PAYMENT_STATUSES, example: 'captured' }) status!: GiftCardPaymentStatus;
  @ApiProperty({ example: 'Payé' }) statusLabel!: string;
  @ApiProperty({ format: 'date-time' }) heldAt!: string;

  static from(p: AdminGiftCardPaymentRow): GiftCardPaymentResponse {
    return {
      orderNumber: p.orderNumber,
      amountCents: p.amountCents,
      creditedCents: p.creditedCents,
      status: p.status,
      statusLabel: GIFT_CARD_PAYMENT_STATUS_LABELS[p.status],
      heldAt: p.heldAt.toISOString(),
    };
  }
}
