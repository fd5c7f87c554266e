import { GiftCardCodesProperty } from '../../cart-pricing/index.js';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_INVALID_MESSAGE,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { stacked } from '../../../shared/validation/stacked.js';
import {
  CART_QUANTITY_INVALID_MESSAGE,
  GIFT_CARD_INVALID,
  GiftCardLineRequest,
  MAX_QUANTITY,
  MIN_QUANTITY,
  QUANTITY_REQUIRED_MESSAGE,
} from '../../cart-pricing/index.js';
import { GIFT_CARD_MAX_PER_ORDER, GIFT_CARD_MESSAGES } from '../../../shared/gift-card-rules.js';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from '../../../shared/validation/field-messages.js';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES, GIFT_NOTIFY, type GiftNotify } from '../domain/gift.js';
import { GiftSubscriptionRequest } from './gift-subscription.request.js';
import { GIFT_BOX_COUNTS, GIFT_BOX_COUNT_INVALID_MESSAGE } from '../../../shared/subscription-rules.js';

export const SHIPPING_COUNTRIES = ['BE', 'FR', 'LU', 'NL', 'DE'] as const;
const COUNTRY_MESSAGE = 'Le pays doit être BE, FR, LU, NL ou DE';
const required = (label: string) => ({ message: `${label} est obligatoire` });
const tooLong = (label: string, max: number) => ({ message: `${label} ne doit pas dépasser ${max} caractères` });

/** A text the client may send but the server does not use (`why`): optional, at most `max` characters. */
function IgnoredText(label: string, max: number, why: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, maxLength: max, description: why }),
    IsOptional(),
    IsString({ message: `${label} doit être un texte` }),
    MaxLength(max, tooLong(label, max)),
  );
}

/** A required nested object, validated by its own class. */
function RequiredObject(type: new () => object, message: string): PropertyDecorator {
  return stacked(
    ApiProperty({ type }),
    IsDefined({ message }),
    IsObject({ message }),
    ValidateNested(),
    Type(() => type),
  );
}

/** Non-blank text of at most `max` characters. */
function Text(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    IsString(required(label))(target, key);
    Matches(/\S/, required(label))(target, key);
    MaxLength(max, tooLong(label, max))(target, key);
  };
}

/** A checkout with no line (the SPA states it too, from GET /api/rules). */
export const EMPTY_CART_MESSAGE = 'Votre panier est vide';

/** Gift cards of the checkout's metadata, when it has some. */
const cardsOf = (metadata: object): readonly unknown[] => {
  const cards = (metadata as { giftCards?: unknown }).giftCards;
  return Array.isArray(cards) ? cards : [];
};

/**
 * The cart holds boxes (or is refused as empty): its shipping address is required. A cart of gift
 * cards only ships nothing, its address is the billing one (docs/design/gift-cards.md).
 */
const shipsBoxes = (metadata: PaymentMetadataRequest): boolean =>
  !Array.isArray(metadata.items) || metadata.items.length > 0 || cardsOf(metadata).length === 0;

/** At least one line: a box or a gift card. */
function NotEmptyCart(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'notEmptyCart',
      validator: {
        validate: (value: unknown, args) =>
          !Array.isArray(value) || value.length > 0 || cardsOf(args?.object ?? {}).length > 0,
      },
    },
    { message },
  );
}

export class AmountRequest {
  @ApiProperty({ example: '60.38', description: 'Montant à deux décimales ; doit être celui que le serveur calcule' })
  @IsString({ message: 'Le montant doit être un texte à deux décimales, par exemple 60.38' })
  @Matches(/^\d{1,7}\.\d{2}$/, { message: 'Le montant doit être un texte à deux décimales, par exemple 60.38' })
  @Present('Le montant est requis')
  value!: string;

  @ApiProperty({ example: 'EUR', enum: ['EUR'] })
  @IsIn(['EUR'], { message: "Seul l'euro (EUR) est accepté" })
  @Present('La devise est requise')
  currency!: string;
}

export class PaymentItemRequest {
  @ApiProperty({ example: 1, description: 'Identifiant de la box' })
  @IsInt({ message: "L'identifiant du produit doit être un entier positif" })
  @Min(1, { message: "L'identifiant du produit doit être un entier positif" })
  @Present("L'identifiant du produit est requis")
  id!: number;

  @IgnoredText('Le nom', 200, 'Ignoré : le nom vient du catalogue')
  name?: string;

  @ApiProperty({ example: 2, minimum: MIN_QUANTITY, maximum: MAX_QUANTITY })
  @Present(QUANTITY_REQUIRED_MESSAGE)
  @IsInt({ message: CART_QUANTITY_INVALID_MESSAGE })
  @Min(MIN_QUANTITY, { message: CART_QUANTITY_INVALID_MESSAGE })
  @Max(MAX_QUANTITY, { message: CART_QUANTITY_INVALID_MESSAGE })
  quantity!: number;

