import emptyCartMessage from '../../../generated/rules/emptyCartMessage.json';
import { errorStatus } from '../../lib/api';
import { tokenState } from '../../lib/session';
import { incompleteProfileMessage, missingCheckoutInfo, type UserProfile } from '../profile';

export const CHECKOUT_MESSAGES = {
  empty: emptyCartMessage,
  signIn: 'Veuillez vous connecter pour finaliser votre commande',
  profileError: 'Une erreur est survenue. Veuillez réessayer.',
} as const;

/** Where the profile screen opens in checkout mode. */
export const PROFILE_CHECKOUT_PATH = '/profile?checkout=pending';

export type CheckoutOutcome =
  'empty' | 'signIn' | 'profileError' | 'sessionEnded' | 'incompleteProfile' | 'checkout';

export interface CheckoutDeps {
  itemCount: number;
  /** The stored token (localStorage 'token'), or null for a visitor. */
  token: string | null;
  /** GET /api/users/profile; rejects with the API error. */
  loadProfile: () => Promise<UserProfile>;
  notify: {
    error: (message: string) => void;
    warning: (message: string) => void;
    info: (message: string) => void;
  };
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** Called for a token that is expired or unreadable before the shopper is sent to sign in. */
  clearSession: () => void;
}

/**
 * 'Procéder au paiement' (docs/design/checkout.md), checks in this order:
 * 1. empty cart → error; 2. not signed in → warning and /login, remembering /cart (the route
 * guards' `state.from`); 3. the profile must hold what missingCheckoutInfo asks for →
 * otherwise info listing what is missing and the profile screen in checkout mode;
 * then /checkout.
 */
export async function proceedToCheckout(deps: CheckoutDeps): Promise<CheckoutOutcome> {
  const { notify, navigate } = deps;
  if (deps.itemCount <= 0) {
    notify.error(CHECKOUT_MESSAGES.empty);
    return 'empty';
  }

  const session = tokenState(deps.token);
  if (session !== 'valid') {
    if (session !== 'none') deps.clearSession();
    notify.warning(CHECKOUT_MESSAGES.signIn);
    navigate('/login', { state: { from: '/cart' } });
    return 'signIn';
  }

  let profile: UserProfile;
  try {
    profile = await deps.loadProfile();
  } catch (error) {
    const status = errorStatus(error);
    // 401/403: the API layer has already ended the session and sent the shopper to sign in.
    if (status === 401 || status === 403) return 'sessionEnded';
    notify.error(CHECKOUT_MESSAGES.profileError);
    return 'profileError';
  }

  const missing = missingCheckoutInfo(profile);
  if (missing.length > 0) {
    notify.info(incompleteProfileMessage(missing));
    navigate(PROFILE_CHECKOUT_PATH);
    return 'incompleteProfile';
  }
  navigate('/checkout');
  return 'checkout';
}
