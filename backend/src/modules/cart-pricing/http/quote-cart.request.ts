import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  MaxLength,
  type ValidationOptions,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { FAST_PATH, isPlainWith } from '../../../shared/validation/fast-path.js';
import { Present } from '../../../shared/validation/present.js';
import type { QuoteCartItem } from '../application/quote-cart.service.js';
import { GIFT_CARD_MAX_PER_ORDER, GIFT_CARD_MESSAGES } from '../../../shared/gift-card-rules.js';
import { GIFT_CARD_INVALID, GiftCardLineRequest } from './gift-card-line.request.js';
import { GiftCardCodesProperty } from './gift-card-codes.property.js';
import { GIFT_BOX_COUNTS, GIFT_BOX_COUNT_INVALID_MESSAGE } from '../../../shared/subscription-rules.js';
import {
  CART_FREQUENCY_INVALID_MESSAGE,
  CART_QUANTITY_INVALID_MESSAGE,
  CART_TOO_MANY_LINES_MESSAGE,
  FREQUENCIES,
  type Frequency,
  MAX_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  QUANTITY_REQUIRED_MESSAGE,
} from '../domain/pricing.js';

export const MAX_PROMO_CODE_LENGTH = 40;

/**
 * Constraints that enforce a cart rule carry the rule's code: a request failing only on them answers
 * that code (CART_QUANTITY_INVALID …) with the domain's message, instead of VALIDATION_FAILED.
 */
const rule = (code: string, message: string): ValidationOptions => ({ message, context: { code } });

/** A whole number in [min, max]: a string such as "2" or a decimal such as 1.5 is refused. */
function IsIntegerBetween(min: number, max: number, options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isIntegerBetween',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
      },
    },
    options,
  );
}

const ITEM_KEYS: ReadonlySet<string> = new Set(['productId', 'quantity', 'isSubscription', 'frequency', 'giftBoxes']);
const QUOTE_KEYS: ReadonlySet<string> = new Set(['items', 'promoCode', 'giftCards', 'giftCardCodes']);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const absentOrIn = (value: unknown, allowed: readonly unknown[]): boolean =>
  value === undefined || value === null || allowed.includes(value);

export class CartItemRequest implements QuoteCartItem {
  @ApiProperty({ example: 1, minimum: 1, description: 'Identifiant de la box' })
  @IsInt({ message: "L'identifiant du produit doit être un entier positif" })
  @IsPositive({ message: "L'identifiant du produit doit être un entier positif" })
  @Present("L'identifiant du produit est requis")
  productId!: number;

  @ApiProperty({ example: 2, minimum: MIN_QUANTITY, maximum: MAX_QUANTITY })
  @Present(QUANTITY_REQUIRED_MESSAGE)
  @IsIntegerBetween(MIN_QUANTITY, MAX_QUANTITY, rule('CART_QUANTITY_INVALID', CART_QUANTITY_INVALID_MESSAGE))
  quantity!: number;

  @ApiProperty({ example: true, description: 'Abonnement (-15 %) ou achat unique' })
  @IsBoolean({ message: "Le mode d'achat (isSubscription) doit être vrai ou faux" })
  @Present("Le mode d'achat (isSubscription) est requis")
  isSubscription!: boolean;

  @ApiPropertyOptional({
    enum: FREQUENCIES,
    nullable: true,
    default: 'monthly',
    description: 'Lignes en abonnement seulement (mensuel par défaut) ; ignorée en achat unique',
  })
  @IsOptional()
  @IsIn(FREQUENCIES, rule('CART_FREQUENCY_INVALID', CART_FREQUENCY_INVALID_MESSAGE))
  frequency?: Frequency | null;

  @ApiPropertyOptional({
    enum: GIFT_BOX_COUNTS,
    nullable: true,
    description: "'Offrir un abonnement' : abonnement prépayé de 3, 6 ou 12 box (ligne en abonnement, quantité 1)",
  })
  @IsOptional()
  @IsIn(GIFT_BOX_COUNTS, rule('CART_GIFT_BOXES_INVALID', GIFT_BOX_COUNT_INVALID_MESSAGE))
  giftBoxes?: number | null;
}

