import type { components } from '../../../generated/api-schema';

type Schemas = components['schemas'];
/** Every field may be missing or null: the forms also read a fresh account's or a partial profile. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

/** GET /api/users/profile, as generated from the backend's OpenAPI document (ProfileResponse). */
export type ProfileAddress = Loose<Schemas['AddressResponse']>;
export type UserProfile = Loose<Omit<Schemas['ProfileResponse'], 'address'>> & {
  address?: ProfileAddress | null;
};
export type Gender = Schemas['ProfileResponse']['gender'];
