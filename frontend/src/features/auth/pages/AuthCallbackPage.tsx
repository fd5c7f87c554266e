import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Spinner } from '../../../components/Spinner';
import { decodeToken, homeAfterSignIn, saveSession } from '../../../lib/session';
import { AUTH_MESSAGES as M, AUTH_TOAST_MS } from '../messages';
import '../auth.css';

/** The provider's answer: the fragment (`#token=…`, our server) wins over the query (older links). */
export function readCallbackParams(search: string, hash: string) {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => fragment.get(key) ?? query.get(key);
  return {
    token: get('token'),
    error: get('error'),
    firstName: get('firstName') ?? '',
    lastName: get('lastName') ?? '',
    profilePicture: get('profilePicture'),
  };
}

/** /auth/callback: return page of Google sign-in (docs/design/accounts.md). */
export function AuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { token, error, firstName, lastName, profilePicture } = readCallbackParams(
      location.search,
      location.hash,
    );
    const opts = { duration: AUTH_TOAST_MS, id: 'auth-callback' };
    if (error) {
      toast.error(M.callbackGoogleError, opts);
      navigate('/login', { replace: true });
      return;
    }
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    if (!decodeToken(token)) {
      toast.error(M.tokenUnreadable, opts);
      navigate('/login', { replace: true });
      return;
    }
    const session = saveSession(token, { firstName, lastName, profilePicture }, true);
    toast.success(M.signedInGoogle, opts);
    navigate(homeAfterSignIn(session.isAdmin), { replace: true });
  }, [location.search, location.hash, navigate]);

  return (
    <div className="auth">
      <div className="auth-status">
        <Spinner label="Connexion en cours…" size={48} />
        <p>Connexion en cours…</p>
      </div>
    </div>
  );
}
