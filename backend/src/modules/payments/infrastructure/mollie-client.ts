import https from 'node:https';
import tls from 'node:tls';
import { type MollieClient, type MollieOptions, createMollieClient } from '@mollie/api-client';

/**
 * How long an idle kept-alive connection to Mollie is kept: shorter than the server's keep-alive timeout
 * (the sandbox keeps connections 10 s; Mollie's API longer), so the client never reuses a socket the
 * server is closing at that very moment (an ECONNRESET on a webhook after an idle pause).
 */
export const MOLLIE_IDLE_SOCKET_MS = 4_000;

/** The HTTPS agent under each client made here (to drop its idle sockets after a reset). */
const agents = new WeakMap<MollieClient, https.Agent>();

/**
 * Closes the idle kept-alive sockets of a client made by createMollieClientTrusting. A reset on a reused
 * socket means something between us and the server forgot idle connections: the other idle sockets of
 * the pool are as stale, so a retry must not take one of them. Requests in flight are left alone.
 */
export function dropIdleSockets(client: MollieClient): void {
  const agent = agents.get(client);
  if (!agent) return;
  for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
}

/**
 * Creates the official Mollie client, optionally trusting extra certificates (the sandbox's own).
 *
 * Why it is done this way (read in node_modules/@mollie/api-client/dist/mollie.cjs.js, 4.6.0):
 * `createMollieClient` builds its NetworkClient with `{ ...options, caCertificates }`, so the bundled
 * Mozilla CA list always overrides anything passed in the options, and the NetworkClient creates its
 * own `new https.Agent({ ca: caCertificates })` once, at construction. Node ignores
 * NODE_EXTRA_CA_CERTS whenever `ca` is given. The only place to add a certificate is therefore that
 * one `new https.Agent(...)` call: for the duration of the (synchronous) construction only, `https.Agent`
 * is a subclass that appends the extra certificates to the list it receives. Certificate checks stay
 * fully on (hostname and chain); the client trusts its own list plus exactly these certificates.
 *
 * The same subclass also makes the agent cheap to use: Node would otherwise parse the whole CA list
 * again for every TLS connection (a quarter of the CPU of a payment request, measured), so the list
 * is turned into ONE secure context here, and connections are kept alive between calls — and closed
 * after `idleSocketMs` of silence, before the server closes them.
 */
export function createMollieClientTrusting(
  options: MollieOptions,
  extraCaCertificates: readonly string[] = [],
  idleSocketMs = MOLLIE_IDLE_SOCKET_MS,
): MollieClient {
  const httpsModule = https as unknown as { Agent: typeof https.Agent };
  const OriginalAgent = httpsModule.Agent;
  const agentsCreated: https.Agent[] = [];
  class AgentTrustingExtraCertificates extends OriginalAgent {
    constructor(agentOptions: https.AgentOptions = {}) {
      const given =
        agentOptions.ca === undefined ? [] : Array.isArray(agentOptions.ca) ? agentOptions.ca : [agentOptions.ca];
      if (given.length === 0) {
        // Never replace Node's default roots by only ours: the client always passes its list, so this is unexpected.
        throw new Error('Le client Mollie ne fournit plus sa liste de certificats : mise à jour à vérifier');
      }
      const ca = [...given, ...extraCaCertificates];
      // The list lives in the secure context only, not in the agent's options: Node names each request's
      // socket pool from those options, `ca` included, so a CA list there is joined into one string of
      // a few hundred kilobytes for every call to Mollie (measured: 6 % of a checkout's CPU time).
      // `timeout` closes a kept-alive socket after idleSocketMs without traffic, before the server does (it
      // also lets Node honour the server's `Keep-Alive: timeout=…` hint, minus one second, when that is shorter).
      const { ca: _listGiven, ...others } = agentOptions;
      super({
        ...others,
        secureContext: tls.createSecureContext({ ca }),
        keepAlive: true,
        timeout: idleSocketMs,
      });
      agentsCreated.push(this);
    }
  }

  httpsModule.Agent = AgentTrustingExtraCertificates;
  try {
    const client = createMollieClient(options);
    if (agentsCreated.length !== 1) {
      throw new Error(
        `Le client Mollie a créé ${agentsCreated.length} agents HTTPS au lieu d'un : mise à jour à vérifier`,
      );
    }
    agents.set(client, agentsCreated[0]!);
    return client;
  } finally {
    httpsModule.Agent = OriginalAgent;
  }
}
