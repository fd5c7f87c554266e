import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { ButtonLink } from '../../../components/Button';
import { PasswordField } from '../../../components/PasswordField';
import { errorCode, errorMessage } from '../../../lib/api';
import {
  AuthCard,
  AuthStatus,
  CONFIRM_PASSWORD_FIELD,
  NEW_PASSWORD_FIELD,
  RequestNewLink,
  SubmitButton,
  bind,
} from '../components/AuthCard';
import { CriteriaMeter } from '../components/StrengthMeter';
import { useResetPasswordMutation } from '../endpoints';
import { AUTH_MESSAGES as M } from '../messages';
import { MIN_PASSWORD_LENGTH, PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '../passwordStrength';
import { secondsText, useCountdown } from '../useCountdown';
import '../auth.css';

type View = 'form' | 'success' | 'expired';

/** /reset-password/:token: choose a new password from the emailed link (valid 15 minutes, single use). */
export function ResetPasswordPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [view, setView] = useState<View>('form');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const warned = useRef(false);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast.error(M.resetTokenMissing, { id: 'reset-token' });
    navigate('/login', { replace: true });
  }, [token, navigate]);

  const goToLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const left = useCountdown(view === 'success', 5, goToLogin);

  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  const differ = confirm.length > 0 && password !== confirm;
  const canSubmit = password.length >= MIN_PASSWORD_LENGTH && password === confirm && !isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !canSubmit) return;
    try {
      await resetPassword({ token, password }).unwrap();
      setView('success');
    } catch (err) {
      const message = errorMessage(err, M.resetFailed);
      if (errorCode(err) === 'RESET_TOKEN_INVALID') {
        toast.error(M.resetExpired, { id: 'reset-result' });
        setView('expired');
        return;
      }
      toast.error(message, { id: 'reset-result' });
    }
  };

  if (view === 'success') {
    return (
      <AuthCard testId="reset-success">
        <AuthStatus icon="check" tone="success" title="Mot de passe réinitialisé" role="status">
          <p>
            Votre mot de passe a été réinitialisé. Vous pouvez vous connecter avec votre nouveau mot de passe.
          </p>
          <p data-testid="countdown">
            Vous allez être redirigé vers la page de connexion dans {secondsText(left)}.
          </p>
          <ButtonLink to="/login" variant="primary" replace>
            Se connecter maintenant
          </ButtonLink>
        </AuthStatus>
      </AuthCard>
    );
  }

  if (view === 'expired') {
    return (
      <AuthCard testId="reset-expired">
        <AuthStatus icon="clock" tone="error" title="Lien expiré" role="alert">
          <p>
            Ce lien de réinitialisation a expiré ou a déjà été utilisé. Pour votre sécurité, les liens de
            réinitialisation sont valables 15 minutes.
          </p>
          <RequestNewLink to="/login" state={{ mode: 'reset' }} />
        </AuthStatus>
      </AuthCard>
    );
  }

  return (
    <AuthCard testId="reset-form">
      <h1 className="auth-card__title">Nouveau mot de passe</h1>
      <p className="auth-card__lead">Choisissez un nouveau mot de passe pour votre compte.</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <PasswordField
          {...NEW_PASSWORD_FIELD}
          {...bind(password, setPassword)}
          id="reset-password"
          label="Nouveau mot de passe"
          error={tooShort ? PASSWORD_TOO_SHORT : undefined}
          after={<CriteriaMeter password={password} />}
        />
        <PasswordField
          {...CONFIRM_PASSWORD_FIELD}
          {...bind(confirm, setConfirm)}
          id="reset-confirm"
          error={differ ? PASSWORDS_DIFFER : undefined}
        />
        <SubmitButton busy={isLoading} busyLabel="Réinitialisation…" disabled={!canSubmit}>
          Réinitialiser le mot de passe
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
