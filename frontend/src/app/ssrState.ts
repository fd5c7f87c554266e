import { api } from '../lib/api';
import { scriptSafeJson } from '../lib/head';
import type { RootState } from '../lib/storeTypes';

/** Id of the <script type="application/json"> that carries the server's data to the browser. */
export const SSR_STATE_ID = 'ssr-state';

interface DehydratedState {
  queries: RootState['api']['queries'];
}

/** What the browser needs to render the same page: the API answers the server used. */
export function dehydrateState(state: RootState): string {
  const dehydrated: DehydratedState = { queries: state.api.queries };
  return scriptSafeJson(dehydrated);
}

/**
 * The server's API answers (null when the page was not rendered on the server), as the `api`
 * part of a store's preloaded state.
 */
export function readServerApiState(doc: Document = document): RootState['api'] | null {
  const script = doc.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const { queries } = JSON.parse(script.textContent) as DehydratedState;
    const initial = api.reducer(undefined, { type: '@@ssr/init' });
    return { ...initial, queries };
  } catch {
    return null;
  }
}
