import { FieldShell } from './Field';
import './gift-message-field.css';

/** How many characters a gift message holds as the server counts them: trimmed, an emoji is one. */
export const giftMessageLength = (message: string): number => [...message.trim()].length;

/** 'N caractères restants' or 'N caractères de trop'. */
export function messageCountText(left: number): string {
  const n = Math.abs(left);
  const s = n > 1 ? 's' : '';
  return left >= 0 ? `${n} caractère${s} restant${s}` : `${n} caractère${s} de trop`;
}

interface GiftMessageFieldProps {
  /** The textarea's id; the countdown is `${id}-count`, the error `${id}-error`. */
  id: string;
  name?: string;
  value: string;
  /** The longest message, from the server's rules (GET /api/rules). */
  max: number;
  error?: string;
  placeholder?: string;
  label?: string;
  onChange: (message: string) => void;
}

/**
 * A gift's message (docs/design/gifting.md): a textarea keeping line breaks, counting down as it is
 * typed ('12 caractères restants', then 'de trop' in red). The one field of a boxed gift, a prepaid
 * gift subscription and an e-gift card.
 */
export function GiftMessageField({
  id,
  name,
  value,
  max,
  error,
  placeholder,
  label = 'Message cadeau (facultatif)',
  onChange,
}: GiftMessageFieldProps) {
  const left = max - giftMessageLength(value);
  return (
    <div className="gift-message">
      <FieldShell id={id} label={label} error={error}>
        <textarea
          id={id}
          name={name}
          className="input gift-message__input"
          rows={4}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldShell>
      <p
        id={`${id}-count`}
        className={left < 0 ? 'gift-message__count gift-message__count--over' : 'gift-message__count'}
        aria-live="polite"
      >
        {messageCountText(left)}
      </p>
    </div>
  );
}
