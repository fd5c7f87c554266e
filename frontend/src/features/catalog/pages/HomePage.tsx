import { ButtonLink } from '../../../components/Button';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon';
import { Stars } from '../../../components/Stars';
import { errorMessage } from '../../../lib/api';
import { ProductGrid } from '../components/ProductCard';
import { RetryNotice } from '../../../components/RetryNotice';
import { useHead } from '../../../lib/head';
import { useGetProductsQuery } from '../endpoints';
import { HOME_QUERY } from '../filters';
import { homeHead } from '../head';
import './home.css';
import { FREE_SHIPPING_FROM, SUBSCRIPTION_DISCOUNT_PERCENT, WELCOME_OFFER } from '../../../lib/figures';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'gift',
    title: 'Choisissez votre box',
    text: 'Mensuelle, cadeau, premium ou édition limitée : trouvez la box qui vous ressemble.',
  },
  {
    icon: 'lock',
    title: 'Commandez en ligne',
    text: `En achat unique ou en abonnement à -${SUBSCRIPTION_DISCOUNT_PERCENT} %, avec un paiement 100 % sécurisé.`,
  },
  {
    icon: 'truck',
    title: 'Recevez-la chez vous',
    text: `Livraison en 24h-48h partout en Belgique, gratuite dès ${FREE_SHIPPING_FROM}€ d’achat.`,
  },
];

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'leaf',
    title: 'Artisans belges',
    text: 'Chocolatiers, brasseurs, confituriers : nous sélectionnons des produits locaux et de saison.',
  },
  {
    icon: 'truck',
    title: `Livraison offerte dès ${FREE_SHIPPING_FROM}€`,
    text: 'Expédition soignée en 24h-48h pour un achat unique, partout en Belgique.',
  },
  {
    icon: 'refresh',
    title: 'Retours gratuits sous 30 jours',
    text: 'Une box ne vous plaît pas ? Renvoyez-la sans frais pendant 30 jours.',
  },
  {
    icon: 'shield',
    title: 'Paiement sécurisé',
    text: 'Bancontact, carte bancaire et autres moyens de paiement, traités par Mollie.',
  },
];

const TESTIMONIALS = [
  {
    name: 'Sophie L.',
    city: 'Namur',
    rating: 5,
    text: 'Chaque mois, c’est une petite fête à la maison. Les produits sont délicieux et on découvre des artisans qu’on ne connaissait pas.',
  },
  {
    name: 'Thomas V.',
    city: 'Gand',
    rating: 5,
    text: 'J’ai offert une box à mes parents pour leur anniversaire : emballage superbe, livraison le lendemain. Ils ont adoré !',
  },
  {
    name: 'Amélie D.',
    city: 'Liège',
    rating: 4,
    text: 'L’abonnement est vraiment flexible : j’ai pu passer au rythme trimestriel en deux clics. Les spéculoos sont une tuerie.',
  },
];

