import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { closeDrawer, selectCartDrawer } from '../drawerSlice';

const loadPanel = () => import('./CartDrawerPanel');
const DrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.DrawerPanel })));

/** Fetches the drawer's chunk ahead of the first addition (when the browser is idle). */
export function preloadCartDrawer(): Promise<unknown> {
  return loadPanel();
}

/**
 * After 'Ajouter au panier': the line just added, the cart's subtotal (the server's quote) and
 * 'Procéder au paiement'. A non-modal panel under the header's cart (a sheet at the bottom on phones),
 * so the cart badge stays in view; Esc, 'Continuer mes achats', a click elsewhere or a new page close it.
 */
export function CartDrawer() {
  const drawer = useSelector(selectCartDrawer);
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  // The page each addition was made on: the drawer belongs to it.
  const [origin, setOrigin] = useState({ serial: drawer.serial, pathname });
  if (origin.serial !== drawer.serial) setOrigin({ serial: drawer.serial, pathname });
  const added = drawer.added;
  const samePage = origin.serial === drawer.serial ? origin.pathname === pathname : true;
  // On the cart page itself the cart shows the change.
  const open = added !== null && samePage && pathname !== '/cart';
  const close = useCallback(() => dispatch(closeDrawer()), [dispatch]);

  // Another page closes it.
  useEffect(() => {
    if (added && !samePage) dispatch(closeDrawer());
  }, [added, samePage, dispatch]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel key={drawer.serial} added={added} onClose={close} />
    </Suspense>
  );
}
