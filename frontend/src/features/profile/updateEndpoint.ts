import { api } from '../../lib/api';
import type { ProfileUpdateResponse } from './form';

export const profileUpdateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/users/profile (with currentPassword and newPassword to change the password). */
    updateProfile: build.mutation<ProfileUpdateResponse, Record<string, unknown>>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Profile', id: 'ME' }],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileUpdateApi;
