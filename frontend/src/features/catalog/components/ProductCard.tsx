import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Stars } from '../../../components/Stars';
import { Skeleton } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { useAddToCart } from '../../cart';
import { responsiveImage } from '../../../lib/images';
import { useHydrated } from '../../../lib/useHydrated';
import { cartProduct } from '../cartProduct';
import type { Product } from '../types';
import './product-card.css';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../lib/figures';

/** The review count shown: 12 when a product has none yet (docs/design/catalogue.md). */
export function displayedReviewCount(product: Pick<Product, 'reviewCount'>): number {
  return product.reviewCount > 0 ? product.reviewCount : 12;
}

/**
 * `priority`: one of the first cards of a list, in view on arrival (the page's largest image is one of
 * them): fetched at once and first, never lazily.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const addToCart = useAddToCart();
  const hydrated = useHydrated();
  const Heading = `h${headingLevel}` as const;
  const href = `/product/${product.id}`;
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {/* A draft's preview in the back office may have no picture yet: its empty frame, no broken image. */}
        {product.image && (
          <img
            {...responsiveImage(product.image, '(max-width: 640px) 50vw, (max-width: 1100px) 33vw, 300px', 600)}
            alt=""
            width="400"
            height="400"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        )}
      </Link>
      <div className="product-card__badges">
        {product.isNew && <span className="badge badge--new">Nouveau</span>}
        {!product.inStock && <span className="badge badge--muted">Rupture de stock</span>}
      </div>
      <div className="product-card__body">
        <span className="tag">{product.category}</span>
        <Heading className="product-card__title">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <Stars rating={product.rating} count={displayedReviewCount(product)} size={14} />
        <div className="product-card__price-row">
          <span className="price">{formatMoney(product.price)}</span>
          {product.hasSubscriptionOption && (
            <span
              className="product-card__sub"
              title={`Disponible en abonnement à -${SUBSCRIPTION_DISCOUNT_PERCENT} %`}
            >
              <Icon name="refresh" size={14} />
              Abonnement
            </span>
          )}
        </div>
        <button
          type="button"
          className="btn btn--primary btn--md product-card__add"
          disabled={!product.inStock || !hydrated}
          aria-label={`Ajouter au panier : ${product.name}`}
          onClick={() => addToCart(cartProduct(product))}
        >
          <Icon name="cart" size={18} />
          Ajouter au panier
        </button>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <Skeleton className="product-card__media" height="auto" />
      <div className="product-card__body">
        <Skeleton width="40%" height="1.2rem" radius="999px" />
        <Skeleton width="75%" height="1.5rem" />
        <Skeleton width="55%" height="1rem" />
        <Skeleton width="35%" height="1.4rem" />
        <Skeleton width="100%" height="2.75rem" radius="var(--radius-md)" />
      </div>
    </div>
  );
}

/** The cards of a grid's first row on a phone (two columns): in view on arrival. */
const PRIORITY_CARDS = 2;

export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 4,
  headingLevel,
  belowTheFold = false,
}: {
  products: Product[] | undefined;
  loading?: boolean;
  skeletonCount?: number;
  headingLevel?: 2 | 3;
  /** A grid never in view on arrival (below a product's details): no card of it is fetched early. */
  belowTheFold?: boolean;
}) {
  if (loading) {
    return (
      <div className="product-grid" role="status" aria-label="Chargement des produits">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className="product-grid" role="list">
      {(products ?? []).map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={!belowTheFold && index < PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
