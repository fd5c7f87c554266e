import { FREE_SHIPPING_FROM, SUBSCRIPTION_DISCOUNT_PERCENT } from '../figures.ts';
/**
 * What a page tells search engines and link previews: its title, meta description, canonical URL,
 * Open Graph tags and (product pages) JSON-LD. One description per page, written by the page, used
 * twice: by the server in the HTML it sends (headHtml) and by the browser on every navigation (applyHead).
 */
export interface HeadMeta {
  /** The page title without the shop's name ('Box Premium'); absent for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL ('/product/3'), resolved against the shop's public address. */
  path: string;
  /** Image for link previews, a path or an absolute URL. */
  image?: string;
  ogType?: 'website' | 'product';
  /** Keeps the page out of search engines (robots noindex). */
  noindex?: boolean;
  /**
   * A JSON-LD object (schema.org), embedded as application/ld+json. Its `url`, `image` and `@id`
   * may be paths: they are written as absolute URLs against the shop's public address.
   */
  jsonLd?: Record<string, unknown>;
}

export const SHOP_NAME = 'BoxPlaisir';
export const DEFAULT_TITLE = 'BoxPlaisir · Box cadeaux et abonnements belges';
export const DEFAULT_DESCRIPTION = `BoxPlaisir : box cadeaux thématiques remplies de produits d'artisans belges, en achat unique ou en abonnement à -${SUBSCRIPTION_DISCOUNT_PERCENT} %. Livraison gratuite en Belgique dès ${FREE_SHIPPING_FROM}€.`;
const DEFAULT_IMAGE = '/icons/icon-512.png';

export function fullTitle(meta: Pick<HeadMeta, 'title'>): string {
  return meta.title ? `${meta.title} · ${SHOP_NAME}` : DEFAULT_TITLE;
}

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** The tags of a page as [tag name, attributes] pairs, in the order they are written. */
function tags(meta: HeadMeta, origin: string): [string, Record<string, string>][] {
  const url = absolute(meta.path, origin);
  const list: [string, Record<string, string>][] = [
    ['meta', { name: 'description', content: meta.description }],
    ['link', { rel: 'canonical', href: url }],
    ['meta', { property: 'og:site_name', content: SHOP_NAME }],
    ['meta', { property: 'og:locale', content: 'fr_BE' }],
    ['meta', { property: 'og:type', content: meta.ogType ?? 'website' }],
    ['meta', { property: 'og:title', content: fullTitle(meta) }],
    ['meta', { property: 'og:description', content: meta.description }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:image', content: absolute(meta.image ?? DEFAULT_IMAGE, origin) }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
  ];
  if (meta.noindex) list.push(['meta', { name: 'robots', content: 'noindex' }]);
  return list;
}

const URL_PROPERTIES = new Set(['url', 'image', '@id']);

/** The JSON-LD with its URL properties (url, image, @id, at any depth) made absolute. */
export function absoluteJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_PROPERTIES.has(key) ? absolute(value, origin) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteJsonLd(v, origin, k)]));
  }
  return value;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that can sit inside a <script> element (no '</script>', no HTML comment opener). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> markup of a page, as the server writes it. */
export function headHtml(meta: HeadMeta, origin: string): string {
  const lines = [`<title>${escapeHtml(fullTitle(meta))}</title>`];
  for (const [name, attributes] of tags(meta, origin)) {
    const attrs = Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ');
    lines.push(`<${name} ${attrs} data-head>`);
  }
  if (meta.jsonLd) {
    const jsonLd = absoluteJsonLd(meta.jsonLd, origin);
    lines.push(`<script type="application/ld+json" data-head>${scriptSafeJson(jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}

/**
 * The head of index.html itself, the shell the browser renders (an address the server does not know,
 * the offline fallback): the shop's title and description, no canonical URL. Written into index.html
 * at build time (build/shellHead.ts).
 */
export function shellHeadHtml(): string {
  return `<title>${escapeHtml(DEFAULT_TITLE)}</title>\n    <meta name="description" content="${escapeHtml(DEFAULT_DESCRIPTION)}" />`;
}

/** Brings document.head in line with a page (client-side navigation). */
export function applyHead(meta: HeadMeta, doc: Document = document): void {
  doc.title = fullTitle(meta);
  const origin = doc.defaultView?.location.origin ?? '';
  doc.head.querySelectorAll('[data-head], meta[name="description"], link[rel="canonical"]').forEach((el) => {
    el.remove();
  });
  for (const [name, attributes] of tags(meta, origin)) {
    const el = doc.createElement(name);
    for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
    el.setAttribute('data-head', '');
    doc.head.appendChild(el);
  }
  if (meta.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-head', '');
    script.textContent = JSON.stringify(absoluteJsonLd(meta.jsonLd, origin));
    doc.head.appendChild(script);
  }
}
