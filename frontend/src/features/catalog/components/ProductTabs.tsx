import { Icon } from '../../../components/Icon';
import { Stars } from '../../../components/Stars';
import { Tabs } from '../../../components/Tabs';
import type { Product } from '../types';
import { FREE_SHIPPING_FROM, SHIPPING_FEE, SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../lib/figures';
import { formatDecimal } from '../../../lib/format';

/** Description, details, reviews and delivery, under the photo and the buy box. */
export function ProductTabs({
  product,
  reviewCount,
  stockText,
}: {
  product: Product;
  reviewCount: number;
  stockText: string;
}) {
  return (
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
                  Chaque box est préparée à la main dans notre atelier bruxellois et emballée avec soin, prête
                  à offrir.
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
                      {product.hasSubscriptionOption
                        ? `Disponible (-${SUBSCRIPTION_DISCOUNT_PERCENT}%)`
                        : 'Achat unique uniquement'}
                    </dd>
                  </div>
                  <div>
                    <dt>Disponibilité</dt>
                    <dd>{stockText}</dd>
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
                    <Icon name="check" size={16} />{' '}
                    {`Livraison standard en 2 à 3 jours ouvrables : ${SHIPPING_FEE} €, gratuite dès ${FREE_SHIPPING_FROM}€ d'achat en Belgique.`}
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
        <span className="reviews__score">{formatDecimal(product.rating, 1, true)}</span>
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
