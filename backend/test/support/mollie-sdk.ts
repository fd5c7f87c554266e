import https from 'node:https';
import { Client } from 'mollie-api-typescript';
import { HTTPClient } from 'mollie-api-typescript/lib/http.js';

/**
 * Mollie's OpenAPI-generated SDK (`mollie-api-typescript`, strict response schemas) pointed at the
 * sandbox: the sandbox is held to the real party's contract (docs/design/environments.md). Its HTTPS requests trust the
 * sandbox's own certificate only (never a disabled check), through node:https.
 */
export function mollieSdkFor(apiEndpoint: string, certificatePem: string): Client {
  const fetcher = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = https.request(
        request.url,
        { method: request.method, headers: Object.fromEntries(request.headers.entries()), ca: certificatePem },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            const status = incoming.statusCode ?? 500;
            // A 204 (a cancelled refund) has no body: Response refuses one.
            resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
  return new Client({
    security: { apiKey: 'test_sandbox' },
    serverURL: new URL(apiEndpoint).origin,
    httpClient: new HTTPClient({ fetcher }),
    retryConfig: { strategy: 'none' },
  });
}
