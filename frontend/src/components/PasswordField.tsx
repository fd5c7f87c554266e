import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell } from './Field';
import { Icon } from './Icon';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  /** Extra content under the input (a strength meter). */
  after?: ReactNode;
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  required,
  after,
  ...rest
}: PasswordFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const describedBy = [
    error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : '',
    after ? `${fieldId}-after` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className="password-input">
        <input
          id={fieldId}
          className="input"
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-controls={fieldId}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      </div>
      {after && <div id={`${fieldId}-after`}>{after}</div>}
    </FieldShell>
  );
}
