import { HelpCard as SharedHelpCard } from '../../../components/HelpCard';
import { Icon } from '../../../components/Icon';
import { NewsletterForm } from '../../../components/NewsletterForm';
import { SUPPORT } from '../../../lib/contact';
import { FREQUENCY_CHOICES, SUBSCRIPTION_DISCOUNT_PERCENT, WELCOME_OFFER } from '../../../lib/figures';

export function PromoCard() {
  return (
    <aside className="promo-card" aria-labelledby="promo-card-title">
      <span className="promo-card__icon">
        <Icon name="sparkle" size={24} />
      </span>
      <h2 id="promo-card-title" className="promo-card__title">
        -{WELCOME_OFFER.percent}% sur votre première commande
      </h2>
      <p>
        Avec le code <strong className="code code--light">{WELCOME_OFFER.code}</strong>, à saisir dans votre
        panier.
      </p>
    </aside>
  );
}

export function HelpCard() {
  return (
    <SharedHelpCard title="Besoin d'aide pour choisir ?">
      Notre équipe vous conseille {SUPPORT.hours.toLowerCase()}.
    </SharedHelpCard>
  );
}

export function SubscriptionExplainer() {
  const points = [
    {
      icon: 'calendar' as const,
      title: 'Vous choisissez le rythme',
      text: `${FREQUENCY_CHOICES}.`,
    },
    {
      icon: 'sparkle' as const,
      title: `${SUBSCRIPTION_DISCOUNT_PERCENT} % d’économie`,
      text: 'Sur chaque box, à chaque livraison.',
    },
    {
      icon: 'refresh' as const,
      title: 'Sans engagement',
      text: 'Modifiable ou résiliable à tout moment depuis votre espace client.',
    },
  ];
  return (
    <section className="sub-explainer" aria-labelledby="sub-explainer-title">
      <div className="sub-explainer__head">
        <span className="badge badge--gold">-{SUBSCRIPTION_DISCOUNT_PERCENT}%</span>
        <h2 id="sub-explainer-title" className="section__title section__title--sm">
          Comment fonctionne l'abonnement ?
        </h2>
      </div>
      <ul role="list" className="sub-explainer__points">
        {points.map((point) => (
          <li key={point.title}>
            <span className="sub-explainer__icon">
              <Icon name={point.icon} size={22} />
            </span>
            <div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewsletterBlock() {
  return (
    <section className="banner newsletter-block" aria-labelledby="newsletter-block-title">
      <div>
        <h2 id="newsletter-block-title" className="newsletter-block__title">
          Ne manquez aucune nouveauté
        </h2>
        <p>Éditions limitées, box de saison et offres réservées aux abonnés de notre newsletter.</p>
      </div>
      <NewsletterForm variant="dark" />
    </section>
  );
}
