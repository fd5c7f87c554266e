export type Gender = 'homme' | 'femme' | 'autre' | '';

export interface ProfileAddress {
  street?: string | null;
  address2?: string | null;
  postalCode?: string | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** GET /api/users/profile (spec §3, user profile). */
export interface UserProfile {
  _id?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  gender?: Gender | null;
  address?: ProfileAddress | null;
  isAdmin?: boolean;
  isEmailVerified?: boolean;
}
