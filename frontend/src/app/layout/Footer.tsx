import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { NewsletterForm } from '../../components/NewsletterForm';
import { SupportEmail, SupportPhone } from '../../components/SupportContact';
import { COMPANY, SUPPORT } from '../../lib/contact';

const COLUMNS = [
  {
    title: 'Boutique',
    links: [
      { to: '/category', label: 'Nos box' },
      { to: '/subscription', label: 'Abonnement' },
      { to: '/carte-cadeau', label: 'Carte cadeau' },
      { to: '/how-it-works', label: 'Comment ça marche' },
      { to: '/blog', label: 'Blog' },
      { to: '/about', label: 'À propos' },
    ],
  },
  {
    title: 'Aide',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/shipping', label: 'Livraison' },
      { to: '/returns', label: 'Retours et remboursements' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { to: '/terms-of-service', label: 'Conditions générales de vente' },
      { to: '/privacy-policy', label: 'Politique de confidentialité' },
      { to: '/legal-notice', label: 'Mentions légales' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__newsletter">
        <div>
          <h2 className="site-footer__newsletter-title">Recevez nos nouveautés</h2>
          <p>Nouvelles box, éditions limitées et offres exclusives, une fois par mois.</p>
        </div>
        <NewsletterForm variant="dark" />
      </div>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo light />
          <p>
            Des box cadeaux et abonnements remplis de trésors d’artisans belges, préparés avec amour à
            Bruxelles.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__col">
            <h2 className="site-footer__title">{column.title}</h2>
            <ul role="list">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__col">
          <h2 className="site-footer__title">Service client</h2>
          <ul role="list" className="site-footer__contact">
            <li>
              <SupportEmail />
            </li>
            <li>
              <SupportPhone />
            </li>
            <li>
              <Icon name="clock" size={16} /> {SUPPORT.hours}
            </li>
            <li>
              <Icon name="box" size={16} /> {COMPANY.street}, {COMPANY.city}
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {COMPANY.name} · TVA {COMPANY.vat}
          </p>
          <p className="site-footer__payments">Paiement sécurisé : Bancontact · Visa · Mastercard · PayPal</p>
        </div>
      </div>
    </footer>
  );
}
