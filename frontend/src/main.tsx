import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadToasts } from './components/toast';
import { preloadMatchedPages } from './app/AppRoutes';
import { CATALOG_PAGE_PRELOADS } from './app/lazyPages';
import { routes } from './app/routes';
import { whenIdle } from './lib/idle';
import { startPwa } from './app/pwa/pwaState';
import { readServerApiState } from './app/ssrState';
import { makeStore } from './app/store';
import type { RootState } from './lib/storeTypes';
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

/** Lets the browser paint and answer input before the next step: each step is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A catalogue page rendered by the server: the first render reproduces the server's (no cart, no
 * session: the server knows neither), then the shopper's own cart and session show up. Its steps
 * are tasks of their own, and hydration a transition: React works in slices between which the
 * browser paints the server's HTML and answers input, so a phone's main thread is never held long.
 */
async function hydrateServerPage(serverApi: RootState['api']): Promise<void> {
  await nextTask();
  // The page's screen (its own chunk, preloaded by the page's head): until it has come, the server's
  // markup of the page stays as it is, and hydrates then.
  void preloadMatchedPages(routes, window.location.pathname);
  await nextTask();
  const store = makeStore({ api: serverApi, cart: loadCart(), session: { current: readSession() } });
  const serverState: RootState = { ...store.getState(), cart: emptyCart, session: { current: null } };
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} serverState={serverState} />
      </StrictMode>,
    );
  });
}

const initialServerApi = readServerApiState();

if (initialServerApi) {
  void hydrateServerPage(initialServerApi);
} else {
  const store = makeStore();
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

startPwa();
// Toasts, the cart drawer and the other catalogue screens come once the page is up, each in an idle
// moment of its own (fetched and run together, they held a phone's main thread for about 25 ms).
for (const load of [loadToasts, preloadCartDrawer, ...CATALOG_PAGE_PRELOADS]) whenIdle(() => void load());
