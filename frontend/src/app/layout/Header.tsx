import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { useSession } from '../../lib/session';
import { CartDrawer, selectCartCount } from '../../features/cart';
import { SearchBox } from '../../features/catalog';
import { InstallButton } from '../pwa/PwaNotices';
import { AccountMenu } from './AccountMenu';
import { FREE_SHIPPING_FROM } from '../../lib/figures';

export const NAV_LINKS = [
  { to: '/', label: 'Accueil', end: true },
  { to: '/category', label: 'Nos box' },
  { to: '/how-it-works', label: 'Comment ça marche' },
  { to: '/about', label: 'À propos' },
  { to: '/contact', label: 'Contact' },
];

export function Header() {
  const count = useSelector(selectCartCount);
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);

  // The mobile menu closes when the page changes.
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const articles = count > 1 ? 'articles' : 'article';

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        Aller au contenu principal
      </a>
      <div className="announcement">
        <p className="container">
          <Icon name="truck" size={16} />
          <span>{`Livraison gratuite en Belgique dès ${FREE_SHIPPING_FROM}€ · Retours gratuits sous 30 jours`}</span>
        </p>
      </div>
      <div className="header-bar container">
        <button
          type="button"
          className="icon-btn header-bar__menu"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
        </button>
        <Logo />
        <InstallButton />
        <div className="header-bar__actions">
          <AccountMenu session={session} />
          <Link to="/cart" className="cart-link" aria-label={`Panier, ${count} ${articles}`}>
            <Icon name="cart" size={24} />
            <span
              data-testid="cart-count"
              className={`cart-link__count ${count === 0 ? 'cart-link__count--empty' : ''}`}
            >
              {count}
            </span>
          </Link>
          <CartDrawer />
        </div>
        <nav
          id="main-nav"
          className={`main-nav ${menuOpen ? 'main-nav--open' : ''}`}
          aria-label="Navigation principale"
        >
          <ul role="list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="main-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-bar__search">
          <SearchBox />
        </div>
      </div>
    </header>
  );
}
