import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { Stars } from '../../../components/Stars';
import { Tabs } from '../../../components/Tabs';
import { useHead } from '../../../app/head';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { FREQUENCIES, FREQUENCY_LABELS, useAddToCart, type Frequency } from '../../cart';
import { ProductGrid, displayedReviewCount } from '../components/ProductCard';
import { ProductZoom } from '../components/ProductZoom';
import { ShareDialog } from '../components/ShareDialog';
import { useGetProductQuery, useGetProductsQuery } from '../endpoints';
import { useFavorite } from '../favorites';
import { relatedQuery } from '../filters';
import { parseProductId } from './productId';
import { productHead, productNotFoundHead } from '../head';
import type { Product } from '../types';
import { responsiveImage } from '../../../lib/images';

export function ProductPage() {
  const { id: rawId } = useParams();
  const id = parseProductId(rawId);
  const { data: product, isLoading, isError, error, refetch } = useGetProductQuery(id ?? skipToken);
  const notFound = id === null || (isError && errorStatus(error) === 404);

  useHead(notFound ? productNotFoundHead(`/product/${rawId ?? ''}`) : product ? productHead(product) : null);

  if (notFound) return <ProductNotFound />;
  if (isError) {
    return (
      <div className="container page">
        <div className="notice notice--error" role="alert">
          <p>{errorMessage(error, 'Impossible de charger ce produit. Veuillez réessayer.')}</p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => refetch()}>
            Réessayer
          </button>
        </div>
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

function stockLine(product: Product): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (!product.inStock || product.stock <= 0) return { text: 'Rupture de stock', tone: 'out' };
  if (product.stock <= 10) return { text: `Plus que ${product.stock} en stock`, tone: 'low' };
  return { text: 'En stock', tone: 'ok' };
}

function ProductDetail({ product }: { product: Product }) {
  const images = product.images?.length ? product.images : [product.image];
  const [imageIndex, setImageIndex] = useState(0);
  const [isSubscription, setIsSubscription] = useState(false);
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [quantity, setQuantity] = useState(1);
  const [quantityText, setQuantityText] = useState('1');
  const [shareOpen, setShareOpen] = useState(false);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [isFavorite, toggleFavorite] = useFavorite(product.id);
  const addToCart = useAddToCart();
  const ids = { qty: useId(), freq: useId(), purchase: useId() };

  const stock = stockLine(product);
  const canBuy = stock.tone !== 'out';
  const maxQuantity = Math.max(1, product.stock || 1);
  const reviewCount = displayedReviewCount(product);
  const subscribed = isSubscription && product.hasSubscriptionOption;
  const unitPrice = subscribed ? (product.subscriptionPrice ?? product.price) : product.price;

  const setQty = (value: number) => {
    const next = Math.min(maxQuantity, Math.max(1, Math.floor(value)));
    setQuantity(next);
    setQuantityText(String(next));
  };

  const add = () => {
    if (!canBuy) return;
    addToCart({
      id: product.id,
      name: product.name,
      image: product.image,
      category: product.category,
      price: product.price,
      hasSubscriptionOption: product.hasSubscriptionOption,
      isSubscription: subscribed,
      frequency: subscribed ? frequency : undefined,
      quantity,
    });
  };

  const onFavorite = () => {
    const now = toggleFavorite();
    toast.success(now ? `${product.name} ajouté à vos favoris` : `${product.name} retiré de vos favoris`);
  };

  return (
    <div className="container page product">
      <div className="product__top">
        <div className="product-gallery">
          <div className="product-gallery__main">
            <img
              {...responsiveImage(images[imageIndex] ?? '', '(max-width: 900px) 100vw, 600px', 800)}
              alt={`${product.name} – image ${imageIndex + 1} sur ${images.length}`}
              width="600"
              height="600"
              onClick={() => setZoomOpen(true)}
            />
            <button
              type="button"
              className="icon-btn product-gallery__zoom"
              aria-label="Agrandir l'image"
              onClick={() => setZoomOpen(true)}
            >
              <Icon name="search" size={20} />
            </button>
            {product.isNew && <span className="badge badge--new product-gallery__badge">Nouveau</span>}
          </div>
          {images.length > 1 && (
            <ul className="product-gallery__thumbs" role="list" aria-label="Images du produit">
              {images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    className="product-gallery__thumb"
                    aria-pressed={index === imageIndex}
                    aria-label={`Afficher l'image ${index + 1} sur ${images.length}`}
                    onClick={() => setImageIndex(index)}
                  >
                    <img
                      {...responsiveImage(src, '120px', 150)}
                      alt=""
                      width="120"
                      height="120"
                      loading="lazy"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

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
                <span className="badge badge--gold">-15%</span>
              </>
            )}
          </div>
          <p className={`stock stock--${stock.tone}`}>
            <span className="stock__dot" aria-hidden="true" />
            {stock.text}
          </p>
          <p className="product__description">{summary(product.description)}</p>

          <fieldset className="purchase-options">
            <legend className="purchase-options__legend">Mode d'achat</legend>
            <label className={`purchase-option ${!subscribed ? 'purchase-option--active' : ''}`}>
              <input
                type="radio"
                name={ids.purchase}
                checked={!subscribed}
                onChange={() => setIsSubscription(false)}
              />
              <span className="purchase-option__text">
                <strong>Achat unique</strong>
                <span>Livraison en 24h-48h</span>
              </span>
              <span className="purchase-option__price">{formatMoney(product.price)}</span>
            </label>
            {product.hasSubscriptionOption && (
              <label className={`purchase-option ${subscribed ? 'purchase-option--active' : ''}`}>
                <input
                  type="radio"
                  name={ids.purchase}
                  checked={subscribed}
                  onChange={() => setIsSubscription(true)}
                />
                <span className="purchase-option__text">
                  <strong>
                    Abonnement <span className="badge badge--gold">-15%</span>
                  </strong>
                  <span>Sans engagement, résiliable à tout moment</span>
                </span>
                <span className="purchase-option__price">
                  {formatMoney(product.subscriptionPrice ?? product.price)}
                </span>
              </label>
            )}
            {subscribed && (
              <div className="field purchase-options__frequency">
                <label htmlFor={ids.freq} className="field__label">
                  Fréquence de livraison
                </label>
                <select
                  id={ids.freq}
                  className="input select"
                  value={frequency}
                  onChange={(e) => setFrequency(e.target.value as Frequency)}
                >
                  {FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {FREQUENCY_LABELS[f]}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </fieldset>

          <div className="product__buy">
            <div className="product__buy-main">
              <div className="quantity">
                <label htmlFor={ids.qty} className="visually-hidden">
                  Quantité
                </label>
                <button
                  type="button"
                  className="quantity__btn"
                  aria-label="Diminuer la quantité"
                  onClick={() => setQty(quantity - 1)}
                  disabled={quantity <= 1}
                >
                  <Icon name="minus" size={18} />
                </button>
                <input
                  id={ids.qty}
                  className="quantity__input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQuantity}
                  step={1}
                  value={quantityText}
                  onChange={(e) => {
                    setQuantityText(e.target.value);
                    const value = Number(e.target.value);
                    if (Number.isInteger(value) && value >= 1) setQuantity(Math.min(maxQuantity, value));
                  }}
                  onBlur={() => setQty(Number(quantityText) >= 1 ? Number(quantityText) : quantity)}
                />
                <button
                  type="button"
                  className="quantity__btn"
                  aria-label="Augmenter la quantité"
                  onClick={() => setQty(quantity + 1)}
                  disabled={quantity >= maxQuantity}
                >
                  <Icon name="plus" size={18} />
                </button>
              </div>
              <button
                type="button"
                className="btn btn--primary btn--lg product__add"
                disabled={!canBuy}
                onClick={add}
              >
                <Icon name="cart" size={20} />
                Ajouter au panier
              </button>
            </div>
            <div className="product__buy-extra">
              <button
                type="button"
                className={`icon-btn ${isFavorite ? 'icon-btn--active' : ''}`}
                aria-pressed={isFavorite}
                aria-label={isFavorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
                onClick={onFavorite}
              >
                <Icon name="heart" size={22} filled={isFavorite} />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label="Partager"
                onClick={() => setShareOpen(true)}
              >
                <Icon name="share" size={22} />
              </button>
            </div>
          </div>

          <ul className="product__blurbs" role="list">
            <li>
              <Icon name="truck" size={20} />
              <span>
                <strong>Livraison 24h-48h</strong> · gratuite en Belgique dès 50€
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
              <strong>-10% sur votre première commande</strong> avec le code{' '}
              <strong className="code">BIENVENUE</strong>
            </p>
          </div>
        </div>
      </div>

      <section className="product__tabs" aria-label="Informations sur le produit">
        <Tabs
          label="Informations sur le produit"
          tabs={[
            {
              id: 'description',
              label: 'Description',
              content: (
                <div className="prose">
                  <p>{product.description}</p>
                  <p>
                    Chaque box est préparée à la main dans notre atelier bruxellois et emballée avec soin,
                    prête à offrir.
                  </p>
                </div>
              ),
            },
            {
              id: 'details',
              label: 'Détails',
              content: (
                <div className="prose">
                  <h2 className="tabs__heading">Contenu de la box</h2>
                  <ul className="checklist" role="list">
                    {(product.contents ?? []).map((item) => (
                      <li key={item}>
                        <Icon name="check" size={16} /> {item}
                      </li>
                    ))}
                  </ul>
                  <dl className="details-list">
                    <div>
                      <dt>Catégorie</dt>
                      <dd>{product.category}</dd>
                    </div>
                    <div>
                      <dt>Abonnement</dt>
                      <dd>
                        {product.hasSubscriptionOption ? 'Disponible (-15%)' : 'Achat unique uniquement'}
                      </dd>
                    </div>
                    <div>
                      <dt>Disponibilité</dt>
                      <dd>{stock.text}</dd>
                    </div>
                  </dl>
                </div>
              ),
            },
            {
              id: 'reviews',
              label: 'Avis',
              content: <Reviews product={product} reviewCount={reviewCount} />,
            },
            {
              id: 'shipping',
              label: 'Livraison',
              content: (
                <div className="prose">
                  <ul className="checklist" role="list">
                    <li>
                      <Icon name="check" size={16} /> Livraison standard en 2 à 3 jours ouvrables : 4,99 €,
                      gratuite dès 50€ d'achat en Belgique.
                    </li>
                    <li>
                      <Icon name="check" size={16} /> Achat unique : expédition sous 24h-48h.
                    </li>
                    <li>
                      <Icon name="check" size={16} /> Livraison express en 1 jour ouvrable : 9,99 €.
                    </li>
                    <li>
                      <Icon name="check" size={16} /> Nous livrons en Belgique, en France, au Luxembourg, aux
                      Pays-Bas et en Allemagne.
                    </li>
                    <li>
                      <Icon name="check" size={16} /> Retours gratuits sous 30 jours.
                    </li>
                  </ul>
                </div>
              ),
            },
          ]}
        />
      </section>

      <RelatedProducts product={product} />
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
      {shareOpen && (
        <ShareDialog
          open
          onClose={() => setShareOpen(false)}
          title={product.name}
          url={`${window.location.origin}/product/${product.id}`}
        />
      )}
    </div>
  );
}

const SAMPLE_REVIEWS = [
  {
    author: 'Julie M.',
    rating: 5,
    text: 'Superbe présentation et des produits de grande qualité. Je recommande !',
  },
  {
    author: 'Marc D.',
    rating: 4,
    text: 'Très belle découverte, livraison rapide. Un ou deux produits de plus et ce serait parfait.',
  },
  {
    author: 'Nathalie P.',
    rating: 5,
    text: 'Offerte à ma sœur, elle était ravie. Le petit mot personnalisé était une belle attention.',
  },
];

function Reviews({ product, reviewCount }: { product: Product; reviewCount: number }) {
  return (
    <div className="reviews">
      <div className="reviews__summary">
        <span className="reviews__score">
          {product.rating.toLocaleString('fr-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <div>
          <Stars rating={product.rating} size={20} />
          <p>Basé sur {reviewCount} avis clients</p>
        </div>
      </div>
      <ul role="list" className="reviews__list">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.author} className="review">
            <div className="review__head">
              <strong>{review.author}</strong>
              <Stars rating={review.rating} size={14} />
            </div>
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RelatedProducts({ product }: { product: Product }) {
  const { data } = useGetProductsQuery(relatedQuery(product));
  const related = (data?.items ?? []).filter((p) => p.id !== product.id).slice(0, 3);
  if (related.length === 0) return null;
  return (
    <section className="section related" aria-labelledby="related-title">
      <h2 id="related-title" className="section__title section__title--sm">
        Vous aimerez aussi
      </h2>
      <ProductGrid products={related} />
    </section>
  );
}
