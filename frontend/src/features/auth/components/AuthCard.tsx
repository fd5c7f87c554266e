import type { ChangeEvent, ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/Button';
import { Icon, type IconName } from '../../../components/Icon';

/** The centred card every account screen stands in. */
export function AuthCard({
  testId,
  wide,
  children,
}: {
  testId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="auth">
      <section className={wide ? 'auth-card auth-card--wide' : 'auth-card'} data-testid={testId}>
        {children}
      </section>
    </div>
  );
}

/** A result panel: its round icon, its title, then its text and actions. */
export function AuthStatus({
  icon,
  tone,
  title,
  role,
  heading: Heading = 'h1',
  testId,
  children,
}: {
  icon: IconName;
  tone: 'success' | 'error';
  title: string;
  role?: 'status' | 'alert';
  heading?: 'h1' | 'h2';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-status" role={role} data-testid={testId}>
      <span className={`auth-status__icon auth-status__icon--${tone}`}>
        <Icon name={icon} size={32} />
      </span>
      <Heading className="auth-card__title">{title}</Heading>
      {children}
    </div>
  );
}

/** A form's main button, naming what it is doing while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = busy,
  size = 'lg',
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="primary" size={size} disabled={disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The account forms' fields: spread one, then its id and `bind(value, setValue)`. */
export const EMAIL_FIELD = {
  name: 'email',
  type: 'email',
  label: 'Email',
  autoComplete: 'email',
  required: true,
} as const;

export const NEW_PASSWORD_FIELD = { name: 'password', autoComplete: 'new-password', required: true } as const;

export const CONFIRM_PASSWORD_FIELD = {
  name: 'confirmPassword',
  label: 'Confirmer le mot de passe',
  autoComplete: 'new-password',
  required: true,
} as const;

/** A controlled input's value and change handler. */
export function bind(value: string, setValue: (value: string) => void) {
  return { value, onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value) };
}

/** The way out of a dead link: ask for a new one, or go back to sign in. */
export function RequestNewLink({ to, state }: { to: string; state?: { mode: 'reset' } }) {
  return (
    <>
      <ButtonLink to={to} state={state} variant="primary">
        Demander un nouveau lien
      </ButtonLink>
      <ButtonLink to="/login" variant="ghost">
        Retour à la connexion
      </ButtonLink>
    </>
  );
}
