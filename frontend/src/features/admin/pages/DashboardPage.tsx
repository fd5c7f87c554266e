import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon';
import { useSession } from '../../../lib/session';
import { AdminPageHeader, CreateUserLink } from '../components/AdminPageHeader';
import { RestockOrdersList, RevenueStatsCard } from '../orders';
import { LowStockCard } from '../products';
import { SubscriptionStatsCard } from '../subscriptions';
import '../subscriptions/subscriptions.css';

interface Card {
  title: string;
  text: string;
  icon: IconName;
  to?: string;
  action?: string;
  /** A live card (the statistics) instead of a link. */
  body?: () => ReactNode;
  tone: 'plum' | 'gold' | 'forest' | 'sky' | 'muted';
}

/** The dashboard's cards (docs/design/frontend.md); the statistics card shows the figures and a 30-day revenue chart. */
const CARDS: Card[] = [
  {
    title: 'Gestion des utilisateurs',
    text: 'Rechercher, modifier, créer ou supprimer les comptes clients et administrateurs.',
    icon: 'user',
    to: '/admin/users',
    action: 'Gérer les utilisateurs',
    tone: 'plum',
  },
  {
    title: 'Gestion des commandes',
    text: 'Suivre les commandes et mettre à jour les statuts, du paiement à la livraison.',
    icon: 'truck',
    to: '/admin/orders',
    action: 'Mettre à jour les statuts',
    tone: 'gold',
  },
  {
    title: 'Abonnements',
    text: 'Revenu mensuel récurrent, abonnements actifs, en pause ou suspendus.',
    icon: 'refresh',
    to: '/admin/subscriptions',
    action: 'Gérer les abonnements',
    tone: 'sky',
    body: () => (
      <>
        <SubscriptionStatsCard />
        <Link to="/admin/subscriptions" className="admin-card__link">
          Gérer les abonnements
          <Icon name="chevronRight" size={16} />
        </Link>
      </>
    ),
  },
  {
    title: 'Gestion des produits',
    text: 'Créer et modifier les box, leurs photos, leur prix et leur stock ; publier ou archiver.',
    icon: 'tag',
    to: '/admin/products',
    action: 'Gérer les produits',
    tone: 'forest',
  },
  {
    title: 'Stock bas',
    text: 'Produits dont moins de 5 unités sont disponibles, et commandes créées sans stock suffisant.',
    icon: 'alert',
    tone: 'gold',
    body: () => (
      <>
        <LowStockCard />
        <h3 className="admin-card__subtitle">À réapprovisionner</h3>
        <RestockOrdersList />
      </>
    ),
  },
  {
    title: "Éditeur d'images",
    text: 'Recadrer, retoucher et exporter les photos des box en 800 × 800.',
    icon: 'sparkle',
    to: '/admin/image-editor',
    action: "Ouvrir l'éditeur",
    tone: 'forest',
  },
  {
    title: "Galerie d'images",
    text: 'Retrouver, trier et télécharger les images enregistrées dans ce navigateur.',
    icon: 'gift',
    to: '/admin/gallery',
    action: 'Voir la galerie',
    tone: 'sky',
  },
  {
    title: 'Statistiques',
    text: "Chiffre d'affaires, panier moyen et évolution des ventes.",
    icon: 'star',
    tone: 'plum',
    body: () => <RevenueStatsCard />,
  },
];

export default function DashboardPage() {
  const session = useSession();
  const firstName = session?.userName.split(' ')[0];
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Tableau de bord"
        lead={
          <>
            {firstName ? `Bonjour ${firstName}, ` : 'Bonjour, '}
            voici les outils pour faire tourner la boutique.
          </>
        }
        action={<CreateUserLink />}
      />
      <ul role="list" className="admin-cards">
        {CARDS.map((card) => (
          <li
            key={card.title}
            className={`admin-card admin-card--${card.tone}${card.to || card.body ? '' : ' admin-card--disabled'}`}
            aria-disabled={card.to || card.body ? undefined : true}
          >
            <span className="admin-card__icon" aria-hidden="true">
              <Icon name={card.icon} size={26} />
            </span>
            <h2 className="admin-card__title">{card.title}</h2>
            <p className="admin-card__text">{card.text}</p>
            {card.body ? (
              card.body()
            ) : card.to ? (
              <Link to={card.to} className="admin-card__link">
                {card.action}
                <Icon name="chevronRight" size={16} />
              </Link>
            ) : (
              <span className="admin-card__soon">Bientôt disponible</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
