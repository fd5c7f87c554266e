import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
  /** The label's class ('field__label'); the period filters use none. */
  labelClassName?: string;
}

/** A labelled drop-down among a list's filters. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  labelClassName = 'field__label',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className={labelClassName || undefined}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
