import { DEFAULT_DESCRIPTION, type HeadMeta } from '../../lib/head';
import { rasterImage } from '../../lib/images';
import type { Product } from './types';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../lib/figures';

/** The catalogue's pages as search engines and link previews see them. */
export function homeHead(): HeadMeta {
  return { description: DEFAULT_DESCRIPTION, path: '/' };
}

export function categoryHead(): HeadMeta {
  return {
    title: 'Nos box',
    description: `Toutes nos box cadeaux belges : mensuelles, éditions limitées, cadeaux et premium, en achat unique ou en abonnement à -${SUBSCRIPTION_DISCOUNT_PERCENT} %. Filtrez par prix, note et type d’achat.`,
    path: '/category',
  };
}

function shortDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= 160 ? clean : `${clean.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

export function productHead(product: Product): HeadMeta {
  const path = `/product/${product.id}`;
  // Link previews ignore SVG: the first image with a raster version, else the shop's icon.
  const preview = [product.image, ...product.images].map(rasterImage).find((url) => url !== null);
  const pictures = [...new Set([product.image, ...product.images])].filter((url) => url !== '');
  return {
    title: product.name,
    description: shortDescription(product.description),
    path,
    image: preview ?? undefined,
    ogType: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      ...(pictures.length > 0 ? { image: pictures } : {}),
      sku: String(product.id),
      category: product.category,
      brand: { '@type': 'Brand', name: 'BoxPlaisir' },
      offers: {
        '@type': 'Offer',
        url: path,
        price: product.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      // Only what customers said: a product without reviews yet carries no rating (search engines
      // refuse a rating of 0 on a 1–5 scale, and a review count the product does not have).
      ...(product.reviewCount > 0 && product.rating >= 1
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

export function productNotFoundHead(path: string): HeadMeta {
  return {
    title: 'Produit non trouvé',
    description: "Cette box n'existe pas ou n'est plus disponible.",
    path,
    noindex: true,
  };
}