  @ApiPropertyOptional({ description: 'Ignoré : le prix vient du catalogue' })
  @IsOptional()
  @IsNumber({}, { message: 'Le prix doit être un nombre' })
  price?: number;

  @ApiProperty({ example: true })
  @IsBoolean({ message: "Le mode d'achat (isSubscription) doit être vrai ou faux" })
  @Present("Le mode d'achat (isSubscription) est requis")
  isSubscription!: boolean;

  @ApiPropertyOptional({ enum: FREQUENCIES, nullable: true, default: DEFAULT_FREQUENCY })
  @IsOptional()
  @IsIn(FREQUENCIES, { message: FREQUENCY_INVALID_MESSAGE })
  frequency?: Frequency | null;

  @ApiPropertyOptional({
    enum: GIFT_BOX_COUNTS,
    nullable: true,
    description: "'Offrir un abonnement' : abonnement prépayé de 3, 6 ou 12 box (isSubscription vrai, quantité 1)",
  })
  @IsOptional()
  @IsIn(GIFT_BOX_COUNTS, { message: GIFT_BOX_COUNT_INVALID_MESSAGE })
  giftBoxes?: number | null;
}

export class BillingInfoRequest {
  @ApiProperty() @Text('Le prénom', 100) firstName!: string;
  @ApiProperty() @Text('Le nom', 100) lastName!: string;

  @ApiProperty({ example: 'camille@example.be' })
  @IsEmail({}, { message: EMAIL_MESSAGES.invalid })
  @MaxLength(EMAIL_MAX_LENGTH, tooLong("L'email", EMAIL_MAX_LENGTH))
  @Present(EMAIL_MESSAGES.required)
  email!: string;

  @ApiProperty() @Text('Le téléphone', 40) phone!: string;
  @ApiProperty() @Text("L'adresse", 200) address!: string;
  @ApiProperty() @Text('La ville', 100) city!: string;
  @ApiProperty() @Text('Le code postal', 20) postalCode!: string;

  @ApiProperty({ enum: SHIPPING_COUNTRIES, example: 'BE' })
  @IsIn(SHIPPING_COUNTRIES, { message: COUNTRY_MESSAGE })
  @Present('Le pays est requis')
  country!: string;
}

const differs = (o: ShippingInfoRequest) => o.sameAsBilling !== true;

export class ShippingInfoRequest {
  @ApiPropertyOptional({
    description: 'Vrai : livraison à l’adresse de facturation (les autres champs sont alors facultatifs)',
  })
  @IsOptional()
  @IsBoolean({ message: 'sameAsBilling doit être vrai ou faux' })
  sameAsBilling?: boolean;

  @ApiPropertyOptional() @ValidateIf(differs) @Text('Le prénom', 100) firstName?: string;
  @ApiPropertyOptional() @ValidateIf(differs) @Text('Le nom', 100) lastName?: string;
  @ApiPropertyOptional() @ValidateIf(differs) @Text("L'adresse", 200) address?: string;
  @ApiPropertyOptional() @ValidateIf(differs) @Text('La ville', 100) city?: string;
  @ApiPropertyOptional() @ValidateIf(differs) @Text('Le code postal', 20) postalCode?: string;

  @ApiPropertyOptional({ enum: SHIPPING_COUNTRIES })
  @ValidateIf(differs)
  @IsIn(SHIPPING_COUNTRIES, { message: COUNTRY_MESSAGE })
  country?: string;
}

/** 'C'est un cadeau' (docs/design/gifting.md): the shipping address is then the recipient's. */
export class GiftRequest {
  @ApiPropertyOptional({
    description: `Message imprimé sur une carte dans la box (au plus ${GIFT_MESSAGE_MAX} caractères, retours à la ligne gardés)`,
    nullable: true,
    type: String,
    example: 'Joyeux anniversaire !\nBises, Camille',
  })
  @IsOptional()
  @IsString({ message: 'Le message cadeau doit être un texte' })
  @MaxLength(GIFT_MESSAGE_MAX * 2, { message: GIFT_MESSAGES.messageTooLong })
  message?: string | null;

  @ApiPropertyOptional({
    enum: GIFT_NOTIFY,
    default: 'never',
    description: 'never : une surprise ; at_shipping : un courriel au destinataire quand la box part (sans aucun prix)',
  })
  @IsOptional()
  @IsIn(GIFT_NOTIFY, { message: GIFT_MESSAGES.notifyInvalid })
  notify?: GiftNotify;

  @ApiPropertyOptional({ example: 'lea@example.be', nullable: true, type: String })
  @IsOptional()
  @IsEmail({}, { message: GIFT_MESSAGES.recipientEmailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: GIFT_MESSAGES.recipientEmailInvalid })
  recipientEmail?: string | null;
}

export class PaymentMetadataRequest {
  @IgnoredText(
    'orderId',
    100,
    "Facultatif, non utilisé (le serveur attribue le numéro) ; la commande d'un autre client est refusée : 404 ORDER_NOT_FOUND",
  )
  orderId?: string;

