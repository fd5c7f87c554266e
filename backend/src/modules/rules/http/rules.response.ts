import { ApiProperty } from '@nestjs/swagger';
import { centsToEuros } from '../../../shared/money.js';
import {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_LABELS,
  FREQUENCY_MONTHS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import { EMAIL_MESSAGES, FILL_ALL_FIELDS_MESSAGE, NAME_MESSAGES } from '../../../shared/validation/field-messages.js';
import { CATEGORIES, DEFAULT_VAT_RATE, VAT_RATES, type Category, type VatRate } from '../../catalog/index.js';
import { PAYMENT_STATUS_UNAVAILABLE_MESSAGE } from '../../payments/index.js';
import { GiftSubscriptionRule } from '../../subscriptions/index.js';
import { GiftCardRule } from '../../gift-cards/index.js';
import {
  AdminOnlyError,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  LastAdminError,
  SelfDeletionError,
  SelfDemotionError,
  UnauthenticatedError,
} from '../../identity/index.js';
import {
  CART_QUANTITY_INVALID_MESSAGE,
  FREE_SHIPPING_THRESHOLD_CENTS,
  MAX_QUANTITY,
  MIN_QUANTITY,
  SHIPPING_FEE_CENTS,
  WELCOME_PROMO,
} from '../../cart-pricing/index.js';
import {
  ACTION_LABELS,
  ADMIN_STATUS_LABELS,
  BULK_ACTIONS,
  BULK_ACTION_LABELS,
  BULK_ACTION_TARGETS,
  BULK_MAX_ORDERS,
  BULK_MESSAGES,
  type BulkAction,
  CARRIERS,
  CUSTOMER_STATUS_LABELS,
  DEFAULT_HISTORY_NOTE,
  EMPTY_CART_MESSAGE,
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGES,
  GIFT_NOTIFY,
  GIFT_NOTIFY_LABELS,
  GIFT_NOTIFY_DONE_LABELS,
  type GiftNotify,
  ORDER_STATUSES,
  ShipmentTrackingError,
  nextStatuses,
  orderPathStep,
  type OrderStatus,
} from '../../ordering/index.js';

/** The state that needs a carrier and a tracking number. */
const TRACKED_STATUS = 'expediee' satisfies OrderStatus;

export class FrequencyRule {
  @ApiProperty({ enum: FREQUENCIES, enumName: 'Frequency', example: 'bimonthly' }) value!: Frequency;
  @ApiProperty({ example: 'Tous les 2 mois' }) label!: string;
  @ApiProperty({ example: 2, description: 'Mois entre deux box' }) months!: number;
}

export class OrderStatusRule {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'payee' }) value!: OrderStatus;
  @ApiProperty({ example: 'Commande reçue', description: "Le libellé de l'administration" }) label!: string;
  @ApiProperty({ example: 'Commande confirmée', description: 'Le libellé montré au client' })
  customerLabel!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Confirmer la réception du paiement',
    description: "Le bouton qui mène à cet état ; null pour l'état initial",
  })
  actionLabel!: string | null;
  @ApiProperty({
    enum: ORDER_STATUSES,
    enumName: 'OrderStatus',
    isArray: true,
    example: ['en_preparation', 'annulee'],
    description: 'Les états permis ensuite (aucun : état final)',
  })
  next!: OrderStatus[];
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description:
      "Sa place sur le chemin d'une commande (0 : la première étape) ; null hors du chemin (annulée, retournée)",
  })
  step!: number | null;
}

/** The state that needs a carrier and a tracking number, the carriers offered, the message when one is missing. */
export class TrackingRule {
  @ApiProperty({
    enum: [TRACKED_STATUS],
    enumName: 'TrackedStatus',
    example: TRACKED_STATUS,
    description: "L'état qui demande un transporteur et un numéro de suivi",
  })
  trackedStatus!: typeof TRACKED_STATUS;
  @ApiProperty({ type: [String], example: ['Bpost', 'DHL'], description: 'Les transporteurs proposés' })
  carriers!: string[];
  @ApiProperty({ description: 'Le message quand le transporteur ou le numéro de suivi manque' })
  trackingRequiredMessage!: string;
}

/** What shipping costs. */
export class ShippingRule {
  @ApiProperty({ example: 4.99, description: 'Frais de livraison sous le seuil, en euros' }) fee!: number;
  @ApiProperty({ example: 50, description: 'Sous-total (en euros) dès lequel la livraison est offerte' })
  freeShippingThreshold!: number;
}

