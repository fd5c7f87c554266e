import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/utils';
import { productHead, productNotFoundHead } from './head';
import { applyHead, headHtml } from '../../lib/head';

const origin = 'https://www.boxplaisir.be';

describe('page heads', () => {
  it('a product: raster preview image, JSON-LD with absolute offer and image URLs', () => {
    const meta = productHead(
      makeProduct({
        id: 3,
        price: 29.99,
        image: '/images/products/3-1.svg',
        images: ['/images/products/3-1.svg'],
      }),
    );
    expect(meta.image).toBe('/images/products/3-1.jpg');
    const html = headHtml(meta, origin);
    expect(html).toContain(
      '<meta property="og:image" content="https://www.boxplaisir.be/images/products/3-1.jpg"',
    );
    const json = JSON.parse(/<script type="application\/ld\+json" data-head>(.*)<\/script>/.exec(html)![1]);
    expect(json.offers).toMatchObject({
      url: 'https://www.boxplaisir.be/product/3',
      price: '29.99',
      priceCurrency: 'EUR',
    });
    expect(json.image).toEqual(['https://www.boxplaisir.be/images/products/3-1.svg']);
    expect(json['@context']).toBe('https://schema.org');
    expect(html).not.toContain('name="robots"');
  });

  it("a product's JSON-LD rating is its customers': none before its first review", () => {
    const ld = (product: Parameters<typeof makeProduct>[0]) =>
      JSON.parse(
        /<script type="application\/ld\+json" data-head>(.*)<\/script>/.exec(
          headHtml(productHead(makeProduct(product)), origin),
        )![1],
      );
    expect(ld({ rating: 4.5, reviewCount: 128 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 128,
      bestRating: 5,
      worstRating: 1,
    });
    const newProduct = ld({ rating: 0, reviewCount: 0, image: '', images: [] });
    expect(newProduct.aggregateRating).toBeUndefined();
    expect(newProduct.image).toBeUndefined();
    expect(newProduct.offers.price).toBeDefined();
  });

  it('a product with only vector images falls back to the shop icon (link previews ignore SVG)', () => {
    const meta = productHead(makeProduct({ image: '/uploads/box.svg', images: [] }));
    expect(headHtml(meta, origin)).toContain(`content="${origin}/icons/icon-512.png"`);
  });

  it('"Produit non trouvé" and the pages marked noindex are kept out of search engines', () => {
    expect(headHtml(productNotFoundHead('/product/999'), origin)).toContain(
      '<meta name="robots" content="noindex" data-head>',
    );
    applyHead({ title: 'Panier', description: 'Votre panier', path: '/cart', noindex: true });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Votre panier');
    applyHead({ title: 'Contact', description: 'Contactez-nous', path: '/contact' });
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe('Contact · BoxPlaisir');
  });
});
