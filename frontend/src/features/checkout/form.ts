import { DEFAULT_COUNTRY, isCountryCode } from '../../lib/countries';
import { EMAIL_MESSAGES, isEmail } from '../../lib/email';
import { giftMessageLength } from '../../components/GiftMessageField';
import giftRule from '../../../generated/rules/gift.json';
import type { BillingInfo, GiftNotify, ShippingInfo } from '../payments';

export type { GiftNotify };

/** 'C'est un cadeau' (docs/design/gifting.md): the shipping block is then the recipient's. */
export interface GiftForm {
  enabled: boolean;
  message: string;
  notify: GiftNotify;
  recipientEmail: string;
}

/** The gift's rules as the server sends them (GET /api/rules, `gift`). */
export const GIFT_RULE = giftRule;
import type { UserProfile } from '../profile';

/** Checkout step 1 (docs/design/checkout.md): billing, 'same as billing', and the shipping fields. */
export interface CheckoutForm {
  billing: BillingInfo;
  sameAsBilling: boolean;
  shipping: Omit<ShippingInfo, 'sameAsBilling'>;
  gift: GiftForm;
}

export const CHECKOUT_TEXTS = {
  emptyCart: 'Votre panier est vide. Ajoutez des produits avant de procéder au paiement.',
  profileLoadFailed: 'Impossible de charger vos informations de profil',
  requiredFields: 'Veuillez remplir tous les champs requis.',
  invalidEmail: EMAIL_MESSAGES.invalidMessage,
  noMethod: 'Veuillez sélectionner une méthode de paiement.',
  methodsFallback: 'Certaines méthodes de paiement pourraient ne pas être disponibles.',
  paymentFailed: 'Une erreur est survenue lors du traitement du paiement. Veuillez réessayer.',
  noCheckoutUrl: "Impossible de déterminer l'URL de paiement",
} as const;

export const BILLING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
] as const satisfies readonly (keyof BillingInfo)[];

export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
  'country',
] as const satisfies readonly (keyof CheckoutForm['shipping'])[];

export type BillingField = (typeof BILLING_FIELDS)[number];
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** Field keys of the form: 'billing.city', 'shipping.city', 'gift.message'. */
export type CheckoutFieldKey =
  `billing.${BillingField}` | `shipping.${ShippingField}` | 'gift.message' | 'gift.recipientEmail';

export type CheckoutErrors = Partial<Record<CheckoutFieldKey, string>>;

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');

/** The street line of a profile address, with its complement ('Rue Haute 12, boîte 3'). */
function streetLine(street: string, complement: string): string {
  return [street.trim(), complement.trim()].filter(Boolean).join(', ');
}

/** Step 1 prefilled from the profile; shipping starts 'same as billing', in Belgium. */
export function formFromProfile(profile: UserProfile | null | undefined, fallbackEmail = ''): CheckoutForm {
  const p = profile ?? {};
  const address = p.address ?? {};
  const country = text(address.country).trim().toUpperCase();
  return {
    billing: {
      firstName: text(p.firstName),
      lastName: text(p.lastName),
      email: text(p.email) || fallbackEmail,
      phone: text(p.phone),
      address: streetLine(text(address.street), text(address.address2)),
      city: text(address.city),
      postalCode: text(address.postalCode),
      country: isCountryCode(country) ? country : DEFAULT_COUNTRY,
    },
    sameAsBilling: true,
    shipping: {
      firstName: '',
      lastName: '',
      address: '',
      city: '',
      postalCode: '',
      country: DEFAULT_COUNTRY,
    },
    gift: { enabled: false, message: '', notify: giftRule.defaultNotify as GiftNotify, recipientEmail: '' },
  };
}

/** A gift's shipping block is the recipient's: never 'same as billing'. */
export const shipsToBilling = (form: CheckoutForm): boolean => form.sameAsBilling && !form.gift.enabled;

const filled = (value: string): boolean => value.trim() !== '';

/**
 * Step 1 goes on only when every required field is filled (the shipping ones too when shipping
 * differs). Missing fields are flagged with the checkout's message (docs/design/checkout.md); a malformed email with its own.
 */
export function validateCheckoutForm(form: CheckoutForm): {
  valid: boolean;
  errors: CheckoutErrors;
  message: string | null;
} {
  const errors: CheckoutErrors = {};
  for (const field of BILLING_FIELDS) {
    if (!filled(form.billing[field])) errors[`billing.${field}`] = 'Champ requis';
  }
  if (!shipsToBilling(form)) {
    for (const field of SHIPPING_FIELDS) {
      if (!filled(form.shipping[field])) errors[`shipping.${field}`] = 'Champ requis';
    }
  }
  if (form.gift.enabled && form.gift.notify === 'at_shipping' && !filled(form.gift.recipientEmail)) {
    errors['gift.recipientEmail'] = giftRule.recipientEmailRequiredMessage;
  }
  if (Object.keys(errors).length > 0) {
    return { valid: false, errors, message: CHECKOUT_TEXTS.requiredFields };
  }
  const giftErrors = checkGift(form.gift);
  if (giftErrors) {
    const message = Object.values(giftErrors)[0] ?? null;
    return { valid: false, errors: giftErrors, message };
  }
  if (!isEmail(form.billing.email)) {
    return {
      valid: false,
      errors: { 'billing.email': CHECKOUT_TEXTS.invalidEmail },
      message: CHECKOUT_TEXTS.invalidEmail,
    };
  }
  return { valid: true, errors: {}, message: null };
}

/** The gift's own checks: the message's length, the recipient's e-mail when they are told. */
function checkGift(gift: GiftForm): CheckoutErrors | null {
  if (!gift.enabled) return null;
  if (giftMessageLength(gift.message) > giftRule.messageMax) {
    return { 'gift.message': giftRule.messageTooLongMessage };
  }
  if (gift.notify === 'at_shipping' && !isEmail(gift.recipientEmail)) {
    return { 'gift.recipientEmail': giftRule.recipientEmailInvalidMessage };
  }
  return null;
}

const trimmed = <T extends object>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;

/** The billing and shipping snapshots sent with the payment (shipping copies billing when the same). */
export function addressesOf(form: CheckoutForm): { billingInfo: BillingInfo; shippingInfo: ShippingInfo } {
  const billingInfo = trimmed(form.billing);
  const shippingInfo: ShippingInfo = shipsToBilling(form)
    ? {
        sameAsBilling: true,
        firstName: billingInfo.firstName,
        lastName: billingInfo.lastName,
        address: billingInfo.address,
        city: billingInfo.city,
        postalCode: billingInfo.postalCode,
        country: billingInfo.country,
      }
    : { sameAsBilling: false, ...trimmed(form.shipping) };
  return { billingInfo, shippingInfo };
}

/** The gift sent with the payment, or null when the order is not one. */
export function giftOf(
  form: CheckoutForm,
): { message: string | null; notify: GiftNotify; recipientEmail: string | null } | null {
  if (!form.gift.enabled) return null;
  const message = form.gift.message.trim();
  const email = form.gift.recipientEmail.trim();
  return { message: message || null, notify: form.gift.notify, recipientEmail: email || null };
}