export class WelcomeOfferRule {
  @ApiProperty({ example: 'BIENVENUE', description: 'Le code annoncé aux nouveaux clients (première commande payée)' })
  code!: string;
  @ApiProperty({ example: 10, description: 'Sa remise sur le sous-total, en pour cent' }) percent!: number;
}

/** The account rules the SPA states before any request: its own session, the back office's accounts. */
export class AccountRule {
  @ApiProperty({ description: 'Le message quand la session gardée par le navigateur a expiré' })
  sessionExpiredMessage!: string;
  @ApiProperty({ description: "Le message quand un client ouvre une page de l'administration" })
  adminOnlyMessage!: string;
  @ApiProperty({ description: 'Pourquoi un administrateur ne peut pas supprimer son propre compte' })
  selfDeletionMessage!: string;
  @ApiProperty({ description: 'Pourquoi un administrateur ne peut pas retirer ses propres droits' })
  selfDemotionMessage!: string;
  @ApiProperty({ description: 'Pourquoi le dernier administrateur ne peut pas être supprimé' })
  lastAdminDeletionMessage!: string;
}

/** The email field's messages, which the SPA's forms state before sending (the newsletter's too). */
export class EmailRule {
  @ApiProperty({ example: EMAIL_MESSAGES.required, description: "Le champ email d'un compte laissé vide" })
  requiredMessage!: string;
  @ApiProperty({
    example: EMAIL_MESSAGES.prompt,
    description: 'Un formulaire qui ne demande que l’adresse, laissé vide',
  })
  promptMessage!: string;
  @ApiProperty({ example: EMAIL_MESSAGES.invalid, description: "Une adresse qui n'en a pas la forme" })
  invalidMessage!: string;
}

/** The account forms' rules and messages, which the SPA checks before sending (the server checks again). */
export class FormRule {
  @ApiProperty({ example: FILL_ALL_FIELDS_MESSAGE, description: 'Connexion ou inscription avec un champ vide' })
  fillAllFieldsMessage!: string;
  @ApiProperty({ example: NAME_MESSAGES.firstNameRequired }) firstNameRequiredMessage!: string;
  @ApiProperty({ example: NAME_MESSAGES.lastNameRequired }) lastNameRequiredMessage!: string;
  @ApiProperty({ example: PASSWORD_MIN_LENGTH, description: "Longueur minimale d'un nouveau mot de passe" })
  passwordMinLength!: number;
  @ApiProperty({ example: PASSWORD_MAX_LENGTH, description: "Longueur maximale d'un mot de passe" })
  passwordMaxLength!: number;
  @ApiProperty({ example: PASSWORD_TOO_SHORT }) passwordTooShortMessage!: string;
  @ApiProperty({ example: PASSWORD_TOO_LONG }) passwordTooLongMessage!: string;
  @ApiProperty({ example: NEW_PASSWORD_TOO_SHORT, description: 'La même règle, dans les mots du profil' })
  newPasswordTooShortMessage!: string;
}

/** How many of one box a line may hold (cart, checkout, withdrawal): the cart never goes beyond. */
export class QuantityRule {
  @ApiProperty({ example: MIN_QUANTITY }) min!: number;
  @ApiProperty({ example: MAX_QUANTITY }) max!: number;
  @ApiProperty({ example: CART_QUANTITY_INVALID_MESSAGE }) invalidMessage!: string;
}

/** The VAT rates a product may carry (docs/design/invoices.md) and the one a new product starts with. */
export class VatRule {
  @ApiProperty({ enum: VAT_RATES, isArray: true, example: [...VAT_RATES] }) rates!: VatRate[];
  @ApiProperty({ enum: VAT_RATES, example: DEFAULT_VAT_RATE }) defaultRate!: VatRate;
}

export class GiftNotifyRule {
  @ApiProperty({ enum: GIFT_NOTIFY, example: 'never' }) value!: GiftNotify;
  @ApiProperty({ example: GIFT_NOTIFY_LABELS.never, description: 'Le choix, au moment de commander' })
  label!: string;
  @ApiProperty({ example: GIFT_NOTIFY_DONE_LABELS.never, description: 'Le choix fait, sur la page de la commande' })
  doneLabel!: string;
}

