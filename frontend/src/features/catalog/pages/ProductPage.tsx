import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { Stars } from '../../../components/Stars';
import { useHead } from '../../../lib/head';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { displayedReviewCount } from '../components/ProductCard';
import { ProductGallery } from '../components/ProductGallery';
import { BuyRow, PurchaseOptions } from '../components/ProductPurchase';
import { ProductTabs } from '../components/ProductTabs';
import { RelatedProducts } from '../components/RelatedProducts';
import { RetryNotice } from '../../../components/RetryNotice';
import { useFavorite } from '../favorites';
import { parseProductId } from './productId';
import { productHead, productNotFoundHead } from '../head';
import type { Product } from '../types';
import { useProduct } from '../useProduct';
import { useProductPurchase } from '../useProductPurchase';
import { cartProduct } from '../cartProduct';
import './product-page.css';
import './product-gift.css';
import { FREE_SHIPPING_FROM, SUBSCRIPTION_DISCOUNT_PERCENT, WELCOME_OFFER } from '../../../lib/figures';

// The zoom and the share dialog load when the shopper opens them.
const ProductZoom = lazy(() => import('../components/ProductZoom').then((m) => ({ default: m.ProductZoom })));
const ShareDialog = lazy(() => import('../components/ShareDialog').then((m) => ({ default: m.ShareDialog })));
const GIFT_FORM_PARAM = 'offrir';
const GiftSubscriptionDialog = lazy(() =>
  import('../../gifts').then((m) => ({ default: m.GiftSubscriptionDialog })),
);

export function ProductPage() {
  const { id: rawId } = useParams();
  const id = parseProductId(rawId);
  const { data: product, isLoading, isError, error, refetch, missing: notFound } = useProduct(id);

  useHead(notFound ? productNotFoundHead(`/product/${rawId ?? ''}`) : product ? productHead(product) : null);

  if (notFound) return <ProductNotFound />;
  if (isError) {
    return (
      <div className="container page">
        <RetryNotice onRetry={refetch}>
          <p>{errorMessage(error, 'Impossible de charger ce produit. Veuillez réessayer.')}</p>
        </RetryNotice>
      </div>
    );
  }
  if (isLoading || !product) return <ProductSkeleton />;
  return <ProductDetail key={product.id} product={product} />;
}

function ProductNotFound() {
  return (
    <div className="container page">
      <div className="empty-state empty-state--page">
        <Icon name="box" size={48} />
        <h1 className="empty-state__title">Produit non trouvé</h1>
        <p>Cette box n'existe pas ou n'est plus disponible.</p>
        <ButtonLink to="/category">Voir toutes nos box</ButtonLink>
      </div>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="container page product" role="status" aria-label="Chargement du produit">
      <div className="product__top">
        <Skeleton className="product-gallery__main" height="auto" radius="var(--radius-lg)" />
        <div className="product__info">
          <Skeleton width="30%" height="1.4rem" radius="999px" />
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="40%" height="1.2rem" />
          <Skeleton width="25%" height="2rem" />
          <Skeleton width="100%" height="6rem" />
        </div>
      </div>
    </div>
  );
}

/** The first sentences of the description (about 160 characters), shown beside the gallery. */
export function summary(description: string, target = 160): string {
  const sentences = description.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [description];
  let text = '';
  for (const sentence of sentences) {
    if (text && text.length + sentence.length > target) break;
    text += sentence;
  }
  return text.trim() || description;
}

