import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { ButtonLink } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { errorStatus } from '../../../lib/api';
import { AuthCard, AuthStatus, RequestNewLink } from '../components/AuthCard';
import { useVerifyEmailMutation } from '../endpoints';
import { AUTH_MESSAGES as M } from '../messages';
import { secondsText, useCountdown } from '../useCountdown';
import '../auth.css';

export type VerificationState = 'processing' | 'success' | 'failed' | 'error';

export const VERIFICATION_REDIRECT = '/login?verification=success';

/** /email-verification?token=…: checks the emailed link once, then sends the customer to sign in. */
export function EmailVerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [verifyEmail] = useVerifyEmailMutation();
  const [state, setState] = useState<VerificationState>(token ? 'processing' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // a link is single use: never send it twice
    verifyEmail({ token })
      .unwrap()
      .then(() => setState('success'))
      .catch((err: unknown) => setState(errorStatus(err) === 400 ? 'failed' : 'error'));
  }, [token, verifyEmail]);

  const goToLogin = useCallback(() => navigate(VERIFICATION_REDIRECT, { replace: true }), [navigate]);
  const left = useCountdown(state === 'success', 5, goToLogin);

  return (
    <AuthCard testId={`verification-${state}`}>
      {state === 'processing' && (
        <div className="auth-status" role="status">
          <Spinner label="Vérification en cours…" size={48} />
          <h1 className="auth-card__title">Vérification de votre email</h1>
          <p>Merci de patienter quelques instants…</p>
        </div>
      )}
      {state === 'success' && (
        <AuthStatus icon="check" tone="success" title="Email vérifié !" role="status">
          <p>Votre email a été vérifié avec succès.</p>
          <p data-testid="countdown">
            Vous allez être redirigé vers la page de connexion dans {secondsText(left)}.
          </p>
          <ButtonLink to={VERIFICATION_REDIRECT} variant="primary" replace>
            Se connecter maintenant
          </ButtonLink>
        </AuthStatus>
      )}
      {(state === 'failed' || state === 'error') && (
        <AuthStatus
          icon="alert"
          tone="error"
          title={state === 'failed' ? 'Vérification échouée' : 'Une erreur est survenue'}
          role="alert"
        >
          <p>{state === 'failed' ? M.verifyFailed : M.verifyError}</p>
          {state === 'failed' ? (
            <RequestNewLink to="/login?verification=failed" />
          ) : (
            <ButtonLink to="/login" variant="primary">
              Retour à la connexion
            </ButtonLink>
          )}
        </AuthStatus>
      )}
    </AuthCard>
  );
}