/** A gift order's rules (docs/design/gifting.md): the message's length, when the recipient is told, the words. */
export class GiftRule {
  @ApiProperty({ example: GIFT_MESSAGE_MAX }) messageMax!: number;
  @ApiProperty({ type: [GiftNotifyRule] }) notify!: GiftNotifyRule[];
  @ApiProperty({ enum: GIFT_NOTIFY, example: 'never' }) defaultNotify!: GiftNotify;
  @ApiProperty({ example: GIFT_MESSAGES.messageTooLong }) messageTooLongMessage!: string;
  @ApiProperty({ example: GIFT_MESSAGES.recipientEmailRequired }) recipientEmailRequiredMessage!: string;
  @ApiProperty({ example: GIFT_MESSAGES.recipientEmailInvalid }) recipientEmailInvalidMessage!: string;
  @ApiProperty({ example: GIFT_MESSAGES.oneOffOnly }) oneOffOnlyMessage!: string;
}

export class BulkActionRule {
  @ApiProperty({ enum: BULK_ACTIONS, enumName: 'BulkOrderAction', example: 'start_preparation' }) value!: BulkAction;
  @ApiProperty({ example: BULK_ACTION_LABELS.start_preparation }) label!: string;
  @ApiProperty({
    enum: ORDER_STATUSES,
    enumName: 'OrderStatus',
    example: 'en_preparation',
    description: "L'état où l'action mène",
  })
  target!: OrderStatus;
}

/** The shipping run's bulk actions (docs/design/shipping-run.md). */
export class BulkRule {
  @ApiProperty({ type: [BulkActionRule] }) actions!: BulkActionRule[];
  @ApiProperty({ example: BULK_MAX_ORDERS, description: 'Commandes au plus par demande' }) maxOrders!: number;
  @ApiProperty({ example: BULK_MESSAGES.tooMany }) tooManyMessage!: string;
}

/** GET /api/rules: the shop's rules the SPA shows and never copies. */
export class RulesResponse {
  @ApiProperty({ example: 15, description: "Remise d'un abonnement, en pour cent" })
  subscriptionDiscountPercent!: number;
  @ApiProperty({ type: [FrequencyRule] }) frequencies!: FrequencyRule[];
  @ApiProperty({ enum: FREQUENCIES, enumName: 'Frequency', example: 'monthly' }) defaultFrequency!: Frequency;
  @ApiProperty({ type: [OrderStatusRule], description: "Les états d'une commande, dans l'ordre du parcours" })
  statuses!: OrderStatusRule[];
  @ApiProperty({
    example: 'Statut mis à jour de {from} vers {to}',
    description: "La note d'historique quand l'administrateur n'en écrit pas ; {from} et {to} : libellés",
  })
  defaultHistoryNote!: string;
  @ApiProperty({ type: ShippingRule }) shipping!: ShippingRule;
  @ApiProperty({ type: TrackingRule }) tracking!: TrackingRule;
  @ApiProperty({ type: WelcomeOfferRule }) welcomeOffer!: WelcomeOfferRule;
  @ApiProperty({ type: AccountRule }) accounts!: AccountRule;
  @ApiProperty({ type: EmailRule }) email!: EmailRule;
  @ApiProperty({ type: FormRule }) forms!: FormRule;
  @ApiProperty({
    example: PAYMENT_STATUS_UNAVAILABLE_MESSAGE,
    description: "Quand le statut d'un paiement n'a pas pu être demandé",
  })
  paymentStatusUnavailableMessage!: string;
  @ApiProperty({ example: EMPTY_CART_MESSAGE, description: 'Un paiement demandé pour un panier vide' })
  emptyCartMessage!: string;
  @ApiProperty({
    enum: CATEGORIES,
    enumName: 'ProductCategory',
    isArray: true,
    description: 'Les catégories du catalogue, dans leur ordre de présentation',
  })
  categories!: Category[];
  @ApiProperty({ type: VatRule }) vat!: VatRule;
  @ApiProperty({ type: QuantityRule }) quantity!: QuantityRule;
  @ApiProperty({ type: GiftRule }) gift!: GiftRule;
  @ApiProperty({ type: BulkRule }) bulk!: BulkRule;
  @ApiProperty({ type: GiftSubscriptionRule }) giftSubscription!: GiftSubscriptionRule;
  @ApiProperty({ type: GiftCardRule }) giftCard!: GiftCardRule;

