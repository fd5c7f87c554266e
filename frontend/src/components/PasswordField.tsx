import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, useField, type FieldProps } from './Field';
import { Icon } from './Icon';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> &
  Omit<FieldProps, 'hideLabel'> & {
    /** Extra content under the input (a strength meter). */
    after?: ReactNode;
  };

/** A password input with a show/hide toggle. */
export function PasswordField({ after, ...props }: PasswordFieldProps) {
  const { shell, control, rest } = useField(props, after ? 'after' : undefined);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <div className="password-input">
        <input {...control} className="input" type={visible ? 'text' : 'password'} {...rest} />
        <button
          type="button"
          className="password-input__toggle"
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-controls={control.id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      </div>
      {after && <div id={`${control.id}-after`}>{after}</div>}
    </FieldShell>
  );
}
