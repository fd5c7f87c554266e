// Real processes for the scale-out tests: the shared Mollie sandbox (`npm run mollie:sandbox`), shop
// instances (`node backend/dist/main.js`), a round-robin proxy standing for PUBLIC_URL, and API steps
// (customers, checkouts) that need no browser.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join } from 'node:path';
import { dataFolder, printed, repoRoot } from './shop.mjs';
import { apiToken, completeProfile, registerVerifiedCustomer } from './customer.mjs';

export { dataFolder, repoRoot };

/** Spawns a node script of the built backend; keeps its output for failure messages. */
export function spawnNode(script, env, { args = [] } = {}) {
  const logs = [];
  const merged = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env };
  // A process told of no database uses the embedded one of its DATA_DIR, whatever the caller's environment says.
  if (!('DATABASE_URL' in env)) delete merged.DATABASE_URL;
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => logs.push(d.toString()));
  child.stderr.on('data', (d) => logs.push(d.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, logs, exited };
}

/** Sends `signal` and waits for the exit (SIGKILL after `graceMs`). */
export async function stopProcess(proc, signal = 'SIGTERM', graceMs = 30_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  const result = await proc.exited;
  clearTimeout(timer);
  return result;
}

/** Polls `check` until it returns a truthy value (no fixed sleeps). */
export async function waitUntil(check, { timeoutMs = 60_000, intervalMs = 100, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  const cause = last?.cause?.message ? ` (${last.cause.message})` : '';
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}${cause}` : ''}`);
}

/**
 * `npm run mollie:sandbox` on a port the system chooses (MOLLIE_SANDBOX_PORT=0: the port it got is read
 * from what it prints, never probed beforehand), its state in dataDir/mollie-sandbox. `port` restarts it
 * on the port it had: the instances were given that address (MOLLIE_API_URL), as a restarted
 * `npm run mollie:sandbox` keeps its fixed port. Only that restart binds a port known in advance.
 */
export async function startSandboxProcess({ dataDir, publicUrl, port }) {
  const caFile = join(dataDir, 'mollie-sandbox', 'ca.pem');
  const proc = spawnNode('backend/dist/cli/mollie-sandbox.js', {
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    MOLLIE_SANDBOX_PORT: String(port ?? 0),
    JWT_SECRET: 'x'.repeat(48),
  });
  const sandboxPort = Number(await printed(proc.child, proc.logs, /écoute sur le port (\d+)/));
  const apiUrl = await printed(proc.child, proc.logs, /MOLLIE_API_URL=(\S+)/);
  assert.equal(Number(new URL(apiUrl).port), sandboxPort, `its address names that port:\n${proc.logs.join('')}`);
  await waitUntil(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`sandbox exited:\n${proc.logs.join('')}`);
      return (await sandboxRequest({ apiUrl, caFile }, 'GET', 'methods')).status === 200;
    },
    { what: 'the sandbox to listen', intervalMs: 200 },
  );
  return {
    ...proc,
    apiUrl,
    caFile,
    port: sandboxPort,
    stop: (signal) => stopProcess(proc, signal),
  };
}

