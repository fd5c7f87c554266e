import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearSession, readSession, tokenState, useSession } from '../lib/session';

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
    // The notice and its words load only when needed (app/accountNotice.ts).
    void import('./accountNotice').then((m) => m.showAccountNotice(result, `guard-${result}`));
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
