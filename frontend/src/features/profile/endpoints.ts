import { api } from '../../lib/api';
import type { UserProfile } from './types';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/profile: the signed-in customer's profile. */
    getProfile: build.query<UserProfile, void>({
      query: () => '/users/profile',
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
