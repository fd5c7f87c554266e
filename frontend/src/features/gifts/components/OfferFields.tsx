import { FieldShell, Radio, TextField } from '../../../components/Field';
import {
  GIFT_SUBSCRIPTION_RULE,
  firstBoxRange,
  offerMessageLength,
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
 * The gift's message (counting down as typed, line breaks kept, as GiftFields does for a gift order),
 * its first box date and when the recipient is told (the server's choices and words).
 */
export function OfferFields({ offer, errors, onChange }: OfferFieldsProps) {
  const left = GIFT_SUBSCRIPTION_RULE.messageMax - offerMessageLength(offer.message);
  const range = firstBoxRange();
  const at = splitDateTime(offer.notifyAt);
  const setAt = (date: string, time: string) =>
    onChange({ notifyAt: date || time ? `${date}T${time}` : null });
  return (
    <>
      <FieldShell id="gift-message" label="Message cadeau (facultatif)" error={errors.message}>
        <textarea
          id="gift-message"
          className="input gift-form__message"
          rows={4}
          value={offer.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'gift-message-error' : 'gift-message-count'}
          placeholder="Imprimé sur une carte glissée dans la première box"
          onChange={(event) => onChange({ message: event.target.value })}
        />
      </FieldShell>
      <p
        id="gift-message-count"
        className={left < 0 ? 'gift-form__count gift-form__count--over' : 'gift-form__count'}
        aria-live="polite"
      >
        {left >= 0
          ? `${left} caractère${left > 1 ? 's' : ''} restant${left > 1 ? 's' : ''}`
          : `${-left} caractère${left < -1 ? 's' : ''} de trop`}
      </p>

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
