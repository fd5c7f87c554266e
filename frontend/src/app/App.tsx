import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { HydrationGate } from '../lib/useHydrated';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';
import type { RootState } from '../lib/storeTypes';
import type { AppStore } from './store';

/** The SPA. `serverState` is the state the server rendered with, used while hydrating its HTML. */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      <HydrationGate hydrating={serverState !== undefined}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </HydrationGate>
    </Provider>
  );
}
