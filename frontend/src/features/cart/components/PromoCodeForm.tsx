import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/Icon';

interface PromoCodeFormProps {
  /** The applied code (as the server spells it), or null. */
  appliedCode: string | null;
  applying: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  /** Checkout: the input stays beside an applied code (typing it again says it is already applied). */
  keepInput?: boolean;
}

/** 'Code promo' + 'Appliquer'; an applied code shows with 'Retirer'. */
export function PromoCodeForm({
  appliedCode,
  applying,
  onApply,
  onRemove,
  keepInput = false,
}: PromoCodeFormProps) {
  const inputId = useId();
  const [value, setValue] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onApply(value)) setValue('');
  };

  const applied = appliedCode ? (
    <div className="promo-form promo-form--applied">
      <p>
        <Icon name="tag" size={18} />
        <span>
          <strong className="promo-form__code">{appliedCode}</strong> appliqué
        </span>
      </p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRemove}>
        Retirer
      </button>
    </div>
  ) : null;

  if (applied && !keepInput) return applied;

  const form = (
    <form className="promo-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="field__label">
        Code promo
      </label>
      <div className="promo-form__row">
        <input
          id={inputId}
          className="input"
          type="text"
          value={value}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => setValue(e.target.value)}
        />
        {/* Nothing to apply until a code is typed. */}
        <button
          type="submit"
          className="btn btn--secondary btn--md"
          disabled={applying || !value.trim()}
          aria-busy={applying}
        >
          Appliquer
        </button>
      </div>
    </form>
  );

  if (!applied) return form;
  return (
    <div className="promo-form__stack">
      {applied}
      {form}
    </div>
  );
}