export function HomePage() {
  const { data, isLoading, isError, error, refetch } = useGetProductsQuery(HOME_QUERY);
  useHead(homeHead());

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">Box cadeaux & abonnements belges</p>
            <h1 id="hero-title" className="hero__title">
              {`Livraison gratuite en Belgique dès ${FREE_SHIPPING_FROM}€`}
            </h1>
            <p className="hero__lead">
              Des box thématiques remplies de douceurs et de trouvailles d’artisans belges, à offrir ou à
              s’offrir. Achat unique ou abonnement à -{SUBSCRIPTION_DISCOUNT_PERCENT} %, sans engagement.
            </p>
            <div className="hero__actions">
              <ButtonLink to="/category" size="lg">
                Voir nos box
              </ButtonLink>
              <ButtonLink to="/how-it-works" size="lg" variant="secondary">
                En savoir plus
              </ButtonLink>
            </div>
            <ul className="hero__points" role="list">
              <li>
                <Icon name="truck" size={18} /> Livraison 24h-48h
              </li>
              <li>
                <Icon name="refresh" size={18} /> Retours gratuits 30 jours
              </li>
              <li>
                <Icon name="heart" size={18} /> Fait avec amour en Belgique
              </li>
            </ul>
          </div>
          <div className="hero__art" aria-hidden="true">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="popular-title">
        <div className="section__head">
          <div>
            <p className="eyebrow">Les favorites de nos clients</p>
            <h2 id="popular-title" className="section__title">
              Nos Box Populaires
            </h2>
          </div>
          <ButtonLink to="/category" variant="ghost" className="section__more">
            Voir toutes les box <Icon name="chevronRight" size={18} />
          </ButtonLink>
        </div>
        {isError ? (
          <RetryNotice onRetry={refetch}>
            <p>{errorMessage(error, 'Impossible de charger nos box pour le moment.')}</p>
          </RetryNotice>
        ) : (
          <ProductGrid products={data?.items.slice(0, 4)} loading={isLoading} skeletonCount={4} />
        )}
      </section>

      <section className="section section--tinted" aria-labelledby="how-title">
        <div className="container">
          <CenteredHead id="how-title" eyebrow="Simple comme bonjour" title="Comment ça marche" />
          <ol className="steps" role="list">
            {STEPS.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="step__icon">
                  <Icon name={step.icon} size={28} />
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section container" aria-labelledby="options-title">
        <CenteredHead
          id="options-title"
          title="Choisissez l'option qui vous convient"
          lead="Une envie ponctuelle ou le plaisir chaque mois : à vous de voir."
        />
        <div className="options">
          <article className="option-card">
            <span className="option-card__icon">
              <Icon name="gift" size={28} />
            </span>
            <h3 className="option-card__title">Achat unique</h3>
            <p>Parfait pour un cadeau ou pour se faire plaisir, sans aucun engagement.</p>
            <ul className="checklist" role="list">
              <li>
                <Icon name="check" size={16} /> Livraison en 24h-48h
              </li>
              <li>
                <Icon name="check" size={16} /> Message personnalisé possible
              </li>
              <li>
                <Icon name="check" size={16} /> Retours gratuits sous 30 jours
              </li>
            </ul>
            <ButtonLink to="/category" variant="secondary">
              Choisir une box
            </ButtonLink>
          </article>
          <article className="option-card option-card--featured">
            <span className="badge badge--gold option-card__badge">-{SUBSCRIPTION_DISCOUNT_PERCENT}%</span>
            <span className="option-card__icon">
              <Icon name="calendar" size={28} />
            </span>
            <h3 className="option-card__title">Abonnement flexible</h3>
            <p>Recevez votre box chaque mois, tous les 2 mois ou chaque trimestre, à prix réduit.</p>
            <ul className="checklist" role="list">
              <li>
                <Icon name="check" size={16} /> {SUBSCRIPTION_DISCOUNT_PERCENT} % d’économie sur chaque box
              </li>
              <li>
                <Icon name="check" size={16} /> Sans engagement, résiliable à tout moment
              </li>
              <li>
                <Icon name="check" size={16} /> Fréquence modifiable depuis votre espace client
              </li>
            </ul>
            <ButtonLink to="/category">S’abonner</ButtonLink>
          </article>
        </div>
        <p className="options__more">
          Vous ne savez pas quelle box choisir ? <Link to="/carte-cadeau">Offrez une carte cadeau</Link>
        </p>
      </section>

      <section className="section section--tinted" aria-labelledby="why-title">
        <div className="container">
          <CenteredHead id="why-title" title="Pourquoi choisir BoxPlaisir ?" />
          <ul className="benefits" role="list">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="benefit">
                <span className="benefit__icon">
                  <Icon name={benefit.icon} size={26} />
                </span>
                <h3 className="benefit__title">{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section container" aria-labelledby="reviews-title">
        <CenteredHead
          id="reviews-title"
          eyebrow="Ils nous font confiance"
          title="Ce que disent nos clients"
        />
        <ul className="testimonials" role="list">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="testimonial">
                <Stars rating={t.rating} size={16} />
                <blockquote>
                  <p>«&nbsp;{t.text}&nbsp;»</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__avatar" aria-hidden="true">
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <span className="testimonial__city">{t.city}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section section--last" aria-labelledby="welcome-title">
        <div className="banner welcome-banner">
          <div>
            <p className="eyebrow eyebrow--light">Offre de bienvenue</p>
            <h2 id="welcome-title" className="welcome-banner__title">
              -{WELCOME_OFFER.percent}% sur votre première commande
            </h2>
            <p>
              Utilisez le code <strong className="code">{WELCOME_OFFER.code}</strong> lors de votre commande.
            </p>
          </div>
          <ButtonLink to="/category" variant="gold" size="lg">
            J’en profite
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** A centred section heading: its eyebrow above and its lead below, when given. */
function CenteredHead({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="section__head section__head--center">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {lead && <p className="section__lead">{lead}</p>}
    </div>
  );
}

function HeroIllustration() {
  return (
    <svg viewBox="0 0 420 360" className="hero-illustration" role="presentation">
      <ellipse cx="210" cy="330" rx="170" ry="18" fill="#000" opacity="0.08" />
      <circle cx="320" cy="80" r="46" fill="var(--color-gold-soft)" />
      <g>
        <rect x="70" y="150" width="220" height="170" rx="10" fill="var(--color-primary)" />
        <rect x="60" y="120" width="240" height="48" rx="8" fill="var(--color-primary-strong)" />
        <rect x="166" y="120" width="28" height="200" fill="var(--color-gold)" />
        <path
          d="M180 120c-30-48-80-40-70-10 6 18 44 16 70 10zm0 0c30-48 80-40 70-10-6 18-44 16-70 10z"
          fill="none"
          stroke="var(--color-gold)"
          strokeWidth="10"
          strokeLinejoin="round"
        />
        <circle cx="180" cy="118" r="10" fill="var(--color-gold-strong)" />
      </g>
      <g transform="translate(270 200)">
        <rect width="110" height="120" rx="8" fill="var(--color-forest)" />
        <rect y="-22" width="110" height="30" rx="6" fill="#2d4d3f" />
        <rect x="45" y="-22" width="20" height="142" fill="var(--color-cream)" />
      </g>
      <g fill="var(--color-gold)">
        <path d="M40 90l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" />
        <path d="M370 170l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" />
        <path d="M250 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
    </svg>
  );
}