function ProductDetail({ product }: { product: Product }) {
  const images = (product.images?.length ? product.images : [product.image]).filter((url) => url !== '');
  const [imageIndex, setImageIndex] = useState(0);
  const [shareOpen, setShareOpen] = useState(false);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [isFavorite, toggleFavorite] = useFavorite(product.id);
  const purchase = useProductPurchase(product);
  const { stock, subscribed, unitPrice } = purchase;
  const reviewCount = displayedReviewCount(product);
  // 'Offrir un abonnement' opens with ?offrir (the cart's giftFormLink; 'Modifier le cadeau' names its line).
  // The word is written here so that the page's first download stays within its budget.
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const giftOpen = product.hasSubscriptionOption && searchParams.has(GIFT_FORM_PARAM);
  const editedGift = (location.state as { giftLine?: unknown } | null)?.giftLine;
  const openGift = () => setSearchParams({ [GIFT_FORM_PARAM]: '' }, { replace: true });
  const closeGift = () => setSearchParams({}, { replace: true });

  const onFavorite = () => {
    const now = toggleFavorite();
    toast.success(now ? `${product.name} ajouté à vos favoris` : `${product.name} retiré de vos favoris`);
  };

  return (
    <div className="container page product">
      <div className="product__top">
        <ProductGallery
          product={product}
          images={images}
          imageIndex={imageIndex}
          setImageIndex={setImageIndex}
          onZoom={() => setZoomOpen(true)}
        />

        <div className="product__info">
          <Link to={`/category?category=${encodeURIComponent(product.category)}`} className="tag tag--link">
            {product.category}
          </Link>
          <h1 className="product__title">{product.name}</h1>
          <div className="product__rating">
            <Stars rating={product.rating} size={18} showValue count={reviewCount} />
          </div>
          <div className="product__price">
            <span className="price price--lg">{formatMoney(unitPrice)}</span>
            {subscribed && (
              <>
                <s className="price price--old" aria-label={`Prix normal ${formatMoney(product.price)}`}>
                  {formatMoney(product.price)}
                </s>
                <span className="badge badge--gold">-{SUBSCRIPTION_DISCOUNT_PERCENT}%</span>
              </>
            )}
          </div>
          <p className={`stock stock--${stock.tone}`}>
            <span className="stock__dot" aria-hidden="true" />
            {stock.text}
          </p>
          <p className="product__description">{summary(product.description)}</p>

          <PurchaseOptions product={product} purchase={purchase} />
          <BuyRow
            purchase={purchase}
            isFavorite={isFavorite}
            onFavorite={onFavorite}
            onShare={() => setShareOpen(true)}
          />

          {product.hasSubscriptionOption && (
            <div className="product__gift-offer">
              <p>Des box livrées chez qui vous voulez, payées en une fois.</p>
              <button type="button" className="btn btn--gold btn--md" onClick={openGift}>
                <Icon name="gift" size={18} />
                Offrir un abonnement
              </button>
            </div>
          )}

          <ul className="product__blurbs" role="list">
            <li>
              <Icon name="truck" size={20} />
              <span>
                <strong>Livraison 24h-48h</strong> {`· gratuite en Belgique dès ${FREE_SHIPPING_FROM}€`}
              </span>
            </li>
            <li>
              <Icon name="refresh" size={20} />
              <span>
                <strong>Retours gratuits</strong> · sous 30 jours
              </span>
            </li>
            <li>
              <Icon name="shield" size={20} />
              <span>
                <strong>Paiement sécurisé</strong> · Bancontact, carte, PayPal
              </span>
            </li>
          </ul>

          <div className="welcome-strip">
            <Icon name="sparkle" size={20} />
            <p>
              <strong>-{WELCOME_OFFER.percent}% sur votre première commande</strong> avec le code{' '}
              <strong className="code">{WELCOME_OFFER.code}</strong>
            </p>
          </div>
        </div>
      </div>

      <ProductTabs product={product} reviewCount={reviewCount} stockText={stock.text} />

      <RelatedProducts product={product} />
      <Suspense fallback={null}>
        {zoomOpen && (
          <ProductZoom
            open
            onClose={() => setZoomOpen(false)}
            images={images}
            index={imageIndex}
            onIndex={setImageIndex}
            name={product.name}
          />
        )}
        {giftOpen && (
          <GiftSubscriptionDialog
            product={cartProduct(product)}
            editing={typeof editedGift === 'string' ? editedGift : null}
            onClose={closeGift}
          />
        )}
        {shareOpen && (
          <ShareDialog
            open
            onClose={() => setShareOpen(false)}
            title={product.name}
            url={`${window.location.origin}/product/${product.id}`}
          />
        )}
      </Suspense>
    </div>
  );
}
