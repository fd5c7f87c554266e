import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { GIFT_CARD_MAX_CODES_PER_ORDER, GIFT_CARD_PAYMENT_MESSAGES } from '../../../shared/gift-card-payment-rules.js';

export const GIFT_CARD_REFUSED = 'GIFT_CARD_REFUSED';
/** A typed code is 16 characters; spaces and dashes between its groups are allowed, nothing much longer. */
const MAX_TYPED_CODE_LENGTH = 40;
const refused = (message: string) => ({ message, context: { code: GIFT_CARD_REFUSED } });

/**
 * `giftCardCodes` of the quote and of the checkout (docs/design/gift-cards.md, "Paying with a card"):
 * at most 5 codes, as the shopper typed them (any case, spaces and dashes allowed).
 */
export function GiftCardCodesProperty(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: [String],
      nullable: true,
      maxItems: GIFT_CARD_MAX_CODES_PER_ORDER,
      example: ['K3M9 7QRT 2XWZ 8HJD'],
      description:
        'Codes de cartes cadeaux qui paient la commande, dans cet ordre (chacune autant que son solde le permet ; ' +
        'Mollie reçoit le reste). Refus : GIFT_CARD_REFUSED sur giftCardCodes.N',
    }),
    IsOptional(),
    IsArray(refused(GIFT_CARD_PAYMENT_MESSAGES.notAList)),
    ArrayMaxSize(GIFT_CARD_MAX_CODES_PER_ORDER, refused(GIFT_CARD_PAYMENT_MESSAGES.tooMany)),
    IsString({ each: true, ...refused(GIFT_CARD_PAYMENT_MESSAGES.unknown) }),
    MaxLength(MAX_TYPED_CODE_LENGTH, { each: true, ...refused(GIFT_CARD_PAYMENT_MESSAGES.unknown) }),
  );
}
