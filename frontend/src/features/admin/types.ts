/** The back office's view of accounts (GET /api/users/all, GET /api/users/:id). */
export type UserSort = 'lastName' | 'firstName' | 'email' | 'createdAt' | 'isAdmin';
export type SortOrder = 'asc' | 'desc';
export type Gender = '' | 'homme' | 'femme' | 'autre';

export interface UserListItem {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  isEmailVerified: boolean;
  createdAt: string;
}

export interface UserListPagination {
  currentPage: number;
  totalPages: number;
  totalUsers: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

export interface UserListResponse {
  users: UserListItem[];
  pagination: UserListPagination;
  /** How many administrators the shop has: the last one cannot be deleted. */
  adminCount: number;
}

export interface UserListQuery {
  search: string;
  sortBy: UserSort;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}

export interface UserAddress {
  street: string;
  address2: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
}

export interface AdminUser extends UserListItem {
  pendingEmail: string;
  gender: Gender;
  address: UserAddress;
  profilePicture: string;
  updatedAt: string;
}

/** POST /api/users/create (spec §3: create-user payload). */
export interface CreateUserPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  isAdmin: boolean;
}

/** PUT /api/users/:id. */
export interface UpdateUserPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: Gender;
  address: UserAddress;
  isAdmin?: boolean;
  password?: string;
}

export interface UserMutationResponse {
  success: boolean;
  message: string;
  user: AdminUser;
}
