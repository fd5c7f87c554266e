import net from 'node:net';

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (false: the socket address is
 * the client's), the N nearest hops, or proxies by address/CIDR. Fastify's `trustProxy` takes all three.
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written by an operator ("", "1", "10.0.0.0/8, 192.168.1.10"); null when malformed. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : null;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function trusting the N nearest hops
 * (Fastify refuses bare counts, as a client reaching the shop directly could then name itself: use a
 * count only when the shop is reachable through the proxies alone, else list the proxies).
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
