import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { Icon, type IconName } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import { useEndServerSession } from '../../auth';
import { clearSession, useSession } from '../../../lib/session';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
}

/** The sidebar's links, in order (docs/design/frontend.md); then the shop and the logout. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Tableau de bord', icon: 'box', end: true },
  { to: '/admin/users', label: 'Utilisateurs', icon: 'user' },
  { to: '/admin/create', label: 'Créer un utilisateur', icon: 'plus' },
  { to: '/admin/orders', label: 'Commandes', icon: 'truck' },
  { to: '/admin/subscriptions', label: 'Abonnements', icon: 'refresh' },
  { to: '/admin/gift-cards', label: 'Cartes cadeaux', icon: 'gift' },
  { to: '/admin/invoices', label: 'Factures', icon: 'copy' },
  { to: '/admin/withdrawals', label: 'Rétractations', icon: 'arrowLeft' },
  { to: '/admin/products', label: 'Produits', icon: 'tag' },
  { to: '/admin/image-editor', label: "Éditeur d'images", icon: 'sparkle' },
  { to: '/admin/gallery', label: "Galerie d'images", icon: 'gift' },
];

/**
 * The back office's frame: a sidebar (a collapsible bar on phones) and the page. The shop's header,
 * breadcrumb and footer are not shown here.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const endServerSession = useEndServerSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // A link followed on a phone closes the menu.
  const close = () => setMenuOpen(false);
  // Logout: the server ends the session at once (fire and forget); we leave for the shop and clear the
  // local session as the back office unmounts. Clearing it first would let the admin guard, still on
  // screen, send us to /login instead of the shop.
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (loggingOut.current) clearSession();
    },
    [],
  );
  const logout = () => {
    endServerSession();
    loggingOut.current = true;
    void navigate('/');
  };

  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <div className="admin__brand">
          <Logo to="/admin" light />
          <span className="admin__brand-tag">Administration</span>
          <button
            type="button"
            className="admin__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
            Menu
          </button>
        </div>
        <div id={navId} className={`admin__nav${menuOpen ? ' admin__nav--open' : ''}`}>
          <nav aria-label="Administration">
            <ul role="list">
              {ADMIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="admin__link" onClick={close}>
                    <Icon name={item.icon} size={18} />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin__footer">
            {session?.userName && (
              <p className="admin__who">
                <span className="admin__avatar" aria-hidden="true">
                  {session.userName.charAt(0).toUpperCase()}
                </span>
                <span>
                  <span className="admin__who-name">{session.userName}</span>
                  <span className="admin__who-email">{session.userEmail}</span>
                </span>
              </p>
            )}
            <NavLink to="/" className="admin__link" onClick={close}>
              <Icon name="arrowLeft" size={18} />
              Retour à la boutique
            </NavLink>
            <button type="button" className="admin__link admin__logout" onClick={logout}>
              <Icon name="lock" size={18} />
              Déconnexion
            </button>
          </div>
        </div>
      </aside>
      <main id="main" className="admin__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
