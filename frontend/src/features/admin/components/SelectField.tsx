import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** Options before the listed ones ('Tous'). */
  children?: ReactNode;
  options?: readonly { value: string | number; label: string }[];
  /** The label's class ('field__label'); the period filters use none. */
  labelClassName?: string;
  /** The box's class ('field'). */
  className?: string;
}

/** A labelled drop-down among a list's filters. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  options = [],
  labelClassName = 'field__label',
  className = 'field',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName || undefined}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
