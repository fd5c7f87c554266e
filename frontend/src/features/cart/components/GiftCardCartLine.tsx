import { Icon } from '../../../components/Icon';
import { formatMoney } from '../../../lib/format';
import type { GiftCardLine } from '../cartSlice';
import { giftCardSendText } from '../giftCards';
import { CartLineShell } from './CartLineShell';

interface GiftCardCartLineProps {
  card: GiftCardLine;
  error?: string;
  onRemove: () => void;
}

/** An e-gift card in the cart (docs/design/gift-cards.md): its amount, its recipient, when it leaves. */
export function GiftCardCartLine({ card, error, onRemove }: GiftCardCartLineProps) {
  const name = card.recipientName.trim();
  const amount = formatMoney(card.amountCents / 100);
  return (
    <CartLineShell
      className="cart-line--gift cart-line--card"
      testId={`cart-gift-card-${card.key}`}
      media={
        <div className="cart-line__media cart-card__media" aria-hidden="true">
          <Icon name="gift" size={40} />
          <span>{amount}</span>
        </div>
      }
      meta={
        <span className="badge badge--gold">
          <Icon name="gift" size={12} />
          Carte cadeau
        </span>
      }
      title={`Carte cadeau de ${amount}`}
      removeLabel={`Retirer la carte cadeau pour ${name}`}
      onRemove={onRemove}
      facts={[
        {
          term: 'Pour',
          value: `${name}${card.recipientEmail ? ` (${card.recipientEmail})` : ''}`,
          className: 'cart-line__email',
        },
        { term: 'Envoi', value: giftCardSendText(card) },
      ]}
      error={error}
    >
      <div className="cart-line__controls">
        <p className="cart-gift__price">Sans frais de livraison</p>
        <p className="cart-line__total">
          <span className="visually-hidden">Total de la ligne : </span>
          {amount}
        </p>
      </div>
    </CartLineShell>
  );
}
