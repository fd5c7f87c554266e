import categories from '../../../../generated/rules/categories.json';
import vat from '../../../../generated/rules/vat.json';
import type { components } from '../../../../generated/api-schema';
import type { AdminProduct, ProductPayload, ProductUpdate } from './types';

/** The catalogue's categories and the VAT rates a product may carry, as the server serves them (GET /api/rules). */
export const CATEGORIES = categories as readonly components['schemas']['ProductCategory'][];
export type VatRate = AdminProduct['vatRate'];
export const VAT_RATES = vat.rates as readonly VatRate[];

/** What the form edits: text inputs stay strings until sent. */
export interface ProductDraft {
  name: string;
  description: string;
  contents: string;
  price: string;
  category: string;
  vatRate: VatRate;
  stock: string;
  /** The parcel's weight in grams; empty: the server's default. */
  shippingWeightGrams: string;
  hasSubscriptionOption: boolean;
  isNew: boolean;
  published: boolean;
  images: string[];
}

export const EMPTY_DRAFT: ProductDraft = {
  name: '',
  description: '',
  contents: '',
  price: '',
  category: 'Mensuelle',
  vatRate: vat.defaultRate as VatRate,
  stock: '0',
  shippingWeightGrams: '',
  hasSubscriptionOption: false,
  isNew: true,
  published: false,
  images: [],
};

export function draftOf(product: AdminProduct): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    contents: product.contents.join('\n'),
    price: product.price.toFixed(2).replace('.', ','),
    category: product.category,
    vatRate: product.vatRate,
    stock: String(product.stock),
    shippingWeightGrams: String(product.shippingWeightGrams),
    hasSubscriptionOption: product.hasSubscriptionOption,
    isNew: product.isNew,
    published: product.published,
    images: [...product.images],
  };
}

/** "39,90" or "39.9" → 39.9; anything else NaN (the server says why). */
export function parseEuros(text: string): number {
  const clean = text.trim().replace(/\s|€/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

export function payloadOf(draft: ProductDraft): ProductPayload {
  const stock = draft.stock.trim();
  const weight = draft.shippingWeightGrams.trim();
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    contents: draft.contents
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    price: parseEuros(draft.price),
    category: draft.category as ProductPayload['category'],
    vatRate: draft.vatRate,
    stock: /^-?\d+$/.test(stock) ? Number(stock) : Number.NaN,
    ...(weight === '' ? {} : { shippingWeightGrams: /^-?\d+$/.test(weight) ? Number(weight) : Number.NaN }),
    hasSubscriptionOption: draft.hasSubscriptionOption,
    isNew: draft.isNew,
    published: draft.published,
    images: draft.images,
  };
}

/**
 * What an edit sends. The stock goes only when the administrator changed it, with the figure the form
 * showed (`expectedStock`): the server refuses it (409) if sales moved the stock meanwhile, so saving a
 * price never puts sold units back on the shelf.
 */
export function updatePayloadOf(draft: ProductDraft, saved: AdminProduct): ProductUpdate {
  const { stock, ...rest } = payloadOf(draft);
  return stock === saved.stock ? rest : { ...rest, stock, expectedStock: saved.stock };
}

/** The product card of the shop, as the draft would show it. */
export function previewOf(draft: ProductDraft, saved?: AdminProduct) {
  const payload = payloadOf(draft);
  const available = Number.isFinite(payload.stock) ? payload.stock - (saved?.reserved ?? 0) : 0;
  return {
    id: saved?.id ?? 0,
    name: payload.name || 'Nom du produit',
    description: payload.description,
    contents: payload.contents,
    price: Number.isFinite(payload.price) ? payload.price : 0,
    /** The card shows the single-purchase price only; the server prices the subscription. */
    subscriptionPrice: null,
    image: payload.images[0] ?? '',
    images: payload.images,
    category: payload.category,
    rating: saved?.rating ?? 0,
    reviewCount: saved?.reviewCount ?? 0,
    stock: Math.max(0, available),
    inStock: available > 0,
    isNew: payload.isNew,
    hasSubscriptionOption: payload.hasSubscriptionOption,
  };
}
