import { Radio, TextField } from '../../../components/Field';
import { GiftMessageField } from '../../../components/GiftMessageField';
import {
  GIFT_SUBSCRIPTION_RULE,
  firstBoxRange,
  type GiftNotice,
  type GiftOffer,
  type GiftOfferErrors,
} from '../../cart';

interface OfferFieldsProps {
  offer: GiftOffer;
  errors: GiftOfferErrors;
  onChange: (change: Partial<GiftOffer>) => void;
}

/** 'YYYY-MM-DDTHH:MM' split into its date and time inputs. */
function splitDateTime(value: string | null): { date: string; time: string } {
  return { date: value?.slice(0, 10) ?? '', time: value?.slice(11, 16) ?? '' };
}

/**
 * The gift's message (the shared GiftMessageField),
 * its first box date and when the recipient is told (the server's choices and words).
 */
export function OfferFields({ offer, errors, onChange }: OfferFieldsProps) {
  const range = firstBoxRange();
  const at = splitDateTime(offer.notifyAt);
  const setAt = (date: string, time: string) =>
    onChange({ notifyAt: date || time ? `${date}T${time}` : null });
  return (
    <>
      <GiftMessageField
        id="gift-message"
        value={offer.message}
        max={GIFT_SUBSCRIPTION_RULE.messageMax}
        error={errors.message}
        placeholder="Imprimé sur une carte glissée dans la première box"
        onChange={(message) => onChange({ message })}
      />

      <fieldset className="gift-form__group">
        <legend className="field__label">Première box</legend>
        <Radio
          id="gift-first-asap"
          name="gift-first"
          label="Dès que possible"
          checked={offer.firstBoxDate === null}
          onChange={() => onChange({ firstBoxDate: null })}
        />
        <Radio
          id="gift-first-date"
          name="gift-first"
          label="À une date choisie"
          checked={offer.firstBoxDate !== null}
          onChange={() => onChange({ firstBoxDate: range.min })}
        />
        {offer.firstBoxDate !== null && (
          <TextField
            id="gift-first-box-date"
            label="Date de la première box"
            type="date"
            min={range.min}
            max={range.max}
            required
            value={offer.firstBoxDate}
            error={errors.firstBoxDate}
            onChange={(event) => onChange({ firstBoxDate: event.target.value })}
          />
        )}
        {offer.firstBoxDate === null && errors.firstBoxDate && (
          <p className="field__error" role="alert">
            {errors.firstBoxDate}
          </p>
        )}
      </fieldset>

      <fieldset className="gift-form__group">
        <legend className="field__label">Quand prévenir le destinataire ?</legend>
        {GIFT_SUBSCRIPTION_RULE.notices.map((notice) => (
          <Radio
            key={notice.value}
            id={`gift-notify-${notice.value}`}
            name="gift-notify"
            label={notice.label}
            checked={offer.notify === notice.value}
            onChange={() => onChange({ notify: notice.value as GiftNotice })}
          />
        ))}
        {offer.notify === 'at_date' && (
          <div className="gift-form__when">
            <TextField
              id="gift-notify-date"
              label="Date de l'annonce"
              type="date"
              required
              min={range.min}
              value={at.date}
              error={errors.notifyAt}
              onChange={(event) => setAt(event.target.value, at.time)}
            />
            <TextField
              id="gift-notify-time"
              label="Heure de l'annonce"
              hint="Heure de Bruxelles"
              type="time"
              required
              value={at.time}
              onChange={(event) => setAt(at.date, event.target.value)}
            />
          </div>
        )}
        {offer.notify !== 'at_date' && errors.notifyAt && (
          <p className="field__error" role="alert">
            {errors.notifyAt}
          </p>
        )}
      </fieldset>
    </>
  );
}
