import type { components } from '../../../generated/api-schema';
import type { Gender, UserProfile } from './types';
import { DEFAULT_COUNTRY } from '../../lib/countries';
import { EMAIL_MESSAGES, isEmail } from '../../lib/email';
import { FORM_RULES } from '../../lib/forms';

/** The profile as GET /api/users/profile returns it (docs/design/accounts.md), beyond what checkout reads. */
export type ProfileDetails = UserProfile;

/** PUT /api/users/profile answer (generated from the OpenAPI document). */
export type ProfileUpdateResponse = components['schemas']['ProfileUpdateResponse'];

/** The profile form: the profile's text fields, its address flattened, and the password change. */
export type ProfileForm = Record<'firstName' | 'lastName' | 'email' | 'phone', string> & {
  gender: Gender;
} & Record<keyof NonNullable<UserProfile['address']>, string> &
  Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>;

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, string>>;

export const PROFILE_MESSAGES = {
  firstName: FORM_RULES.firstNameRequiredMessage,
  lastName: FORM_RULES.lastNameRequiredMessage,
  emailRequired: EMAIL_MESSAGES.requiredMessage,
  emailFormat: EMAIL_MESSAGES.invalidMessage,
  newPassword: 'Nouveau mot de passe requis',
  newPasswordShort: FORM_RULES.newPasswordTooShortMessage,
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  fixErrors: 'Veuillez corriger les erreurs',
  loadFailed: 'Impossible de charger votre profil',
  saveFailed: 'Erreur de mise à jour',
  checkoutBanner: 'Veuillez compléter les informations manquantes pour finaliser votre commande',
  autocompleteLoad: "Impossible de charger le service d'autocomplétion",
  autocompleteInit: "Impossible d'initialiser l'autocomplétion d'adresse",
  signOutEverywhereFailed: 'Impossible de vous déconnecter de tous les appareils. Réessayez.',
} as const;

export { DEFAULT_COUNTRY };

const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');

export function toForm(profile: ProfileDetails | null | undefined): ProfileForm {
  const p = profile ?? {};
  const a = p.address ?? {};
  const gender = p.gender === 'homme' || p.gender === 'femme' || p.gender === 'autre' ? p.gender : '';
  return {
    firstName: text(p.firstName),
    lastName: text(p.lastName),
    email: text(p.email),
    phone: text(p.phone),
    gender,
    street: text(a.street),
    address2: text(a.address2),
    postalCode: text(a.postalCode),
    city: text(a.city),
    region: text(a.region),
    country: text(a.country) || DEFAULT_COUNTRY,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

export function wantsPasswordChange(form: ProfileForm): boolean {
  return Boolean(form.currentPassword || form.newPassword || form.confirmPassword);
}

/**
 * The profile rules of docs/design/accounts.md; the password block is checked only when one of its fields is filled.
 * The current password is the server's to ask for: only an account that has a password needs it
 * (its per-field answer shows under the field).
 */
export function validateProfile(form: ProfileForm): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!form.firstName.trim()) errors.firstName = PROFILE_MESSAGES.firstName;
  if (!form.lastName.trim()) errors.lastName = PROFILE_MESSAGES.lastName;
  if (!form.email.trim()) errors.email = PROFILE_MESSAGES.emailRequired;
  else if (!isEmail(form.email)) errors.email = PROFILE_MESSAGES.emailFormat;
  if (wantsPasswordChange(form)) {
    if (!form.newPassword) errors.newPassword = PROFILE_MESSAGES.newPassword;
    else if (form.newPassword.length < FORM_RULES.passwordMinLength)
      errors.newPassword = PROFILE_MESSAGES.newPasswordShort;
    if (form.newPassword !== form.confirmPassword) errors.confirmPassword = PROFILE_MESSAGES.passwordsDiffer;
  }
  return errors;
}

/** The PUT /api/users/profile body: the profile, plus currentPassword and newPassword when changing it. */
export function toPayload(form: ProfileForm) {
  const payload: Record<string, unknown> = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    gender: form.gender,
    address: {
      street: form.street.trim(),
      address2: form.address2.trim(),
      postalCode: form.postalCode.trim(),
      city: form.city.trim(),
      region: form.region.trim(),
      country: form.country.trim(),
    },
  };
  if (wantsPasswordChange(form)) {
    payload.currentPassword = form.currentPassword;
    payload.newPassword = form.newPassword;
  }
  return payload;
}

/** The form as a profile, for the completeness check. */
export function formAsProfile(form: ProfileForm): UserProfile {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    gender: form.gender,
    address: {
      street: form.street,
      address2: form.address2,
      postalCode: form.postalCode,
      city: form.city,
      region: form.region,
      country: form.country,
    },
  };
}

/** Server field names (`address.postalCode`) to form fields. */
export function formField(serverField: string): keyof ProfileForm | null {
  const name = serverField.replace(/^address\./, '');
  const known: (keyof ProfileForm)[] = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'gender',
    'street',
    'address2',
    'postalCode',
    'city',
    'region',
    'country',
    'currentPassword',
    'newPassword',
  ];
  return (known as string[]).includes(name) ? (name as keyof ProfileForm) : null;
}
