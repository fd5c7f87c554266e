import { useId, useState, type FormEvent } from 'react';
import { EMAIL_MESSAGES, isEmail } from '../lib/email';
import { toast } from './toast';

/** Newsletter sign-up: the e-mail is required; there is no server call yet, only a thank-you. */
export function NewsletterForm({
  variant = 'light',
  buttonLabel = "S'inscrire",
}: {
  variant?: 'light' | 'dark';
  buttonLabel?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setError(EMAIL_MESSAGES.promptMessage);
      return;
    }
    if (!isEmail(value)) {
      setError(EMAIL_MESSAGES.invalidMessage);
      return;
    }
    setError('');
    setEmail('');
    toast.success('Merci ! Vous êtes bien inscrit(e) à notre newsletter.');
  };

  return (
    <form className={`newsletter-form newsletter-form--${variant}`} onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        Votre adresse email
      </label>
      <div className="newsletter-form__row">
        <input
          id={id}
          className="input"
          type="email"
          autoComplete="email"
          placeholder="votre@email.be"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        <button type="submit" className="btn btn--gold btn--md">
          {buttonLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
