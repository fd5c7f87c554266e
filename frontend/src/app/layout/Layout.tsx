import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, type Location } from 'react-router';
import { Toaster } from 'sonner';
import { Logo } from '../../components/Logo';
import { setApiNavigator } from '../../lib/api';
import { PaymentWatcher } from '../../features/payments/PaymentWatcher';
import { applyHead, DEFAULT_DESCRIPTION } from '../head';
import { PwaNotices } from '../pwa/PwaNotices';
import { isRouteHandle } from '../routeHandle';
import { SessionWatcher } from '../SessionWatcher';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';

/** Title, description, canonical URL and Open Graph of routes whose page does not set its own. */
function useDocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handles = matches.map((m) => m.handle).filter(isRouteHandle);
  const ownTitle = handles.some((h) => h.ownTitle);
  const title = [...handles].reverse().find((h) => h.title)?.title;
  useEffect(() => {
    if (ownTitle) return;
    applyHead({ title, description: DEFAULT_DESCRIPTION, path: pathname });
  }, [title, ownTitle, pathname]);
}

/**
 * The history entry a page load starts on has no key of its own ('default'): every fresh load (a
 * link from a mail, the return from the payment page) would restore the position saved by an earlier
 * load. That entry is keyed by this load instead, so it opens at the top; back and forward, which
 * carry their entry's own key, restore where the shopper was.
 */
const PAGE_LOAD_KEY = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: Location) => (location.key === 'default' ? PAGE_LOAD_KEY : location.key);

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
      <PwaNotices />
      <Toaster
        position="top-right"
        duration={3000}
        richColors
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
      <ScrollRestoration getKey={scrollKey} />
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
