import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { components } from '../../generated/api-schema';
import { toast } from '../components/toast';
import { STORAGE_KEYS, readStorage } from './storage';
import { clearSession } from './session';

/**
 * Every error body of the API: `{statusCode, code, message, errors?}` with a French `message`
 * (generated from the backend's OpenAPI document, where ErrorResponse documents every refusal).
 */
export type ApiErrorBody = components['schemas']['ErrorResponse'];

/** Pages where a 401/403 is an expected answer (wrong password, expired link), not an expired session. */
const SESSION_EXEMPT_PATHS = ['/login', '/reset-password', '/auth/callback', '/email-verification'];

/**
 * Calls whose 401/403 answers are about the credentials sent, never about the current session (a
 * logout answered 401 ended a session that had ended already).
 */
const SESSION_EXEMPT_CALLS = ['/auth/login', '/auth/register', '/auth/reset-password', '/auth/logout'];

function isSessionExemptCall(args: string | FetchArgs): boolean {
  const url = (typeof args === 'string' ? args : args.url).split('?')[0];
  return SESSION_EXEMPT_CALLS.some((p) => url === p || url.startsWith(`${p}/`));
}

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate function so the API layer can send the user to /login. */
export function setApiNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

const rawBaseQuery = fetchBaseQuery({
  // Absolute URL so the same code runs in the browser and under test runners.
  baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`,
  prepareHeaders: (headers) => {
    const token = readStorage(STORAGE_KEYS.token);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** How the server answers the SPA's API calls while it renders a page (no network involved). */
export type ApiFetch = (input: RequestInfo, init?: RequestInit) => Promise<Response>;
export interface ApiExtra {
  fetchApi?: ApiFetch;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const fetchApi = (api.extra as ApiExtra | undefined)?.fetchApi;
  if (fetchApi)
    return fetchBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fetchApi })(args, api, extraOptions);
  const result = await rawBaseQuery(args, api, extraOptions);
  const status = result.error?.status;
  if ((status === 401 || status === 403) && !isSessionExemptCall(args)) {
    const path = window.location.pathname;
    if (!SESSION_EXEMPT_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) {
      clearSession();
      // The refusal says why in the server's own words ('Votre session a expiré…'); without one, the
      // redirect alone tells it.
      const message = errorMessage(result.error, '');
      if (message) toast.error(message, { id: 'session-expired' });
      navigateTo('/login');
    }
  }
  return result;
};

/** The one RTK Query API: features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Product',
    'Cart',
    'Profile',
    'Order',
    'AdminOrder',
    'User',
    'AdminProduct',
    'Media',
    'Subscription',
    'AdminSubscription',
  ],
  endpoints: () => ({}),
});

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The `{statusCode, code, message, errors?}` body of an RTK Query error, when there is one. */
export function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!isFetchError(error) || !('data' in error)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The stable `code` of an API error (EMAIL_NOT_VERIFIED, RESET_TOKEN_INVALID…), or undefined. */
export function errorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The HTTP status of an RTK Query error, or undefined. */
export function errorStatus(error: unknown): number | undefined {
  if (isFetchError(error) && typeof error.status === 'number') return error.status;
  return undefined;
}

/** The French message to show for an API error: the server's `message`, else the given fallback. */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | unknown,
  fallback: string,
): string {
  if (isFetchError(error)) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return NETWORK_ERROR_MESSAGE;
    const data = errorBody(error);
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
    if (data && Array.isArray(data.message) && typeof data.message[0] === 'string') return data.message[0];
    return fallback;
  }
  return fallback;
}

/** The per-field messages of a validation error (400 VALIDATION_FAILED), or an empty object. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const data = errorBody(error);
  if (data?.errors && typeof data.errors === 'object') return data.errors;
  return {};
}
