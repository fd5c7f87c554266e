import { toast } from '../components/toast';
import type { RulesResponse } from '../features/rules';

/**
 * The notices of the route guards, which decide without asking the server (a stored token that has
 * expired, a back-office page for a customer), in the server's words for the server's rules (GET
 * /api/rules, `accounts`). Loaded only when one is shown: the first page carries none of it. (A
 * refused API call shows the refusal's own message: lib/api.ts.)
 */
export type AccountNotice = 'none' | 'expired' | 'invalid' | 'notAdmin';

/** The SPA's own words: no session at all, or one it cannot read. */
const SPA_NOTICES = {
  none: 'Vous devez être connecté pour accéder à cette page',
  invalid: "Problème d'authentification. Veuillez vous reconnecter.",
} as const;

export async function showAccountNotice(notice: AccountNotice, id: string): Promise<void> {
  if (notice === 'none' || notice === 'invalid') {
    toast.error(SPA_NOTICES[notice], { id });
    return;
  }
  // The served rules (public, cached by the browser for 5 minutes); offline, no notice is shown.
  const rules = await fetch(`${window.location.origin}/api/rules`)
    .then((response) => (response.ok ? (response.json() as Promise<RulesResponse>) : null))
    .catch(() => null);
  if (!rules) return;
  const { sessionExpiredMessage, adminOnlyMessage } = rules.accounts;
  toast.error(notice === 'expired' ? sessionExpiredMessage : adminOnlyMessage, { id });
}