  @IgnoredText(
    'customerId',
    100,
    'Facultatif (le client est celui du jeton) ; un autre client que celui du jeton est refusé : 400 CUSTOMER_MISMATCH',
  )
  customerId?: string;

  @ApiProperty({ type: [PaymentItemRequest], description: 'Les box ; vide seulement si giftCards ne l’est pas' })
  @IsArray({ message: 'La liste des articles (items) est obligatoire' })
  @NotEmptyCart(EMPTY_CART_MESSAGE)
  @ArrayMaxSize(50, { message: 'Le panier ne peut pas contenir plus de 50 articles différents.' })
  @ValidateNested({ each: true, message: 'Chaque article doit être un objet' })
  @Type(() => PaymentItemRequest)
  items!: PaymentItemRequest[];

  @RequiredObject(BillingInfoRequest, 'Les informations de facturation sont obligatoires')
  billingInfo!: BillingInfoRequest;

  @ApiPropertyOptional({
    type: ShippingInfoRequest,
    description:
      'Requis quand le panier compte des box ; un panier de cartes cadeaux seules ne livre rien (adresse de facturation)',
  })
  @ValidateIf(shipsBoxes)
  @IsDefined({ message: 'Les informations de livraison sont obligatoires' })
  @IsObject({ message: 'Les informations de livraison sont obligatoires' })
  @ValidateNested()
  @Type(() => ShippingInfoRequest)
  shippingInfo?: ShippingInfoRequest;

  @ApiPropertyOptional({
    type: [GiftCardLineRequest],
    nullable: true,
    maxItems: GIFT_CARD_MAX_PER_ORDER,
    description: 'Cartes cadeaux achetées avec les box, ou seules : ni code promo ni livraison ; absent : aucune',
  })
  @IsOptional()
  @IsArray({ message: GIFT_CARD_MESSAGES.notAList, context: { code: GIFT_CARD_INVALID } })
  @ArrayMaxSize(GIFT_CARD_MAX_PER_ORDER, { message: GIFT_CARD_MESSAGES.tooMany, context: { code: GIFT_CARD_INVALID } })
  @ValidateNested({ each: true, message: 'Chaque carte cadeau doit être un objet' })
  @Type(() => GiftCardLineRequest)
  giftCards?: GiftCardLineRequest[] | null;

  @GiftCardCodesProperty()
  giftCardCodes?: string[] | null;

  @ApiPropertyOptional({
    type: GiftRequest,
    nullable: true,
    description: "Absent ou null : la commande n'est pas un cadeau",
  })
  @IsOptional()
  @ValidateNested({ message: 'Le cadeau doit être un objet' })
  @Type(() => GiftRequest)
  gift?: GiftRequest | null;

  @ApiPropertyOptional({
    type: GiftSubscriptionRequest,
    nullable: true,
    description:
      'Requis quand le panier est un abonnement offert (items[0].giftBoxes) : son destinataire ; sinon absent',
  })
  @IsOptional()
  @ValidateNested({ message: "L'abonnement offert doit être un objet" })
  @Type(() => GiftSubscriptionRequest)
  giftSubscription?: GiftSubscriptionRequest | null;
}

/**
 * POST /api/mollie/payments body (docs/design/checkout.md). The server prices
 * the order itself: names, prices, orderId, customerId, redirectUrl and webhookUrl are accepted but
 * never used. Unknown fields are refused.
 */
export class CreatePaymentRequest {
  @RequiredObject(AmountRequest, 'Le montant est obligatoire')
  amount!: AmountRequest;

  @IgnoredText('La description', 255, 'Ignoré : « Commande BP-… »')
  description?: string;

  @IgnoredText('redirectUrl', 2048, 'Ignoré : toujours PUBLIC_URL/payment-result?order=…&origin=redirect')
  redirectUrl?: string;

  @IgnoredText('webhookUrl', 2048, 'Ignoré : toujours PUBLIC_URL/api/mollie/webhook')
  webhookUrl?: string;

  @ApiPropertyOptional({ example: 'bancontact' })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9_]{1,39}$/, { message: 'Méthode de paiement inconnue' })
  method?: string;

  @ApiPropertyOptional({ example: 'ideal_INGBNL2A' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_]{1,64}$/, { message: 'Banque inconnue' })
  issuer?: string;

  @ApiPropertyOptional({ example: 'promo20', nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'Le code promo doit être un texte' })
  @MaxLength(40, { message: 'Code promo invalide' })
  promoCode?: string | null;

  @RequiredObject(PaymentMetadataRequest, 'Les métadonnées (articles, facturation, livraison) sont obligatoires')
  metadata!: PaymentMetadataRequest;
}

/** POST /api/orders/:orderId/resume body (optional: the method chosen again). */
export class ResumePaymentRequest extends PickType(CreatePaymentRequest, ['method', 'issuer'] as const) {}
