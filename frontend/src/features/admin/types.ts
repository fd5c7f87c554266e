import type { components, operations } from '../../../generated/api-schema';

type Schemas = components['schemas'];

/** The back office's view of accounts (GET /api/admin/users/all, GET /api/admin/users/:id), generated from the OpenAPI document. */
export type UserListItem = Schemas['UserListItemResponse'];
export type UserListResponse = Schemas['UserListResponse'];
export type AdminUser = Schemas['AdminUserResponse'];
export type UserAddress = AdminUser['address'];
export type Gender = AdminUser['gender'];
/** POST /api/admin/users/create (docs/design/accounts.md). */
export type CreateUserPayload = Schemas['CreateUserDto'];
/** PUT /api/admin/users/:id. */
export type UpdateUserPayload = Schemas['UpdateUserDto'];
export type UserMutationResponse = Schemas['UserMutationResponse'];

/** GET /api/admin/users/all: the list's state (kept in the address), every parameter set. */
export type UserListQuery = Required<
  NonNullable<operations['AdminUsersController_list']['parameters']['query']>
>;
export type UserSort = UserListQuery['sortBy'];
export type SortOrder = UserListQuery['sortOrder'];
