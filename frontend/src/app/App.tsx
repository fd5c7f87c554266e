import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ store, router }: { store: AppStore; router: Router }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
