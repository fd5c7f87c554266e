import { Suspense, type ReactNode } from 'react';
import { NavLink, Route, Routes, Navigate } from 'react-router';
import { Icon, type IconName } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { UnderConstruction } from '../../components/UnderConstruction';
import { Logo } from '../../components/Logo';
import { GalleryPage, ImageEditorPage } from '../media';
import './admin.css';

const NAV: { to: string; label: string; icon: IconName; end?: boolean }[] = [
  { to: '/admin', label: 'Tableau de bord', icon: 'box', end: true },
  { to: '/admin/orders', label: 'Commandes', icon: 'cart' },
  { to: '/admin/users', label: 'Utilisateurs', icon: 'user' },
  { to: '/admin/image-editor', label: "Éditeur d'images", icon: 'sparkle' },
  { to: '/admin/gallery', label: 'Galerie', icon: 'gift' },
];

/** The image tools are their own chunks inside the admin area. */
function MediaRoute({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="page-loading">
          <Spinner label="Chargement des outils d'image…" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The back office (lazy-loaded chunk: shoppers never download it). Screens arrive with the admin feature. */
export default function AdminApp() {
  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <Logo to="/admin" light />
        <nav aria-label="Administration">
          <ul role="list">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="admin__link">
                  <Icon name={item.icon} size={18} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavLink to="/" className="admin__link admin__back">
          <Icon name="chevronLeft" size={18} />
          Retour à la boutique
        </NavLink>
      </aside>
      <main id="main" className="admin__main">
        <Routes>
          <Route index element={<UnderConstruction title="Tableau de bord" />} />
          <Route path="orders/*" element={<UnderConstruction title="Commandes" />} />
          <Route path="users/*" element={<UnderConstruction title="Utilisateurs" />} />
          <Route
            path="image-editor"
            element={
              <MediaRoute>
                <ImageEditorPage />
              </MediaRoute>
            }
          />
          <Route
            path="gallery"
            element={
              <MediaRoute>
                <GalleryPage />
              </MediaRoute>
            }
          />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </main>
    </div>
  );
}
