import { Radio, TextField, FieldShell } from '../../../components/Field';
import { GIFT_RULE, giftMessageLength, type CheckoutErrors, type GiftForm, type GiftNotify } from '../form';

interface GiftFieldsProps {
  gift: GiftForm;
  errors: CheckoutErrors;
  onGift: (change: Partial<GiftForm>) => void;
}

/**
 * A gift's message (counting down as it is typed, line breaks kept) and when to tell the recipient:
 * never (a surprise, the default) or at shipping, to their e-mail (docs/design/gifting.md). The words
 * and limits are the server's (GET /api/rules, `gift`).
 */
export function GiftFields({ gift, errors, onGift }: GiftFieldsProps) {
  const left = GIFT_RULE.messageMax - giftMessageLength(gift.message);
  const messageError = errors['gift.message'];
  return (
    <div className="checkout-gift">
      <FieldShell id="checkout-gift-message" label="Message cadeau (facultatif)" error={messageError}>
        <textarea
          id="checkout-gift-message"
          name="gift.message"
          className="input checkout-gift__message"
          rows={4}
          value={gift.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'checkout-gift-message-error' : 'checkout-gift-message-count'}
          placeholder="Imprimé sur une carte glissée dans la box"
          onChange={(event) => onGift({ message: event.target.value })}
        />
      </FieldShell>
      <p
        id="checkout-gift-message-count"
        className={left < 0 ? 'checkout-gift__count checkout-gift__count--over' : 'checkout-gift__count'}
        aria-live="polite"
      >
        {left >= 0
          ? `${left} caractère${left > 1 ? 's' : ''} restant${left > 1 ? 's' : ''}`
          : `${-left} caractère${left < -1 ? 's' : ''} de trop`}
      </p>
      <fieldset className="checkout-gift__notify">
        <legend className="field__label">Prévenir le destinataire ?</legend>
        {GIFT_RULE.notify.map((choice) => (
          <Radio
            key={choice.value}
            id={`checkout-gift-notify-${choice.value}`}
            name="gift.notify"
            value={choice.value}
            label={choice.label}
            checked={gift.notify === choice.value}
            onChange={() => onGift({ notify: choice.value as GiftNotify })}
          />
        ))}
      </fieldset>
      {gift.notify === 'at_shipping' && (
        <TextField
          id="checkout-gift-recipient-email"
          name="gift.recipientEmail"
          label="Email du destinataire"
          type="email"
          autoComplete="off"
          required
          value={gift.recipientEmail}
          error={errors['gift.recipientEmail']}
          onChange={(event) => onGift({ recipientEmail: event.target.value })}
        />
      )}
    </div>
  );
}
