/**
 * The identity module's public API: the module, the route guards and decorators, the user type, the
 * back office's account management use cases and the account-deletion seam for other modules.
 */
export { IdentityModule } from './identity.module.js';
export { AuthGuard, AdminGuard, Authenticated, AdminOnly, AdminController, CurrentUser } from './http/auth.guard.js';
export { AuthenticateService } from './application/authenticate.service.js';
export type { User, Address, Gender, AccountDetails } from './domain/user.js';
export { pickAccountDetails } from './domain/user.js';
export { GENDERS, DEFAULT_COUNTRY, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './domain/user.js';
export {
  USER_SORTS,
  SORT_ORDERS,
  USER_PAGE_SIZE,
  USER_PAGE_MAX,
  USER_SEARCH_MAX_LENGTH,
  DEFAULT_USER_LIST_QUERY,
} from './domain/user-list.js';
export type { UserSort, SortOrder, UserListQuery, UserListPagination } from './domain/user-list.js';
export { AddressDto, AddressField, GenderField, PhoneField, ProfileResponse } from './http/profile.dto.js';
export {
  NewPassword,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './http/password.validator.js';
export { ListUsersService, type UserListPage } from './application/list-users.service.js';
export { GetUserService } from './application/get-user.service.js';
export { CreateUserService, type CreateUserCommand } from './application/create-user.service.js';
export { UpdateUserService, type UpdateUserCommand } from './application/update-user.service.js';
export { DeleteUserService } from './application/delete-user.service.js';
export { RateLimitStorage, RateLimitStorageModule } from './infrastructure/rate-limit.storage.js';
export {
  TooManyRequestsError,
  AdminOnlyError,
  LastAdminError,
  SelfDeletionError,
  SelfDemotionError,
  UnauthenticatedError,
} from './domain/identity.errors.js';
export { AccountDeletionParticipants, type AccountDeletionParticipant } from './application/account-deletion.js';
