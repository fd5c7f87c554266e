import { Radio, TextField } from '../../../components/Field';
import { GiftMessageField } from '../../../components/GiftMessageField';
import { GIFT_RULE, type CheckoutErrors, type GiftForm, type GiftNotify } from '../form';

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
  return (
    <div className="checkout-gift">
      <GiftMessageField
        id="checkout-gift-message"
        name="gift.message"
        value={gift.message}
        max={GIFT_RULE.messageMax}
        error={errors['gift.message']}
        placeholder="Imprimé sur une carte glissée dans la box"
        onChange={(message) => onGift({ message })}
      />
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
