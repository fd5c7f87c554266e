import { lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useNavigate } from '../../lib/useNavigate';
import { Toaster } from '../../components/toast';
import { Logo } from '../../components/Logo';
import { setApiNavigator } from '../../lib/api';
import { useHead } from '../../lib/head';
import { PwaNotices } from '../pwa/PwaNotices';
import { routeHead } from '../routeHead';
import { AfterIdle } from '../AfterIdle';
import { useRouteMatches } from '../AppRoutes';
import { ScrollRestorer } from './ScrollRestorer';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';

// The watchers of the session's expiry and of payments (checkout code) draw nothing: they come once
// the page is up, no first page needs their code.
const SessionWatcher = lazy(() => import('../SessionWatcher').then((m) => ({ default: m.SessionWatcher })));
const PaymentWatcher = lazy(() =>
  import('../../features/payments/PaymentWatcher').then((m) => ({ default: m.PaymentWatcher })),
);

/** Title, description, canonical URL, Open Graph and indexing of routes whose page does not set its own. */
function useRouteHead() {
  const matches = useRouteMatches();
  const { pathname } = useLocation();
  useHead(routeHead(matches, pathname));
}

/** Everything every screen shares: toasts (top-right, 3 s), scroll restoration, the API's navigator. */
export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    setApiNavigator((to) => navigate(to));
  }, [navigate]);
  useRouteHead();
  return (
    <>
      <AfterIdle>
        <SessionWatcher />
        <PaymentWatcher />
      </AfterIdle>
      <Outlet />
      <PwaNotices />
      <Toaster
        position="top-right"
        duration={3000}
        richColors
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
      <ScrollRestorer />
    </>
  );
}

/** The shop's layout: header, breadcrumb, page, footer. */
export function ShopLayout() {
  return (
    <div className="app">
      <Header />
      <Breadcrumb />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Sign-in, registration and e-mail verification: no header, breadcrumb or footer; just the logo. */
export function BareLayout() {
  return (
    <div className="bare">
      <header className="bare__top">
        <Logo />
      </header>
      <main id="main" className="bare__main">
        <Outlet />
      </main>
    </div>
  );
}
