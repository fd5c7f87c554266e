import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadToasts } from './components/toast';
import { preloadMatchedPages } from './app/AppRoutes';
import { preloadCatalogPages } from './app/lazyPages';
import { routes } from './app/routes';
import { whenIdle } from './lib/idle';
import { startPwa } from './app/pwa/pwaState';
import { readServerApiState } from './app/ssrState';
import { makeStore, type RootState } from './app/store';
import { emptyCart, loadCart, preloadCartDrawer } from './features/cart';
import { readSession } from './lib/session';
import './styles/tokens.css';
import './styles/base.css';
// The stylesheets' order is the cascade's: keep it (each folder's sheets were one file, in this order).
import './styles/components/buttons.css';
import './styles/components/badges.css';
import './styles/components/forms.css';
import './styles/components/feedback.css';
import './styles/components/dialog.css';
import './styles/components/tabs-lists.css';
import './styles/components/widgets.css';
import './styles/layout/header.css';
import './styles/layout/footer.css';
import './styles/pages.css';
// The product zoom's own chunk loads when opened; its styles come with the page's (no late stylesheet).
import './features/catalog/components/product-zoom.css';

const container = document.getElementById('root')!;

const serverApi = readServerApiState();

if (serverApi) {
  // A catalogue page rendered by the server: the first render reproduces the server's (no cart, no
  // session: the server knows neither), then the shopper's own cart and session show up.
  const store = makeStore({ api: serverApi, cart: loadCart(), session: { current: readSession() } });
  const serverState: RootState = { ...store.getState(), cart: emptyCart, session: { current: null } };
  // Hydration starts at once (so the shopper's first clicks are replayed, not lost) but as a
  // transition: React works in slices between which the browser paints the server's HTML and
  // answers input. The page's screen (its own chunk) is fetched meanwhile: until it has come, the
  // server's markup of the page stays as it is, and hydrates then.
  void preloadMatchedPages(routes, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} serverState={serverState} />
      </StrictMode>,
    );
  });
} else {
  const store = makeStore();
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

startPwa();
// Toasts, the cart drawer and the other catalogue screens come once the page is up.
whenIdle(() => {
  void loadToasts();
  void preloadCartDrawer();
  void preloadCatalogPages();
});
