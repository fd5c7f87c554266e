import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../components/toast';
import { clearSession, readSession, tokenState, useSession } from '../lib/session';

export const GUARD_MESSAGES = {
  none: 'Vous devez être connecté pour accéder à cette page',
  expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalid: "Problème d'authentification. Veuillez vous reconnecter.",
  notAdmin: 'Accès non autorisé. Cette page est réservée aux administrateurs.',
} as const;

type Verdict = 'ok' | 'none' | 'expired' | 'invalid' | 'notAdmin';

function verdict(adminOnly: boolean): Verdict {
  const session = readSession();
  const state = tokenState(session?.token ?? null);
  if (state !== 'valid') return state;
  if (adminOnly && !session?.isAdmin) return 'notAdmin';
  return 'ok';
}

function Guard({ adminOnly, children }: { adminOnly: boolean; children: ReactNode }) {
  useSession(); // re-check when the session changes
  const location = useLocation();
  const result = verdict(adminOnly);

  useEffect(() => {
    if (result === 'ok') return;
    if (result === 'expired' || result === 'invalid') clearSession();
    toast.error(GUARD_MESSAGES[result], { id: `guard-${result}` });
  }, [result]);

  if (result === 'ok') return <>{children}</>;
  if (result === 'notAdmin') return <Navigate to="/" replace />;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** Pages for signed-in customers (/profile, /orders, /favorites, /checkout). */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <Guard adminOnly={false}>{children}</Guard>;
}

/** The back office: signed in and administrator. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <Guard adminOnly>{children}</Guard>;
}
