import type { ReactNode, TextareaHTMLAttributes } from 'react';

type NoteFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled free-text box (a reason, a note), three rows by default. */
export function NoteField({ id, label, value, onChange, className, rows = 3, ...rest }: NoteFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className={className ? `input ${className}` : 'input'}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </div>
  );
}

interface FormActionsProps {
  className: string;
  onCancel: () => void;
  busy: boolean;
  /** The submit button's words, and while it is sent ('Envoi…'). */
  label: string;
  busyLabel: string;
}

/** 'Annuler' and the submit button at the foot of a form in a dialog. */
export function FormActions({ className, onCancel, busy, label, busyLabel }: FormActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn--secondary btn--md" onClick={onCancel}>
        Annuler
      </button>
      <button type="submit" className="btn btn--primary btn--md" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
