/** Users are plain data (no rule-heavy aggregate): the rules live in the use cases. */
export const GENDERS = ['', 'homme', 'femme', 'autre'] as const;
export type Gender = (typeof GENDERS)[number];

export interface Address {
  street: string;
  address2: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
}

export const DEFAULT_COUNTRY = 'BE';

export interface User {
  id: string;
  email: string;
  /** A new address waiting for its verification link (the old one stays in use until then). */
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  gender: Gender;
  address: Address;
  isAdmin: boolean;
  isEmailVerified: boolean;
  profilePicture: string;
  googleId: string | null;
  /** Null for accounts created through Google only. */
  passwordHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What both an account's owner and an administrator may edit (each field optional: absent, unchanged). */
export interface AccountDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  gender?: Gender;
  address?: Partial<Address>;
}

/** The account details of a request, without anything else it carries (read-only fields sent back…). */
export function pickAccountDetails({
  firstName,
  lastName,
  email,
  phone,
  gender,
  address,
}: AccountDetails): AccountDetails {
  return { firstName, lastName, email, phone, gender, address };
}

/** The details as stored: text trimmed, absent ones left out of the change (the email goes its own way). */
export function trimmedDetails(details: AccountDetails): Omit<AccountDetails, 'email'> {
  return {
    firstName: details.firstName?.trim(),
    lastName: details.lastName?.trim(),
    phone: details.phone?.trim(),
    gender: details.gender,
    address: details.address
      ? Object.fromEntries(Object.entries(details.address).map(([k, v]) => [k, v?.trim()]))
      : undefined,
  };
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** One-time links: email verification 24 h, password reset 15 minutes. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
export type TokenPurpose = 'verify' | 'reset' | 'email-change';
