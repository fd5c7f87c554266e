import { makeToken, stubFetch, type StubResponse } from '../../../test/utils';
import type { UserListItem, UserListResponse } from '../types';

/** Shared by the back-office page tests: a signed-in administrator, users, and the API at the fetch boundary. */

export const ME = 'u-admin';

export function signInAsAdmin(sub = ME) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub, isAdmin: true, jti: 'session-1', exp }));
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('userName', 'Chef Admin');
  localStorage.setItem('userEmail', 'chef@boxplaisir.be');
}

export const row = (
  id: string,
  firstName: string,
  lastName: string,
  extra: Partial<UserListItem> = {},
): UserListItem => ({
  _id: id,
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.be`,
  phone: '',
  isAdmin: false,
  isEmailVerified: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});

export const USERS: UserListItem[] = [
  row(ME, 'Chef', 'Admin', { email: 'chef@boxplaisir.be', isAdmin: true }),
  row('u2', 'Léa', 'Dupont', { phone: '+32 470 12 34 56' }),
  row('u3', 'Noah', 'Maes', { isEmailVerified: false }),
];

export function listBody(users = USERS, extra: Partial<UserListResponse> = {}): UserListResponse {
  return {
    users,
    pagination: { currentPage: 1, totalPages: 3, totalUsers: 25, hasPrevPage: false, hasNextPage: true },
    adminCount: 1,
    ...extra,
  };
}

interface Seen {
  method: string;
  url: URL;
  body?: unknown;
  authorization: string | null;
}

/** The API at the fetch boundary: `routes` answers per "METHOD /path", the rest is an empty catalogue. */
export function serve(handlers: Record<string, (url: URL, body: unknown) => StubResponse>) {
  const seen: Seen[] = [];
  stubFetch(async (url, request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    seen.push({ method: request.method, url, body, authorization: request.headers.get('Authorization') });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (handler) return handler(url, body);
    return { body: { items: [], total: 0, page: 1, limit: 12 } };
  });
  const calls = (key: string) => seen.filter((s) => `${s.method} ${s.url.pathname}` === key);
  return { seen, calls };
}

export const firstLoad = { timeout: 5000 };
