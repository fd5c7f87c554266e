import type { components } from '../../../generated/api-schema';
import { api } from '../../lib/api';

/** POST /api/auth/logout-all: `{success, message}`, the message in French for the notification. */
export type LogoutAllResponse = components['schemas']['LogoutAllResponse'];

export interface SignInUser {
  id: string | number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  profilePicture?: string | null;
}

export interface SignInResponse {
  token: string;
  user: SignInUser;
}

export interface RegisterPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface MessageResponse {
  success?: boolean;
  message?: string;
}

/** The server's verdict on a candidate password (its list of common passwords stays on the server). */
export interface PasswordCheck {
  common: boolean;
  message: string | null;
}

export interface Providers {
  google: boolean;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<MessageResponse, RegisterPayload>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resendVerification: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `/auth/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
    verifyEmail: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
    }),
    /** Is this password one of the most common? The strength meters ask; nothing is kept. */
    passwordCheck: build.query<PasswordCheck, string>({
      query: (password) => ({ url: '/auth/password-check', method: 'POST', body: { password } }),
      keepUnusedDataFor: 0,
    }),
    /** Ends this session on the server (the token is passed explicitly: the local session may be cleared already). */
    logout: build.mutation<MessageResponse, { token: string }>({
      query: ({ token }) => ({
        url: '/auth/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    /** Ends every session of the account, this one included. */
    // The server's answer says it in French: 'Vous avez été déconnecté de tous les appareils.'
    logoutAll: build.mutation<LogoutAllResponse, void>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
    }),
    getProviders: build.query<Providers, void>({
      query: () => '/auth/providers',
    }),
  }),
});

export const {
  useSignInMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useLogoutMutation,
  useLogoutAllMutation,
  usePasswordCheckQuery,
  useGetProvidersQuery,
} = authApi;

/** Browser navigation (not a data call) that starts a third-party sign-in (docs/design/accounts.md). */
export function providerSignInUrl(provider: 'google'): string {
  return `/api/auth/${provider}`;
}
