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

export const SANDBOX_METHODS: readonly SandboxMethod[] = [
  {
    id: 'creditcard',
    description: 'Carte de crédit',
    minimumCents: 1,
    maximumCents: 1_000_000,
    logo: { text: 'CB', background: '#1a1f71', color: '#ffffff' },
    issuers: [],
    pricing: [
      { description: 'Cartes européennes', fixedCents: 25, variable: '1.8', feeRegion: 'intra-eu' },
      { description: 'Autres cartes', fixedCents: 25, variable: '2.9', feeRegion: 'other' },
    ],
  },
  {
    id: 'bancontact',
    description: 'Bancontact',
    minimumCents: 2,
    maximumCents: 5_000_000,
    logo: { text: 'BC', background: '#005498', color: '#ffd800' },
    issuers: [],
    pricing: [{ description: 'Belgique', fixedCents: 39, variable: '0', feeRegion: 'other' }],
  },
  {
    id: 'kbc',
    description: 'KBC/CBC Payment Button',
    minimumCents: 1,
    maximumCents: 1_000_000,
    logo: { text: 'KBC', background: '#00aeef', color: '#ffffff' },
    // Like Mollie: the shopper picks KBC or CBC before being sent to the bank.
    issuers: [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ],
    pricing: [{ description: 'Belgique', fixedCents: 25, variable: '0.9', feeRegion: 'other' }],
  },
  {
    id: 'belfius',
    description: 'Belfius Direct Net',
    minimumCents: 1,
    maximumCents: 5_000_000,
    logo: { text: 'BEL', background: '#c30045', color: '#ffffff' },
    issuers: [],
    pricing: [{ description: 'Belgique', fixedCents: 25, variable: '0.9', feeRegion: 'other' }],
  },
  {
    id: 'ideal',
    description: 'iDEAL',
    minimumCents: 1,
    maximumCents: 5_000_000,
    logo: { text: 'iD', background: '#cc0066', color: '#ffffff' },
    issuers: [
      { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
      { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
      { id: 'ideal_BUNQNL2A', name: 'bunq' },
      { id: 'ideal_INGBNL2A', name: 'ING' },
      { id: 'ideal_KNABNL2H', name: 'Knab' },
      { id: 'ideal_RABONL2U', name: 'Rabobank' },
      { id: 'ideal_RBRBNL21', name: 'RegioBank' },
      { id: 'ideal_REVOLT21', name: 'Revolut' },
      { id: 'ideal_SNSBNL2A', name: 'SNS' },
      { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
      { id: 'ideal_FVLBNL22', name: 'Van Lanschot' },
    ],
    pricing: [{ description: 'Pays-Bas', fixedCents: 29, variable: '0', feeRegion: 'other' }],
  },
  {
    id: 'paypal',
    description: 'PayPal',
    minimumCents: 1,
    maximumCents: 800_000,
    logo: { text: 'PP', background: '#003087', color: '#ffffff' },
    issuers: [],
    pricing: [{ description: 'PayPal', fixedCents: 10, variable: '0', feeRegion: 'other' }],
  },
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
