import { Radio, TextField } from '../../../components/Field';
import { GIFT_CARD_RULE, type GiftCardLine } from '../../cart';
import { brusselsToday, type GiftCardErrors, type GiftCardForm } from '../form';

interface DeliveryFieldProps {
  form: Pick<GiftCardForm, 'delivery' | 'date' | 'time'>;
  errors: GiftCardErrors;
  onChange: (change: Partial<GiftCardForm>) => void;
}

/** When the card leaves: the server's choices ('Maintenant', 'À une date choisie', 'Je l’imprime moi-même'). */
export function DeliveryField({ form, errors, onChange }: DeliveryFieldProps) {
  const loose = errors.delivery ?? (form.delivery !== 'at_date' ? errors.sendAt : undefined);
  return (
    <fieldset className="card-form__group" aria-describedby={loose ? 'card-delivery-error' : undefined}>
      <legend className="field__label">Envoi de la carte</legend>
      {GIFT_CARD_RULE.deliveries.map((choice) => (
        <Radio
          key={choice.value}
          id={`card-delivery-${choice.value}`}
          name="card-delivery"
          label={choice.label}
          checked={form.delivery === choice.value}
          onChange={() => onChange({ delivery: choice.value as GiftCardLine['delivery'] })}
        />
      ))}
      {form.delivery === 'at_date' && (
        <div className="card-form__when">
          <TextField
            id="card-send-date"
            label="Date d’envoi"
            type="date"
            required
            min={brusselsToday()}
            value={form.date}
            error={errors.sendAt}
            onChange={(event) => onChange({ date: event.target.value })}
          />
          <TextField
            id="card-send-time"
            label="Heure d’envoi"
            hint="Heure de Bruxelles"
            type="time"
            required
            value={form.time}
            onChange={(event) => onChange({ time: event.target.value })}
          />
        </div>
      )}
      {form.delivery === 'print' && (
        <p className="field__hint">
          Vous recevez la carte en PDF par e-mail après le paiement, et la retrouvez dans « Mes commandes ».
        </p>
      )}
      {loose && (
        <p id="card-delivery-error" className="field__error" role="alert">
          {loose}
        </p>
      )}
    </fieldset>
  );
}
