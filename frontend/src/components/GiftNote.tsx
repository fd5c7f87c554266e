import giftRule from '../../generated/rules/gift.json' with { type: 'json' };
import { EmailText } from './BreakText';
import { Icon } from './Icon';
import './gift-note.css';

/** A gift order's gift, as the order JSON carries it (docs/design/gifting.md). */
export interface GiftOfOrder {
  recipientEmail: string | null;
  message: string | null;
  notify: string;
}

/** 'Cadeau': the badge of a gift order in a list or a header. */
export function GiftBadge() {
  return (
    <span className="gift-badge" title="Commande cadeau" data-testid="gift-badge">
      <Icon name="gift" size={14} />
      Cadeau
    </span>
  );
}

/**
 * A gift order's recipient, whether they are told, and the message (its line breaks kept), as an
 * order page shows them. The words of the notification are the server's (GET /api/rules, `gift`).
 */
export function GiftNote({ gift, recipient }: { gift: GiftOfOrder; recipient: string }) {
  const told = giftRule.notify.find((choice) => choice.value === gift.notify)?.doneLabel ?? gift.notify;
  return (
    <div className="gift-note" data-testid="gift-note">
      <p className="gift-note__title">
        <GiftBadge /> pour <strong>{recipient}</strong>
      </p>
      <p className="gift-note__told">
        {told}
        {gift.notify === 'at_shipping' && gift.recipientEmail && (
          <>
            {' '}
            : <EmailText email={gift.recipientEmail} />
          </>
        )}
      </p>
      {gift.message ? (
        <blockquote className="gift-note__message">{gift.message}</blockquote>
      ) : (
        <p className="gift-note__told">Sans message</p>
      )}
    </div>
  );
}
