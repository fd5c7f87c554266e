import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
  id?: string;
  className?: string;
  required?: boolean;
}

interface FieldShellProps extends FieldProps {
  id: string;
  children: ReactNode;
}

export function FieldShell({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={['field', error ? 'field--error' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Splits a field's props into what its shell shows, what its control carries (one id for both,
 * the error or hint linked with aria-describedby, plus `${id}-${extra}` when given) and the rest,
 * the control's own attributes.
 */
export function useField<P extends FieldProps>(props: P, extra?: string) {
  const { label, hint, error, hideLabel, id, className, required, ...rest } = props;
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = [
    error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : '',
    extra ? `${fieldId}-${extra}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    shell: { id: fieldId, label, hint, error, required, hideLabel, className },
    control: {
      id: fieldId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    rest,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  FieldProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input with optional hint and error (linked with aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <input {...control} className="input" {...rest} />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  FieldProps & { options: { value: string; label: string }[] };

export function SelectField({ options, ...props }: SelectFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className="input select" {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  id?: string;
};

function Choice({ type, label, id, className, ...rest }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const classes = ['check', type === 'radio' ? 'check--radio' : '', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <input id={fieldId} type={type} {...rest} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}

export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}

export function Radio(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}
