import type { UserProfile } from './types';

/**
 * The profile fields checkout reads (docs/design/checkout.md), marked on the profile screen in checkout
 * mode when missing. Which of them let a shopper proceed is the checkout gate's rule (features/checkout).
 */
export type CheckoutField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address.street'
  | 'address.postalCode'
  | 'address.city'
  | 'address.country';

/** How the cart names a missing group in its message. */
export type CheckoutInfoItem = 'nom complet' | 'email' | 'numéro de téléphone' | 'adresse complète';

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** The checkout fields missing from a profile, in form order. */
export function missingCheckoutFields(profile: UserProfile | null | undefined): CheckoutField[] {
  const p = profile ?? {};
  const address = p.address ?? {};
  const checks: [CheckoutField, string | null | undefined][] = [
    ['firstName', p.firstName],
    ['lastName', p.lastName],
    ['email', p.email],
    ['phone', p.phone],
    ['address.street', address.street],
    ['address.postalCode', address.postalCode],
    ['address.city', address.city],
    ['address.country', address.country],
  ];
  return checks.filter(([, value]) => !filled(value)).map(([field]) => field);
}

/**
 * What is missing before checkout (docs/design/checkout.md), as the cart lists it: 'nom complet'
 * (first or last name), 'email', 'numéro de téléphone', 'adresse complète' (street, postal code, city
 * or country). Empty when the profile is complete. The one rule of the cart's button, of /checkout and
 * of the profile screen in checkout mode.
 */
export function missingCheckoutInfo(profile: UserProfile | null | undefined): CheckoutInfoItem[] {
  const missing = new Set(missingCheckoutFields(profile));
  const items: CheckoutInfoItem[] = [];
  if (missing.has('firstName') || missing.has('lastName')) items.push('nom complet');
  if (missing.has('email')) items.push('email');
  if (missing.has('phone')) items.push('numéro de téléphone');
  if ([...missing].some((field) => field.startsWith('address.'))) items.push('adresse complète');
  return items;
}

/** 'Veuillez compléter les informations suivantes avant de procéder au paiement : email, adresse complète.' */
export function incompleteProfileMessage(items: readonly CheckoutInfoItem[]): string {
  return `Veuillez compléter les informations suivantes avant de procéder au paiement : ${items.join(', ')}.`;
}
