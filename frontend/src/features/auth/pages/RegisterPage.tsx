import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../components/toast';
import { Button, ButtonLink } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { PasswordField } from '../../../components/PasswordField';
import { errorMessage } from '../../../lib/api';
import {
  AuthCard,
  AuthStatus,
  CONFIRM_PASSWORD_FIELD,
  EMAIL_FIELD,
  NEW_PASSWORD_FIELD,
  SubmitButton,
  bind,
} from '../components/AuthCard';
import { GoogleButton } from '../components/GoogleButton';
import { rememberReturnPath } from '../returnPath';
import { StrengthMeter } from '../components/StrengthMeter';
import { useRegisterMutation, useResendVerificationMutation } from '../endpoints';
import { AUTH_MESSAGES as M, AUTH_TOAST_MS, isEmail } from '../messages';
import {
  MIN_PASSWORD_LENGTH,
  MIN_REGISTRATION_SCORE,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  WEAK_PASSWORD_WARNING,
  passwordStrength,
} from '../passwordStrength';
import '../auth.css';
import { EmailText } from '../../../components/BreakText';

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

/** The live rules of the registration form (docs/design/accounts.md); empty fields give no message until submit. */
export function registrationErrors(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (form.email.trim() && !isEmail(form.email)) errors.email = M.emailFormat;
  if (form.password && form.password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (form.confirmPassword && form.password !== form.confirmPassword)
    errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

const NAME_FIELDS = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name' },
] as const;

const EMPTY: RegistrationForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** /register: the form with live rules and the strength meter, then the 'check your email' view. */
export function RegisterPage() {
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // Sent here from the sign-in screen (from the cart, for instance): back there after verification.
  const location = useLocation();
  const stateFrom = (location.state as { from?: unknown } | null)?.from;
  const from = typeof stateFrom === 'string' ? stateFrom : null;
  const [register, registerState] = useRegisterMutation();
  const [resend, resendState] = useResendVerificationMutation();

  const errors = registrationErrors(form);
  const strength = passwordStrength(form.password);
  const weak = form.password.length > 0 && strength.score < MIN_REGISTRATION_SCORE;

  const set = (field: keyof RegistrationForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const messages: string[] = [];
    const missing = (Object.keys(EMPTY) as (keyof RegistrationForm)[]).some((key) => !form[key].trim());
    if (missing) messages.push(M.fillAll);
    messages.push(...Object.values(errors).filter((m): m is string => Boolean(m)));
    if (messages.length > 0) {
      messages.forEach((message, i) => toast.error(message, { id: `register-${i}` }));
      return;
    }
    if (weak) {
      toast.warning(WEAK_PASSWORD_WARNING, { id: 'register-weak' });
      return;
    }
    try {
      await register({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
      }).unwrap();
      rememberReturnPath(from);
      setRegisteredEmail(form.email.trim());
    } catch (err) {
      toast.error(errorMessage(err, M.registrationFailed), { id: 'register-0', duration: AUTH_TOAST_MS });
    }
  };

  const resendEmail = async () => {
    if (!registeredEmail) return;
    try {
      await resend({ email: registeredEmail }).unwrap();
      toast.success(M.verificationSent, { id: 'register-resend' });
    } catch (err) {
      toast.error(errorMessage(err, M.resendFailedRegistration), { id: 'register-resend' });
    }
  };

  if (registeredEmail) {
    return (
      <AuthCard testId="check-email-view">
        <AuthStatus icon="mail" tone="success" title="Vérifiez votre email">
          <p>
            Inscription réussie ! Nous avons envoyé un lien de vérification à{' '}
            <strong>
              <EmailText email={registeredEmail} />
            </strong>
            . Cliquez dessus pour activer votre compte.
          </p>
          <p>Le lien est valable 24 heures. Pensez à vérifier vos courriers indésirables.</p>
          <Button variant="secondary" onClick={resendEmail} disabled={resendState.isLoading}>
            {resendState.isLoading ? 'Envoi en cours…' : "Renvoyer l'email de vérification"}
          </Button>
          <ButtonLink to="/login" state={from ? { from } : undefined} variant="primary">
            Aller à la connexion
          </ButtonLink>
        </AuthStatus>
      </AuthCard>
    );
  }

  return (
    <AuthCard testId="register-view" wide>
      <h1 className="auth-card__title">Créer un compte</h1>
      <p className="auth-card__lead">Rejoignez BoxPlaisir et recevez le meilleur de la Belgique chez vous.</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="auth-form__row">
          {NAME_FIELDS.map(({ name, label, autoComplete }) => (
            <TextField
              key={name}
              id={`register-${name}`}
              name={name}
              label={label}
              autoComplete={autoComplete}
              {...bind(form[name], set(name))}
              required
            />
          ))}
        </div>
        <TextField
          {...EMAIL_FIELD}
          {...bind(form.email, set('email'))}
          id="register-email"
          error={errors.email}
        />
        <PasswordField
          {...NEW_PASSWORD_FIELD}
          {...bind(form.password, set('password'))}
          id="register-password"
          label="Mot de passe"
          error={errors.password}
          hint="Au moins 8 caractères, avec chiffres, minuscules, majuscules et caractères spéciaux."
          required
          after={
            <>
              <StrengthMeter password={form.password} />
              {weak && <p className="auth-warning">{WEAK_PASSWORD_WARNING}</p>}
            </>
          }
        />
        <PasswordField
          {...CONFIRM_PASSWORD_FIELD}
          {...bind(form.confirmPassword, set('confirmPassword'))}
          id="register-confirmPassword"
          error={errors.confirmPassword}
        />
        <SubmitButton busy={registerState.isLoading} busyLabel="Inscription en cours…">
          Créer mon compte
        </SubmitButton>
      </form>
      <GoogleButton />
      <p className="auth-card__footer">
        Vous avez déjà un compte ?{' '}
        <Link to="/login" state={from ? { from } : undefined}>
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
