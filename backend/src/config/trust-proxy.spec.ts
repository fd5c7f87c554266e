import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, a hop count, or addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '0',
      '11',
      'true',
      'proxy.local',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/1',
      '1.2.3',
      '10.0.0.0/8,',
    ]) {
      expect([bad, parseTrustProxy(bad)]).toEqual([bad, null]);
    }
  });

  it('turns a hop count into a function trusting the nearest hops only', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
