import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { startPwa } from './app/pwa/pwaState';
import { readServerApiState } from './app/ssrState';
import { makeStore, type RootState } from './app/store';
import { emptyCart, loadCart } from './features/cart';
import { readSession } from './lib/session';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/pages.css';

const container = document.getElementById('root')!;
const serverApi = readServerApiState();

if (serverApi) {
  // A catalogue page rendered by the server: the first render reproduces the server's (no cart, no
  // session: the server knows neither), then the shopper's own cart and session show up.
  const store = makeStore({ api: serverApi, cart: loadCart(), session: { current: readSession() } });
  const serverState: RootState = { ...store.getState(), cart: emptyCart, session: { current: null } };
  const router = createBrowserRouter(routes);
  hydrateRoot(
    container,
    <StrictMode>
      <App store={store} router={router} serverState={serverState} />
    </StrictMode>,
  );
} else {
  const store = makeStore();
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

startPwa();
