import type { Cents } from '../../../../shared/money.js';

/**
 * The payment methods the sandbox offers, with Mollie-like limits, fees and logos. Logos are small SVGs
 * inlined as data: URIs (allowed by the shop's CSP), so the sandbox needs no file and no network.
 */

export interface SandboxIssuer {
  id: string;
  name: string;
}

export interface SandboxPricing {
  description: string;
  fixedCents: Cents;
  variable: string;
  feeRegion: string;
}

export interface SandboxMethod {
  id: string;
  description: string;
  minimumCents: Cents;
  maximumCents: Cents | null;
  logo: { text: string; background: string; color: string };
  issuers: SandboxIssuer[];
  pricing: SandboxPricing[];
}

export const SANDBOX_CURRENCY = 'EUR';

/** One row of the table below: a method's limits, logo, prices and (where the shopper picks one) issuers. */
function method(
  id: string,
  description: string,
  [minimumCents, maximumCents]: [Cents, Cents | null],
  [text, background, color]: [string, string, string],
  pricing: SandboxPricing[],
  issuers: SandboxIssuer[] = [],
): SandboxMethod {
  return { id, description, minimumCents, maximumCents, logo: { text, background, color }, issuers, pricing };
}

/** A price for one region: a fixed part in cents plus a percentage (as Mollie writes it, '1.8'). */
function price(description: string, fixedCents: Cents, variable: string, feeRegion = 'other'): SandboxPricing {
  return { description, fixedCents, variable, feeRegion };
}

const CARD_PRICES = [price('Cartes européennes', 25, '1.8', 'intra-eu'), price('Autres cartes', 25, '2.9')];
const BELGIAN_BANK_BUTTON = price('Belgique', 25, '0.9');
// Like Mollie: the shopper picks KBC or CBC before being sent to the bank.
const KBC_ISSUERS = [
  { id: 'kbc', name: 'KBC' },
  { id: 'cbc', name: 'CBC' },
];
const IDEAL_ISSUERS = Object.entries({
  ABNANL2A: 'ABN AMRO',
  ASNBNL21: 'ASN Bank',
  BUNQNL2A: 'bunq',
  INGBNL2A: 'ING',
  KNABNL2H: 'Knab',
  RABONL2U: 'Rabobank',
  RBRBNL21: 'RegioBank',
  REVOLT21: 'Revolut',
  SNSBNL2A: 'SNS',
  TRIONL2U: 'Triodos Bank',
  FVLBNL22: 'Van Lanschot',
}).map(([bic, name]) => ({ id: `ideal_${bic}`, name }));

export const SANDBOX_METHODS: readonly SandboxMethod[] = [
  method('creditcard', 'Carte de crédit', [1, 1_000_000], ['CB', '#1a1f71', '#ffffff'], CARD_PRICES),
  method('bancontact', 'Bancontact', [2, 5_000_000], ['BC', '#005498', '#ffd800'], [price('Belgique', 39, '0')]),
  method(
    'kbc',
    'KBC/CBC Payment Button',
    [1, 1_000_000],
    ['KBC', '#00aeef', '#ffffff'],
    [BELGIAN_BANK_BUTTON],
    KBC_ISSUERS,
  ),
  method('belfius', 'Belfius Direct Net', [1, 5_000_000], ['BEL', '#c30045', '#ffffff'], [BELGIAN_BANK_BUTTON]),
  method('ideal', 'iDEAL', [1, 5_000_000], ['iD', '#cc0066', '#ffffff'], [price('Pays-Bas', 29, '0')], IDEAL_ISSUERS),
  method('paypal', 'PayPal', [1, 800_000], ['PP', '#003087', '#ffffff'], [price('PayPal', 10, '0')]),
];

export function findSandboxMethod(id: string): SandboxMethod | undefined {
  return SANDBOX_METHODS.find((method) => method.id === id);
}

export function acceptsAmount(method: SandboxMethod, cents: Cents): boolean {
  return cents >= method.minimumCents && (method.maximumCents === null || cents <= method.maximumCents);
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A 32×24 logo (rounded card with initials), scaled by `scale`, as a data: URI. */
export function logoDataUri(logo: { text: string; background: string; color: string }, scale = 1): string {
  const fontSize = logo.text.length > 2 ? 9 : 11;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${32 * scale}" height="${24 * scale}" viewBox="0 0 32 24">` +
    `<rect width="32" height="24" rx="4" fill="${logo.background}"/>` +
    `<text x="16" y="${12 + fontSize * 0.36}" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" fill="${logo.color}" text-anchor="middle">${escapeXml(logo.text)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Initials of a bank for its issuer logo: 'ABN AMRO' → 'AA', 'bunq' → 'B'. */
export function issuerLogo(issuer: SandboxIssuer): { text: string; background: string; color: string } {
  const text = issuer.name
    .split(/\s+/)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return { text, background: '#f1f3f6', color: '#0a2540' };
}
