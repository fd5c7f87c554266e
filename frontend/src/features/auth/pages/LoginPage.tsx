import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { Checkbox, TextField } from '../../../components/Field';
import { PasswordField } from '../../../components/PasswordField';
import { errorCode, errorMessage } from '../../../lib/api';
import { decodeToken, homeAfterSignIn, saveSession } from '../../../lib/session';
import { AuthCard, AuthStatus, EMAIL_FIELD, SubmitButton, bind } from '../components/AuthCard';
import { GoogleButton } from '../components/GoogleButton';
import { forgetReturnPath, rememberedReturnPath } from '../returnPath';
import { useForgotPasswordMutation, useResendVerificationMutation, useSignInMutation } from '../endpoints';
import { AUTH_MESSAGES as M, AUTH_TOAST_MS } from '../messages';
import '../auth.css';

export type LoginMode = 'login' | 'reset' | 'resend';

const ERROR_MESSAGES: Record<string, string> = {
  auth_failed: M.authFailed,
  google_auth_failed: M.googleFailed,
  google_auth_not_configured: M.googleNotConfigured,
};

/** Where to go after signing in: the guard's `state.from`, else `?redirect=`. */
function useReturnPath(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  if (state && typeof state.from === 'string') return state.from;
  return params.get('redirect');
}

