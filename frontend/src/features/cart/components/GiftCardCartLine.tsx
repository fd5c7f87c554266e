import { useId } from 'react';
import { Icon } from '../../../components/Icon';
import { formatMoney } from '../../../lib/format';
import type { GiftCardLine } from '../cartSlice';
import { giftCardSendText } from '../giftCards';
import './gift-cart-line.css';

interface GiftCardCartLineProps {
  card: GiftCardLine;
  error?: string;
  onRemove: () => void;
}

/** An e-gift card in the cart (docs/design/gift-cards.md): its amount, its recipient, when it leaves. */
export function GiftCardCartLine({ card, error, onRemove }: GiftCardCartLineProps) {
  const errorId = useId();
  const name = card.recipientName.trim();
  return (
    <li
      className={`cart-line cart-line--gift cart-line--card ${error ? 'cart-line--error' : ''}`}
      data-testid={`cart-gift-card-${card.key}`}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="cart-line__media cart-card__media" aria-hidden="true">
        <Icon name="gift" size={40} />
        <span>{formatMoney(card.amountCents / 100)}</span>
      </div>
      <div className="cart-line__body">
        <div className="cart-line__head">
          <div className="cart-line__titles">
            <p className="cart-line__meta">
              <span className="badge badge--gold">
                <Icon name="gift" size={12} />
                Carte cadeau
              </span>
            </p>
            <h3 className="cart-line__name">Carte cadeau de {formatMoney(card.amountCents / 100)}</h3>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={`Retirer la carte cadeau pour ${name}`}
            title="Retirer du panier"
            onClick={onRemove}
          >
            <Icon name="trash" size={20} />
          </button>
        </div>
        <dl className="cart-gift__facts">
          <div>
            <dt>Pour</dt>
            <dd className="cart-line__email">
              {name}
              {card.recipientEmail ? ` (${card.recipientEmail})` : ''}
            </dd>
          </div>
          <div>
            <dt>Envoi</dt>
            <dd>{giftCardSendText(card)}</dd>
          </div>
        </dl>
        <div className="cart-line__controls">
          <p className="cart-gift__price">Sans frais de livraison</p>
          <p className="cart-line__total">
            <span className="visually-hidden">Total de la ligne : </span>
            {formatMoney(card.amountCents / 100)}
          </p>
        </div>
        {error && (
          <p id={errorId} className="cart-line__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
