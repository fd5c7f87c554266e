import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CheckoutResult } from './sandbox-checkout.js';
import type { SandboxControl } from './sandbox-control.js';
import { MollieHttpError } from './sandbox-http-error.js';
import { isSandboxStateChange } from './sandbox-recurring.js';
import { readBody, sendJson, sendMollieError } from './sandbox-server.js';

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * The routes a standalone sandbox (`npm run mollie:sandbox`) serves beside Mollie's /v2 API:
 * - `GET|POST /checkout/:id`: the hosted checkout page itself (for a browser that trusts the
 *   sandbox's certificate; shoppers normally use the shop's own origin, below);
 * - `GET|POST /sandbox/checkout/:id` (bearer `test_` key, JSON): the same page as data, relayed by
 *   every shop instance at `/api/mollie/sandbox/checkout/:id` so the browser stays on PUBLIC_URL;
 * - `POST /sandbox/payments/:id/state` (bearer, JSON `{status}`): Mollie's test-mode changePaymentState;
 * - `POST /sandbox/recurring-holds/:subscriptionId` (bearer, JSON `{held}`): the test hook's hold on
 *   that subscription's recurring payments (SandboxControl.holdRecurring / releaseRecurring).
 */
export function standaloneRoutes(
  control: SandboxControl,
): (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean> {
  return async (request, response, url) => {
    const parts = url.pathname.split('/').filter(Boolean);
    const method = request.method ?? 'GET';
    if (parts.length === 2 && parts[0] === 'checkout' && (method === 'GET' || method === 'POST')) {
      const id = PAYMENT_ID.test(parts[1]!) ? parts[1]! : '';
      if (method === 'GET') sendPage(response, await control.checkoutPage(id));
      else {
        const form = new URLSearchParams(await readBody(request));
        sendPage(response, await control.choose(id, form.get('status'), form.get('method') ?? undefined));
      }
      return true;
    }
    if (parts[0] !== 'sandbox') return false;
    if (!/^Bearer test_[A-Za-z0-9_]+$/.test(request.headers.authorization ?? '')) {
      sendMollieError(
        response,
        new MollieHttpError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'),
      );
      return true;
    }
    try {
      if (parts.length === 3 && parts[1] === 'checkout') {
        const id = PAYMENT_ID.test(parts[2]!) ? parts[2]! : '';
        if (method === 'GET') return answer(response, await control.checkoutPage(id));
        if (method === 'POST') {
          const body = parseJson(await readBody(request));
          return answer(response, await control.choose(id, body.status, body.method));
        }
      }
      if (parts.length === 4 && parts[1] === 'payments' && parts[3] === 'state' && method === 'POST') {
        const body = parseJson(await readBody(request));
        if (!isSandboxStateChange(body.status)) {
          throw new MollieHttpError(422, 'Unprocessable Entity', 'The status is invalid', 'status');
        }
        return answer(response, await control.changeState(parts[2]!, body.status));
      }
      if (parts.length === 3 && parts[1] === 'recurring-holds' && method === 'POST') {
        const body = parseJson(await readBody(request));
        if (typeof body.held !== 'boolean') {
          throw new MollieHttpError(422, 'Unprocessable Entity', 'The held flag is invalid', 'held');
        }
        await (body.held ? control.holdRecurring(parts[2]!) : control.releaseRecurring(parts[2]!));
        return answer(response, { held: body.held });
      }
      throw new MollieHttpError(404, 'Not Found', 'The requested resource does not exist.');
    } catch (error) {
      if (!(error instanceof MollieHttpError)) throw error;
      sendMollieError(response, error);
      return true;
    }
  };
}

function answer(response: ServerResponse, body: unknown): true {
  sendJson(response, 200, body);
  return true;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || '{}') as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // below
  }
  throw new MollieHttpError(400, 'Bad Request', 'The request body should be a JSON object');
}

function sendPage(response: ServerResponse, result: CheckoutResult): void {
  if (result.kind === 'redirect') {
    response.writeHead(303, { location: result.location, 'cache-control': 'no-store' }).end();
    return;
  }
  const redirectOrigin = result.redirectUrl ? new URL(result.redirectUrl).origin : '';
  response.writeHead(result.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${redirectOrigin}`.trim() +
      "; frame-ancestors 'none'; base-uri 'none'",
  });
  response.end(result.html);
}
