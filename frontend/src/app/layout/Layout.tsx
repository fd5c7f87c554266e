import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { Logo } from '../../components/Logo';
import { setApiNavigator } from '../../lib/api';
import { PaymentWatcher } from '../../features/payments';
import { isRouteHandle } from '../routeHandle';
import { SessionWatcher } from '../SessionWatcher';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';

const DEFAULT_TITLE = 'BoxPlaisir · Box cadeaux et abonnements belges';

function useDocumentTitle() {
  const matches = useMatches();
  const handles = matches.map((m) => m.handle).filter(isRouteHandle);
  const ownTitle = handles.some((h) => h.ownTitle);
  const title = [...handles].reverse().find((h) => h.title)?.title;
  useEffect(() => {
    if (ownTitle) return;
    document.title = title ? `${title} · BoxPlaisir` : DEFAULT_TITLE;
  }, [title, ownTitle]);
}

/** Everything every screen shares: toasts (top-right, 3 s), scroll restoration, the API's navigator. */
export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    setApiNavigator((to) => navigate(to));
  }, [navigate]);
  useDocumentTitle();
  return (
    <>
      <SessionWatcher />
      <PaymentWatcher />
      <Outlet />
      <Toaster position="top-right" duration={3000} richColors closeButton />
      <ScrollRestoration />
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
