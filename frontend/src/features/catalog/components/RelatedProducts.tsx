import { useGetProductsQuery } from '../endpoints';
import { relatedQuery } from '../filters';
import type { Product } from '../types';
import { ProductGrid } from './ProductCard';

/** Up to three boxes of the same category, under the product. */
export function RelatedProducts({ product }: { product: Product }) {
  const { data } = useGetProductsQuery(relatedQuery(product));
  const related = (data?.items ?? []).filter((p) => p.id !== product.id).slice(0, 3);
  if (related.length === 0) return null;
  return (
    <section className="section related" aria-labelledby="related-title">
      <h2 id="related-title" className="section__title section__title--sm">
        Vous aimerez aussi
      </h2>
      <ProductGrid products={related} belowTheFold />
    </section>
  );
}