/** A request to the sandbox's API, trusting only its certificate. */
export function sandboxRequest({ apiUrl, caFile }, method, path, body, extraHeaders = {}) {
  const ca = readFileSync(caFile, 'utf8');
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      new URL(path, apiUrl),
      {
        method,
        ca,
        headers: {
          authorization: 'Bearer test_sandbox',
          ...extraHeaders,
          ...(payload
            ? {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode, json, text });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/**
 * A tiny round-robin HTTP proxy standing for PUBLIC_URL in front of the instances. `targets` may be
 * changed while it runs (draining an instance); a request to a target that refuses the connection goes
 * to the next one, as a load balancer's passive health check would.
 */
export async function startRoundRobinProxy(targets) {
  let next = 0;
  const counts = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => forward(Buffer.concat(chunks), 0));
    function forward(body, tries) {
      const list = proxy.targets;
      if (list.length === 0) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        return res.end('no instance yet');
      }
      const target = list[next++ % list.length];
      const url = new URL(req.url, target);
      const upstream = http.request(
        url,
        {
          method: req.method,
          headers: {
            ...req.headers,
            host: url.host,
            'x-forwarded-for': req.socket.remoteAddress,
          },
        },
        (answer) => {
          counts.set(target, (counts.get(target) ?? 0) + 1);
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (error.code === 'ECONNREFUSED' && tries + 1 < list.length) return forward(body, tries + 1);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('bad gateway');
      });
      upstream.end(body);
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const proxy = {
    url: `http://127.0.0.1:${port}`,
    port,
    targets: [...targets],
    counts,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
  return proxy;
}

/** Waits for an instance's liveness. */
export async function waitForHealthy(url, proc, timeoutMs = 90_000) {
  await waitUntil(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`instance exited early:\n${proc.logs.join('')}`);
      return (await fetch(`${url}/api/health`)).ok;
    },
    { timeoutMs, intervalMs: 250, what: `${url}/api/health` },
  );
}

/** A verified customer with a complete profile and a bearer token, made through `shop.url`. */
export async function apiCustomer(shop, mailbox, overrides = {}) {
  const customer = await registerVerifiedCustomer(shop, mailbox, overrides);
  await completeProfile(shop, customer);
  const token = await apiToken(shop, customer);
  return { ...customer, token, auth: { Authorization: `Bearer ${token}` } };
}

/** The server's quote for a cart (what a checkout must send). */
export async function quote(baseUrl, items) {
  const res = await fetch(`${baseUrl}/api/cart/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: items.map(({ id, quantity, isSubscription }) => ({
        productId: id,
        quantity,
        isSubscription,
      })),
    }),
  });
  assert.equal(res.status, 200, `quote: ${res.status}`);
  return res.json();
}

/** fetch, whose failure names its cause (a refused or reset connection). */
export async function fetchOrExplain(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(
      `${init?.method ?? 'GET'} ${url}: ${error.cause?.code ?? ''} ${error.cause?.message ?? error.message}`,
    );
  }
}

/** POST /api/mollie/payments in the contract's shape; answers {status, json}. */
export async function checkout(baseUrl, customer, items, total, { key } = {}) {
  const res = await fetchOrExplain(`${baseUrl}/api/mollie/payments`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...customer.auth,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({
      amount: { value: Number(total).toFixed(2), currency: 'EUR' },
      description: 'Commande BoxPlaisir',
      method: 'bancontact',
      metadata: {
        items,
        billingInfo: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: '+32470123456',
          address: 'Rue Haute 12',
          city: 'Bruxelles',
          postalCode: '1000',
          country: 'BE',
        },
        shippingInfo: { sameAsBilling: true },
      },
    }),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

/** The shopper's click on the sandbox's hosted page (relayed by whichever instance answers). */
export async function chooseAtCheckout(checkoutUrl, status) {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `status=${status}&method=bancontact`,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}

/** Mollie's doorbell, form-encoded, to one instance: {status, body}. */
export async function ringWebhook(baseUrl, paymentId) {
  const res = await fetchOrExplain(`${baseUrl}/api/mollie/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
  });
  return { status: res.status, body: await res.text() };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inPool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** The embedded PostgreSQL of a shop started by startShop (its DATA_DIR and EMBEDDED_PG_PORT). */
export function embeddedDatabaseUrl(env) {
  const password = readFileSync(join(env.DATA_DIR, 'pg.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/boxshop`;
}

/**
 * One shop instance as `node backend/dist/main.js` with `env` (PORT, PUBLIC_URL, DATA_DIR, database…),
 * waited for until /api/health answers. PORT=0 (the default): a port the system chooses, read from
 * what the instance prints; `env.PORT` then says which, for a restart on the same one.
 */
export async function startInstance(env) {
  const proc = spawnNode('backend/dist/main.js', { SCHEDULER: 'off', PORT: '0', ...env });
  const port = env.PORT && env.PORT !== '0' ? env.PORT : await printed(proc.child, proc.logs, /écoute sur le port (\d+)/);
  const url = `http://127.0.0.1:${port}`;
  env = { ...env, PORT: port };
  await waitForHealthy(url, proc);
  // The embedded PostgreSQL's port when the system chose it, for embeddedDatabaseUrl(env).
  if (!env.DATABASE_URL && env.EMBEDDED_PG_PORT === '0') {
    env.EMBEDDED_PG_PORT = await printed(proc.child, proc.logs, /démarré sur 127\.0\.0\.1:(\d+)/);
  }
  return {
    ...proc,
    url,
    env,
    stop: (signal = 'SIGTERM') => stopProcess(proc, signal),
  };
}

/**
 * `count` signed-in customers with complete profiles: one registered through `baseUrl` (mail link), the
 * others copied from it in SQL (same password), then signed in. `db` is a connected pg client.
 */
export async function manyCustomers(baseUrl, mailbox, db, count) {
  const first = await apiCustomer({ url: baseUrl }, mailbox, { firstName: 'Zoé' });
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await db.query(
    `INSERT INTO users (email, first_name, last_name, phone, address_street, address_postal_code, address_city,
       address_country, is_email_verified, password_hash)
     SELECT 'client' || n || '.' || $2 || '@example.be', 'Client' || n, last_name, phone, address_street,
       address_postal_code, address_city, address_country, true, password_hash
     FROM users, generate_series(1, $3::int) AS n WHERE email = $1`,
    [first.email, tag, count - 1],
  );
  const { rows } = await db.query(`SELECT email, first_name, last_name FROM users WHERE email LIKE $1`, [
    `client%.${tag}@example.be`,
  ]);
  const others = await Promise.all(
    rows.map(async (row) => {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: row.email, password: first.password }),
      });
      assert.equal(res.status, 200, `sign-in ${row.email}: ${res.status}`);
      const { token } = await res.json();
      return {
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        auth: { Authorization: `Bearer ${token}` },
      };
    }),
  );
  return [first, ...others];
}