/** At most `max` lines; a missing or non-list value is IsArray's to report. */
function HasAtMostLines(max: number, options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'hasAtMostLines',
      constraints: [max],
      validator: { validate: (value: unknown) => !Array.isArray(value) || value.length <= max },
    },
    options,
  );
}

/** POST /api/cart/quote body. Unknown fields are refused by the global ValidationPipe. */
export class QuoteCartRequest {
  @ApiProperty({ type: [CartItemRequest], maxItems: MAX_LINES })
  @IsArray({ message: 'La liste des articles (items) est obligatoire' })
  @HasAtMostLines(MAX_LINES, rule('CART_TOO_MANY_LINES', CART_TOO_MANY_LINES_MESSAGE))
  @ValidateNested({ each: true, message: 'Chaque article doit être un objet' })
  @Type(() => CartItemRequest)
  items!: CartItemRequest[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_PROMO_CODE_LENGTH,
    example: 'promo20',
    description: 'Sans casse ni espaces autour ; absent, null ou vide : aucun code',
  })
  @IsOptional()
  @IsString({ message: 'Le code promo doit être un texte' })
  @MaxLength(MAX_PROMO_CODE_LENGTH, rule('PROMO_CODE_INVALID', 'Code promo invalide'))
  promoCode?: string | null;

  @ApiPropertyOptional({
    type: [GiftCardLineRequest],
    nullable: true,
    maxItems: GIFT_CARD_MAX_PER_ORDER,
    description: 'Cartes cadeaux achetées avec les box (ou seules) : ni code promo ni livraison ; absent : aucune',
  })
  @IsOptional()
  @IsArray(rule(GIFT_CARD_INVALID, GIFT_CARD_MESSAGES.notAList))
  @ArrayMaxSize(GIFT_CARD_MAX_PER_ORDER, rule(GIFT_CARD_INVALID, GIFT_CARD_MESSAGES.tooMany))
  @ValidateNested({ each: true, message: 'Chaque carte cadeau doit être un objet' })
  @Type(() => GiftCardLineRequest)
  giftCards?: GiftCardLineRequest[] | null;

  @GiftCardCodesProperty()
  giftCardCodes?: string[] | null;

  /**
   * The quote's fast path (shared/validation/fast-path.ts): the body every cart page sends, checked by
   * hand against the rules above and copied as class-transformer would; undefined for anything the
   * rules might refuse (the global ValidationPipe then answers exactly as without it).
   */
  static [FAST_PATH](body: unknown): QuoteCartRequest | undefined {
    if (!isPlainWith(body, QUOTE_KEYS)) return undefined;
    const { items, promoCode, giftCards, giftCardCodes } = body;
    if (!Array.isArray(items) || items.length > MAX_LINES) return undefined;
    // Gift cards are the pipe's: only their absence (or an empty list) is taken here.
    if (!(giftCards === undefined || (Array.isArray(giftCards) && giftCards.length === 0))) return undefined;
    if (giftCardCodes !== undefined) return undefined; // codes are the pipe's too
    // A string of at most 40 UTF-16 units is at most 40 characters as MaxLength counts them.
    if (!(
      promoCode === undefined ||
      promoCode === null ||
      (typeof promoCode === 'string' && promoCode.length <= MAX_PROMO_CODE_LENGTH)
    )) {
      return undefined;
    }
    const lines: CartItemRequest[] = [];
    for (let i = 0; i < items.length; i++) {
      // Index by index: a sparse list's gaps are the pipe's to handle.
      if (!(i in items)) return undefined;
      const item: unknown = items[i];
      if (!isPlainWith(item, ITEM_KEYS)) return undefined;
      if (!isWhole(item.productId, 1, Number.MAX_VALUE)) return undefined;
      if (!isWhole(item.quantity, MIN_QUANTITY, MAX_QUANTITY)) return undefined;
      if (typeof item.isSubscription !== 'boolean') return undefined;
      if (!absentOrIn(item.frequency, FREQUENCIES) || !absentOrIn(item.giftBoxes, GIFT_BOX_COUNTS)) return undefined;
      lines.push(Object.assign(new CartItemRequest(), item));
    }
    const request = Object.assign(new QuoteCartRequest(), body);
    request.items = lines; // in the body's own order of keys, as class-transformer copies it
    if (giftCards !== undefined) request.giftCards = []; // a list of its own, as class-transformer makes it
    return request;
  }
}
