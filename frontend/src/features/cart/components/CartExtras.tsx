import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon';
import { useRules } from '../../rules';

/** Subscription savings, no commitment, managed from the customer area (docs/design/checkout.md). */
export function SubscriptionInfo() {
  const rules = useRules();
  return (
    <aside className="cart-info" aria-labelledby="cart-info-title">
      <span className="cart-info__icon">
        <Icon name="refresh" size={22} />
      </span>
      <div>
        <h2 id="cart-info-title" className="cart-info__title">
          L'abonnement
          {rules && ` : ${rules.subscriptionDiscountPercent} % d'économie sur chaque box`}
        </h2>
        <p>
          Sans engagement : vos abonnements sont modifiables ou résiliables à tout moment depuis votre espace
          client, <Link to="/abonnements">Mes abonnements</Link>.
        </p>
      </div>
    </aside>
  );
}

export function Reassurance() {
  const threshold = useRules()?.shipping.freeShippingThreshold;
  const items: { icon: IconName; title: string; text: string }[] = [
    { icon: 'lock', title: 'Paiement sécurisé', text: 'Carte bancaire, Bancontact et plus encore' },
    {
      icon: 'truck',
      title: threshold === undefined ? 'Livraison gratuite' : `Livraison gratuite dès ${threshold} €`,
      text: 'Partout en Belgique, en 24h-48h',
    },
    { icon: 'refresh', title: 'Retours gratuits sous 30 jours', text: 'Satisfait ou remboursé' },
  ];
  return (
    <ul role="list" className="reassurance">
      {items.map((item) => (
        <li key={item.title}>
          <Icon name={item.icon} size={20} />
          <span>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Two static suggestions (/product/3 and /product/4, docs/design/checkout.md). */
const SUGGESTIONS = [
  {
    id: 3,
    name: 'Box Découverte',
    category: 'Mensuelle',
    text: 'Gaufres, cuberdons, confitures locales : un tour de Belgique des saveurs.',
  },
  {
    id: 4,
    name: 'Box Édition Limitée Été',
    category: 'Édition limitée',
    text: "L'été en une box : serviette de plage, sirop rosé et thé glacé.",
  },
];

export function Suggestions() {
  return (
    <section className="cart-suggestions" aria-labelledby="cart-suggestions-title">
      <h2 id="cart-suggestions-title" className="cart-suggestions__title">
        Vous aimerez aussi
      </h2>
      <ul role="list" className="cart-suggestions__list">
        {SUGGESTIONS.map((s) => (
          <li key={s.id} className="suggestion">
            <Link to={`/product/${s.id}`} className="suggestion__link">
              <img src={`/images/products/${s.id}-1.svg`} alt="" width="88" height="88" loading="lazy" />
              <span className="suggestion__body">
                <span className="tag">{s.category}</span>
                <strong className="suggestion__name">{s.name}</strong>
                <span className="suggestion__text">{s.text}</span>
                <span className="link-arrow">
                  Découvrir <Icon name="chevronRight" size={16} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
