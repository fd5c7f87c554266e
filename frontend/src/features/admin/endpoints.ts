import { api } from '../../lib/api';
import type {
  AdminUser,
  CreateUserPayload,
  UpdateUserPayload,
  UserListQuery,
  UserListResponse,
  UserMutationResponse,
} from './types';

const LIST = { type: 'User' as const, id: 'LIST' };

/** The back office's account calls (docs/design/accounts.md): all answered by the server, page by page. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserListResponse, UserListQuery>({
      query: ({ search, sortBy, sortOrder, page, limit }) => ({
        url: '/admin/users/all',
        params: { ...(search ? { search } : {}), sortBy, sortOrder, page, limit },
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.users ?? []).map((u) => ({ type: 'User' as const, id: u.id })),
      ],
    }),
    getUser: build.query<AdminUser, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation<UserMutationResponse, CreateUserPayload>({
      query: (body) => ({ url: '/admin/users/create', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<UserMutationResponse, { id: string; body: UpdateUserPayload }>({
      query: ({ id, body }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
    deleteUser: build.mutation<{ success: boolean; message: string }, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = adminUsersApi;
