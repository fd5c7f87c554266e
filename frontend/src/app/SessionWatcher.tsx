import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../lib/useNavigate';
import { toast } from '../components/toast';
import { STORAGE_KEYS, readStorage } from '../lib/storage';
import { clearSession, tokenState } from '../lib/session';

export const WATCHER_MESSAGE = 'Votre session a expiré. Vous allez être redirigé vers la page de connexion.';
export const WATCH_INTERVAL_MS = 60_000;
export const REDIRECT_DELAY_MS = 2_000;

/** Pages where a stale token is simply dropped: the customer is signing in or following an emailed link. */
const QUIET_PATHS = ['/login', '/register', '/reset-password', '/auth/callback', '/email-verification'];

function isQuiet(path: string): boolean {
  return QUIET_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * The global expiry watcher (docs/design/accounts.md): every 60 s, when the tab becomes visible and when storage
 * changes, an expired token is removed; the customer is told and sent to /login 2 s later.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);

  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (tokenState(readStorage(STORAGE_KEYS.token)) !== 'expired') return;
      clearSession();
      if (isQuiet(pathRef.current)) return;
      toast.warning(WATCHER_MESSAGE, { id: 'session-watch' });
      clearTimeout(redirect);
      redirect = setTimeout(() => {
        if (pathRef.current !== '/login') navigate('/login');
      }, REDIRECT_DELAY_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const interval = setInterval(check, WATCH_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', check);
    return () => {
      clearInterval(interval);
      clearTimeout(redirect);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', check);
    };
  }, [navigate]);

  return null;
}
