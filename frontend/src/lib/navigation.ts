/**
 * Full-page navigation to another site (the payment provider's hosted checkout). One seam, so tests can
 * replace it: jsdom cannot leave the page.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

/** A random key for one attempt of a request (the `Idempotency-Key` header). */
export function randomKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
