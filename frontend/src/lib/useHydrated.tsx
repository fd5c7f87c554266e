import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True outside a hydrating page: a page rendered in the browser owns its controls at once. */
const HydratedContext = createContext(true);

/**
 * Wraps a page React hydrates (`hydrating`): false in the server's HTML and while React hydrates it,
 * true once React owns the page. The change comes as a transition, so the controls it enables are
 * rendered again a slice at a time rather than in one long task of a phone's main thread.
 */
export function HydrationGate({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * Whether React owns the page. Controls that only work through React (adding to the cart) stay
 * disabled until then: a click on the server's markup before the scripts run would otherwise be
 * lost without a word.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
