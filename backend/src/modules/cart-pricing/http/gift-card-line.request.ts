import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, type ValidationOptions, ValidateBy } from 'class-validator';
import {
  GIFT_CARD_DELIVERIES,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_CENTS,
  type GiftCardDelivery,
  type GiftCardLineInput,
  isGiftCardAmount,
} from '../../../shared/gift-card-rules.js';
import { EMAIL_MAX_LENGTH } from '../../../shared/validation/field-messages.js';
import { Present } from '../../../shared/validation/present.js';

/*
 * An e-gift card bought in the cart (docs/design/gift-cards.md), as POST /api/cart/quote and
 * POST /api/mollie/payments (metadata.giftCards) receive it. Here the shapes, with the purchase rule's
 * own French messages and code (GIFT_CARD_INVALID); what depends on several fields or on the time
 * (the e-mail unless printed, the send date within 12 months) is checked by shared/gift-card-rules.ts.
 */

export const GIFT_CARD_INVALID = 'GIFT_CARD_INVALID';
const rule = (message: string): ValidationOptions => ({ message, context: { code: GIFT_CARD_INVALID } });

/** The longest recipient name the rule accepts (its message says it). */
const RECIPIENT_NAME_MAX = 200;
/** 'YYYY-MM-DDTHH:MM'. */
const SEND_AT_LENGTH = 16;

/** A whole number of euros, in cents, within the card's amounts. */
function IsGiftCardAmount(options: ValidationOptions) {
  return ValidateBy({ name: 'isGiftCardAmount', validator: { validate: (value) => isGiftCardAmount(value) } }, options);
}

export class GiftCardLineRequest implements GiftCardLineInput {
  @ApiProperty({
    example: 5000,
    minimum: GIFT_CARD_MIN_CENTS,
    maximum: GIFT_CARD_MAX_CENTS,
    multipleOf: 100,
    description: 'Montant en centimes : un nombre entier d’euros, de 10 à 250 €',
  })
  @Present('Le montant de la carte cadeau est requis')
  @IsGiftCardAmount(rule(GIFT_CARD_MESSAGES.amount))
  amountCents!: number;

  @ApiProperty({ example: 'Léa', maxLength: RECIPIENT_NAME_MAX })
  @Present('Le nom du destinataire est requis')
  @IsString(rule(GIFT_CARD_MESSAGES.recipientName))
  @MaxLength(RECIPIENT_NAME_MAX, rule(GIFT_CARD_MESSAGES.recipientName))
  recipientName!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EMAIL_MAX_LENGTH,
    example: 'lea@example.be',
    description: 'Requis sauf si la carte est imprimée (delivery = print)',
  })
  @IsOptional()
  @IsString(rule(GIFT_CARD_MESSAGES.recipientEmail))
  @MaxLength(EMAIL_MAX_LENGTH, rule(GIFT_CARD_MESSAGES.recipientEmail))
  recipientEmail?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Au plus ${GIFT_CARD_MESSAGE_MAX} caractères, retours à la ligne gardés`,
    example: 'Joyeux anniversaire !',
  })
  @IsOptional()
  @IsString(rule(GIFT_CARD_MESSAGES.message))
  @MaxLength(GIFT_CARD_MESSAGE_MAX * 2, rule(GIFT_CARD_MESSAGES.message))
  message?: string | null;

  @ApiPropertyOptional({
    enum: GIFT_CARD_DELIVERIES,
    enumName: 'GiftCardDelivery',
    default: 'now',
    description: 'now : envoyée au paiement ; at_date : à sendAt ; print : l’acheteur l’imprime',
  })
  @IsOptional()
  @IsIn(GIFT_CARD_DELIVERIES, rule(GIFT_CARD_MESSAGES.delivery))
  delivery?: GiftCardDelivery;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-24T08:00',
    description: "delivery = at_date : 'AAAA-MM-JJTHH:MM', heure de Bruxelles, dans les 12 mois",
  })
  @IsOptional()
  @IsString(rule(GIFT_CARD_MESSAGES.sendAtInvalid))
  @MaxLength(SEND_AT_LENGTH, rule(GIFT_CARD_MESSAGES.sendAtInvalid))
  sendAt?: string | null;
}
