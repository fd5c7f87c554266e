import { createHmac, randomUUID } from 'node:crypto';
import { MARKER } from './contract.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims of an administrator session that was never issued (the forged tokens below carry them). */
function forgedClaims(adminId: string) {
  const now = Math.floor(Date.now() / 1000);
  return { sub: adminId, isAdmin: true, jti: randomUUID(), iat: now, exp: now + 3600 };
}

/**
 * `Authorization` values an attacker sends: garbage, other schemes, an unsigned token (`alg: none`),
 * a token signed with another secret, both claiming to be `adminId`; plus the real tokens of another
 * account and of a session that has ended (given by the caller). None may give more than anonymous
 * access to someone else's records, none may yield a 5xx.
 */
export function hostileAuthorizations(adminId: string, foreign: { otherAccount: string; endedSession: string }) {
  const claims = forgedClaims(adminId);
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const body = base64url(claims);
  const wrongSecret = createHmac('sha256', 'pas-le-secret-du-shop').update(`${header}.${body}`).digest('base64url');
  return [
    `Bearer ${MARKER}`,
    'Bearer ',
    'Bearer',
    `${MARKER}`,
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${unsigned}`,
    `Bearer ${unsigned.slice(0, -1)}`,
    `Bearer ${header}.${body}.${wrongSecret}`,
    `Bearer a.b.c`,
    `Bearer ${'x'.repeat(4000)}`,
    `Bearer ${foreign.otherAccount}`,
    `Bearer ${foreign.endedSession}`,
    `bearer ${foreign.endedSession}`,
  ];
}
