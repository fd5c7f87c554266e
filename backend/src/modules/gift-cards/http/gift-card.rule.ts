import { ApiProperty } from '@nestjs/swagger';
import {
  GIFT_CARD_DELIVERIES,
  GIFT_CARD_DELIVERY_LABELS,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MAX_PER_ORDER,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_PRESETS_CENTS,
  GIFT_CARD_VALIDITY_MONTHS,
  type GiftCardDelivery,
} from '../../../shared/gift-card-rules.js';
import { GIFT_MESSAGE_MAX } from '../../../shared/gift-message.js';
import { GIFT_CARD_MAX_CODES_PER_ORDER } from '../../../shared/gift-card-payment-rules.js';

export class GiftCardDeliveryRule {
  @ApiProperty({ enum: GIFT_CARD_DELIVERIES, example: 'now' }) value!: GiftCardDelivery;
  @ApiProperty({ example: GIFT_CARD_DELIVERY_LABELS.now }) label!: string;
}

/** An e-gift card's purchase rule (docs/design/gift-cards.md), as GET /api/rules serves it. */
export class GiftCardRule {
  @ApiProperty({
    example: [...GIFT_CARD_PRESETS_CENTS],
    isArray: true,
    type: Number,
    description: 'Montants proposés, en centimes',
  })
  presetsCents!: number[];
  @ApiProperty({ example: GIFT_CARD_MIN_CENTS, description: 'Montant minimal, en centimes (euros entiers)' })
  minCents!: number;
  @ApiProperty({ example: GIFT_CARD_MAX_CENTS, description: 'Montant maximal, en centimes (euros entiers)' })
  maxCents!: number;
  @ApiProperty({ example: GIFT_MESSAGE_MAX }) messageMax!: number;
  @ApiProperty({ example: GIFT_CARD_VALIDITY_MONTHS, description: 'Une carte est valable N mois' })
  validityMonths!: number;
  @ApiProperty({ example: GIFT_CARD_MAX_PER_ORDER, description: 'Cartes par commande, au plus' })
  maxPerOrder!: number;
  @ApiProperty({
    example: GIFT_CARD_MAX_CODES_PER_ORDER,
    description: 'Cartes cadeaux qui paient une commande, au plus',
  })
  maxCodesPerOrder!: number;
  @ApiProperty({ type: [GiftCardDeliveryRule] }) deliveries!: GiftCardDeliveryRule[];
  @ApiProperty({ example: 'Europe/Brussels', description: "Le fuseau de l'heure d'envoi" }) timeZone!: string;
  @ApiProperty({ example: GIFT_CARD_MESSAGES.amount }) amountMessage!: string;
  @ApiProperty({ example: GIFT_CARD_MESSAGES.sendAt }) sendAtMessage!: string;

  static current(): GiftCardRule {
    return {
      presetsCents: [...GIFT_CARD_PRESETS_CENTS],
      minCents: GIFT_CARD_MIN_CENTS,
      maxCents: GIFT_CARD_MAX_CENTS,
      messageMax: GIFT_MESSAGE_MAX,
      validityMonths: GIFT_CARD_VALIDITY_MONTHS,
      maxPerOrder: GIFT_CARD_MAX_PER_ORDER,
      maxCodesPerOrder: GIFT_CARD_MAX_CODES_PER_ORDER,
      deliveries: GIFT_CARD_DELIVERIES.map((value) => ({ value, label: GIFT_CARD_DELIVERY_LABELS[value] })),
      timeZone: 'Europe/Brussels',
      amountMessage: GIFT_CARD_MESSAGES.amount,
      sendAtMessage: GIFT_CARD_MESSAGES.sendAt,
    };
  }
}