/** /login: sign-in, password-reset request and verification resend on one screen (docs/design/accounts.md). */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const location = useLocation();
  const [mode, setMode] = useState<LoginMode>(() => {
    if (params.get('verification') === 'failed') return 'resend';
    return (location.state as { mode?: unknown } | null)?.mode === 'reset' ? 'reset' : 'login';
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Ticked by default: the session survives closing the browser unless the shopper unticks it.
  const [remember, setRemember] = useState(true);
  const [otherEmail, setOtherEmail] = useState('');
  const [sent, setSent] = useState<{ reset: boolean; resend: boolean }>({ reset: false, resend: false });
  const [googleHidden] = useState(() => params.get('error') === 'google_auth_not_configured');
  const handled = useRef(false);

  const [signIn, signInState] = useSignInMutation();
  const [forgotPassword, forgotState] = useForgotPasswordMutation();
  const [resendVerification, resendState] = useResendVerificationMutation();

  // Query parameters: messages from the verification page, the provider return, or a legacy token.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const opts = { duration: AUTH_TOAST_MS };
    const token = params.get('token');
    if (token) {
      const payload = decodeToken(token);
      if (!payload) {
        toast.error(M.tokenUnreadable, { ...opts, id: 'login-token' });
      } else {
        const session = saveSession(
          token,
          {
            firstName: params.get('firstName') ?? '',
            lastName: params.get('lastName') ?? '',
            profilePicture: params.get('profilePicture'),
          },
          true,
        );
        toast.success(M.signedInGoogle, { ...opts, id: 'login-token' });
        navigate(homeAfterSignIn(session.isAdmin, returnPath), { replace: true });
        return;
      }
    }
    const error = params.get('error');
    if (error) toast.error(ERROR_MESSAGES[error] ?? M.authFailed, { ...opts, id: 'login-error' });
    const verification = params.get('verification');
    if (verification === 'success' || params.get('verified') === 'true') {
      toast.success(M.verificationSuccess, { ...opts, id: 'login-verification' });
    } else if (verification === 'failed') {
      toast.error(M.verificationFailed, { ...opts, id: 'login-verification' });
    } else if (verification === 'error') {
      toast.error(M.verificationError, { ...opts, id: 'login-verification' });
    }
  }, [params, navigate, returnPath]);

  const switchTo = (next: LoginMode, prefill?: string) => {
    setMode(next);
    setSent({ reset: false, resend: false });
    setOtherEmail(prefill ?? (next === 'login' ? '' : email));
    if (params.toString()) setParams({}, { replace: true, state: { from: returnPath } });
  };

  const submitSignIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(M.fillAll, { id: 'login-form' });
      return;
    }
    try {
      const { token, user } = await signIn({ email: email.trim(), password }).unwrap();
      const session = saveSession(token, user, remember);
      const back = returnPath ?? rememberedReturnPath();
      forgetReturnPath();
      toast.success(M.signedIn, { id: 'login-form' });
      navigate(homeAfterSignIn(session.isAdmin, back), { replace: true });
    } catch (err) {
      const message = errorMessage(err, M.signInFailed);
      if (errorCode(err) === 'EMAIL_NOT_VERIFIED') {
        toast.error(message, { id: 'login-form', duration: AUTH_TOAST_MS });
        switchTo('resend', email.trim());
        return;
      }
      toast.error(message, { id: 'login-form' });
    }
  };

  const submitOther = async (event: FormEvent) => {
    event.preventDefault();
    const address = otherEmail.trim();
    if (!address) {
      toast.error(M.emailRequired, { id: 'login-form' });
      return;
    }
    try {
      if (mode === 'reset') {
        await forgotPassword({ email: address }).unwrap();
        toast.success(M.resetSent, { id: 'login-form' });
        setSent((s) => ({ ...s, reset: true }));
      } else {
        await resendVerification({ email: address }).unwrap();
        toast.success(M.verificationSent, { id: 'login-form' });
        setSent((s) => ({ ...s, resend: true }));
      }
    } catch (err) {
      toast.error(errorMessage(err, mode === 'reset' ? M.resetRequestFailed : M.resendFailed), {
        id: 'login-form',
      });
    }
  };

  if (mode !== 'login') {
    const isReset = mode === 'reset';
    const isSent = isReset ? sent.reset : sent.resend;
    const busy = isReset ? forgotState.isLoading : resendState.isLoading;
    return (
      <AuthCard testId={isReset ? 'reset-request-view' : 'resend-view'}>
        <h1 className="auth-card__title">{isReset ? 'Mot de passe oublié' : 'Vérifier votre email'}</h1>
        {isSent ? (
          <AuthStatus
            icon="mail"
            tone="success"
            title="Email envoyé"
            role="status"
            heading="h2"
            testId="sent-panel"
          >
            <p>
              Si un compte correspond à <strong>{otherEmail.trim()}</strong>, vous allez recevoir un email{' '}
              {isReset
                ? 'avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 15 minutes.'
                : 'avec un nouveau lien de vérification.'}
            </p>
            <p>Pensez à vérifier vos courriers indésirables.</p>
            <Button variant="primary" onClick={() => switchTo('login')}>
              Retour à la connexion
            </Button>
          </AuthStatus>
        ) : (
          <>
            <p className="auth-card__lead">
              {isReset
                ? 'Saisissez votre adresse email : nous vous enverrons un lien pour choisir un nouveau mot de passe.'
                : 'Saisissez votre adresse email : nous vous enverrons un nouveau lien de vérification.'}
            </p>
            <form className="auth-form" onSubmit={submitOther} noValidate>
              <TextField
                {...EMAIL_FIELD}
                {...bind(otherEmail, setOtherEmail)}
                id={isReset ? 'reset-email' : 'resend-email'}
              />
              <SubmitButton busy={busy} busyLabel="Envoi en cours…" size="md">
                {isReset ? 'Envoyer le lien de réinitialisation' : "Renvoyer l'email de vérification"}
              </SubmitButton>
              <Button variant="ghost" onClick={() => switchTo('login')}>
                Retour à la connexion
              </Button>
            </form>
          </>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard testId="login-view">
      <h1 className="auth-card__title">Connexion</h1>
      <p className="auth-card__lead">Heureux de vous revoir ! Connectez-vous pour retrouver vos box.</p>
      <form className="auth-form" onSubmit={submitSignIn} noValidate>
        <TextField {...EMAIL_FIELD} {...bind(email, setEmail)} id="login-email" />
        <PasswordField
          {...bind(password, setPassword)}
          id="login-password"
          name="password"
          label="Mot de passe"
          autoComplete="current-password"
          required
        />
        <div className="auth-form__line">
          <Checkbox
            id="login-remember"
            name="remember"
            label="Se souvenir de moi"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <button type="button" className="link-button" onClick={() => switchTo('reset')}>
            Mot de passe oublié?
          </button>
        </div>
        <SubmitButton busy={signInState.isLoading} busyLabel="Connexion en cours…">
          Se connecter
        </SubmitButton>
      </form>
      <GoogleButton hidden={googleHidden} />
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => switchTo('resend')}>
          Besoin de vérifier votre email?
        </button>
      </div>
      <p className="auth-card__footer">
        Pas encore de compte ?{' '}
        <Link to="/register" state={returnPath ? { from: returnPath } : undefined}>
          Créer un compte
        </Link>
      </p>
    </AuthCard>
  );
}