  static current(): RulesResponse {
    return {
      subscriptionDiscountPercent: SUBSCRIPTION_DISCOUNT_PERCENT,
      frequencies: FREQUENCIES.map((value) => ({
        value,
        label: FREQUENCY_LABELS[value],
        months: FREQUENCY_MONTHS[value],
      })),
      defaultFrequency: DEFAULT_FREQUENCY,
      statuses: ORDER_STATUSES.map((value) => ({
        value,
        label: ADMIN_STATUS_LABELS[value],
        customerLabel: CUSTOMER_STATUS_LABELS[value],
        actionLabel: value in ACTION_LABELS ? ACTION_LABELS[value as keyof typeof ACTION_LABELS] : null,
        next: [...nextStatuses(value)],
        step: orderPathStep(value),
      })),
      defaultHistoryNote: DEFAULT_HISTORY_NOTE,
      shipping: {
        fee: centsToEuros(SHIPPING_FEE_CENTS),
        freeShippingThreshold: centsToEuros(FREE_SHIPPING_THRESHOLD_CENTS),
      },
      tracking: {
        trackedStatus: TRACKED_STATUS,
        carriers: [...CARRIERS],
        trackingRequiredMessage: ShipmentTrackingError.REQUIRED_MESSAGE,
      },
      welcomeOffer: { code: WELCOME_PROMO.code, percent: WELCOME_PROMO.rateBasisPoints / 100 },
      accounts: {
        sessionExpiredMessage: UnauthenticatedError.MESSAGE,
        adminOnlyMessage: AdminOnlyError.MESSAGE,
        selfDeletionMessage: SelfDeletionError.MESSAGE,
        selfDemotionMessage: SelfDemotionError.MESSAGE,
        lastAdminDeletionMessage: LastAdminError.DELETE_MESSAGE,
      },
      email: {
        requiredMessage: EMAIL_MESSAGES.required,
        promptMessage: EMAIL_MESSAGES.prompt,
        invalidMessage: EMAIL_MESSAGES.invalid,
      },
      forms: {
        fillAllFieldsMessage: FILL_ALL_FIELDS_MESSAGE,
        firstNameRequiredMessage: NAME_MESSAGES.firstNameRequired,
        lastNameRequiredMessage: NAME_MESSAGES.lastNameRequired,
        passwordMinLength: PASSWORD_MIN_LENGTH,
        passwordMaxLength: PASSWORD_MAX_LENGTH,
        passwordTooShortMessage: PASSWORD_TOO_SHORT,
        passwordTooLongMessage: PASSWORD_TOO_LONG,
        newPasswordTooShortMessage: NEW_PASSWORD_TOO_SHORT,
      },
      paymentStatusUnavailableMessage: PAYMENT_STATUS_UNAVAILABLE_MESSAGE,
      emptyCartMessage: EMPTY_CART_MESSAGE,
      categories: [...CATEGORIES],
      vat: { rates: [...VAT_RATES], defaultRate: DEFAULT_VAT_RATE },
      quantity: { min: MIN_QUANTITY, max: MAX_QUANTITY, invalidMessage: CART_QUANTITY_INVALID_MESSAGE },
      gift: {
        messageMax: GIFT_MESSAGE_MAX,
        notify: GIFT_NOTIFY.map((value) => ({
          value,
          label: GIFT_NOTIFY_LABELS[value],
          doneLabel: GIFT_NOTIFY_DONE_LABELS[value],
        })),
        defaultNotify: 'never',
        messageTooLongMessage: GIFT_MESSAGES.messageTooLong,
        recipientEmailRequiredMessage: GIFT_MESSAGES.recipientEmailRequired,
        recipientEmailInvalidMessage: GIFT_MESSAGES.recipientEmailInvalid,
        oneOffOnlyMessage: GIFT_MESSAGES.oneOffOnly,
      },
      bulk: {
        actions: BULK_ACTIONS.map((value) => ({
          value,
          label: BULK_ACTION_LABELS[value],
          target: BULK_ACTION_TARGETS[value],
        })),
        maxOrders: BULK_MAX_ORDERS,
        tooManyMessage: BULK_MESSAGES.tooMany,
      },
      giftSubscription: GiftSubscriptionRule.current(),
      giftCard: GiftCardRule.current(),
    };
  }
}
