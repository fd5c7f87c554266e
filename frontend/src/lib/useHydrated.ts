import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once React owns the page. Controls
 * that only work through React (adding to the cart) stay disabled until then: a click on the
 * server's markup before the scripts run would otherwise be lost without a word.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
