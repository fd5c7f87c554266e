import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Icon, type IconName } from '../../../components/Icon';
import { PasswordField } from '../../../components/PasswordField';

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

interface ValueFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The required e-mail field of the account forms. */
export function EmailField({ id, value, onChange, error }: ValueFieldProps) {
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

/** The 'type it again' field under a new password. */
export function ConfirmPasswordField({ id, value, onChange, error }: ValueFieldProps) {
  return (
    <PasswordField
      id={id}
      name="confirmPassword"
      label="Confirmer le mot de passe"
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}
