import { Link } from 'react-router';
import { useRouteMatches } from '../AppRoutes';
import { Icon } from '../../components/Icon';
import { isRouteHandle, type Crumb } from '../routeHandle';

/** The trail of the current route: hidden on the home page and whenever it would have a single crumb. */
export function Breadcrumb() {
  const matches = useRouteMatches();
  const match = [...matches].reverse().find((m) => isRouteHandle(m.route.handle) && m.route.handle.crumbs);
  const trail = match && isRouteHandle(match.route.handle) ? match.route.handle.crumbs : undefined;
  if (!match || !trail || match.pathname === '/') return null;
  const crumbs: Crumb[] = [{ label: 'Accueil', to: '/' }, ...trail(match.params)];
  if (crumbs.length <= 1) return null;
  return (
    <nav className="breadcrumb container" aria-label="Fil d'Ariane">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={index}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
              {!last && <Icon name="chevronRight" size={14} className="breadcrumb__sep" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
