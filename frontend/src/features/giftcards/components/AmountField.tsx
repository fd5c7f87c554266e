import { TextField } from '../../../components/Field';
import { formatMoney } from '../../../lib/format';
import { GIFT_CARD_RULE } from '../../cart';
import type { GiftCardForm } from '../form';

interface AmountFieldProps {
  form: Pick<GiftCardForm, 'preset' | 'otherAmount'>;
  error?: string;
  onChange: (change: Partial<GiftCardForm>) => void;
}

const euros = (cents: number) => formatMoney(cents / 100).replace(',00', '');

/** The card's amount: the server's presets, or another whole amount within its limits. */
export function AmountField({ form, error, onChange }: AmountFieldProps) {
  const { presetsCents, minCents, maxCents } = GIFT_CARD_RULE;
  const range = `de ${euros(minCents)} à ${euros(maxCents)}`;
  return (
    <fieldset
      className="card-form__group"
      aria-describedby={error && form.preset !== 'other' ? 'card-amount-error' : undefined}
    >
      <legend className="field__label">Montant</legend>
      <div className="card-amounts">
        {presetsCents.map((cents) => (
          <div key={cents} className="card-amount">
            <input
              id={`card-amount-${cents}`}
              type="radio"
              name="card-amount"
              checked={form.preset === cents}
              onChange={() => onChange({ preset: cents })}
            />
            <label htmlFor={`card-amount-${cents}`}>{euros(cents)}</label>
          </div>
        ))}
        <div className="card-amount">
          <input
            id="card-amount-other"
            type="radio"
            name="card-amount"
            checked={form.preset === 'other'}
            onChange={() => onChange({ preset: 'other' })}
          />
          <label htmlFor="card-amount-other">Autre montant</label>
        </div>
      </div>
      {form.preset === 'other' ? (
        <TextField
          id="card-amount"
          label="Montant en euros"
          hint={`Un montant entier, ${range}`}
          inputMode="numeric"
          autoComplete="off"
          required
          className="card-form__amount"
          value={form.otherAmount}
          error={error}
          onChange={(event) => onChange({ otherAmount: event.target.value })}
        />
      ) : (
        error && (
          <p id="card-amount-error" className="field__error" role="alert">
            {error}
          </p>
        )
      )}
    </fieldset>
  );
}
