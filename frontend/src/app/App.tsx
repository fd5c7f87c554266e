import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore, RootState } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/** The SPA. `serverState` is the state the server rendered with, used while hydrating its HTML. */
export function App({
  store,
  router,
  serverState,
}: {
  store: AppStore;
  router: Router;
  serverState?: RootState;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </Provider>
  );
}
