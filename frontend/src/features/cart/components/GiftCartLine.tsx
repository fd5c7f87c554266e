import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { responsiveImage } from '../../../lib/images';
import { frequencyLabel, useRules } from '../../rules';
import { giftFormLink } from '../giftLink';
import { cartLineKey, type CartItem } from '../cartSlice';
import { lineLabel } from '../messages';
import type { QuoteLine } from '../quote';
import './gift-cart-line.css';

interface GiftCartLineProps {
  item: CartItem & { gift: NonNullable<CartItem['gift']> };
  quoteLine: QuoteLine | undefined;
  unpriced: boolean;
  error?: string;
  onRemove: () => void;
}

/**
 * A prepaid gift subscription in the cart (docs/design/gifting.md): its boxes, rhythm and recipient,
 * the server's price ('3 box × 25,49 € + livraison 3 × 4,99 €') and a way back to its form.
 */
export function GiftCartLine({ item, quoteLine, unpriced, error, onRemove }: GiftCartLineProps) {
  const rules = useRules();
  const errorId = useId();
  const { boxes, offer } = item.gift;
  const recipient = `${offer.recipient.firstName.trim()} ${offer.recipient.lastName.trim()}`;
  const label = lineLabel(item);
  const rhythm = frequencyLabel(rules, item.frequency);
  return (
    <li
      className={`cart-line cart-line--gift ${error ? 'cart-line--error' : ''}`}
      data-testid={`cart-line-${item.id}-gift-${boxes}`}
      aria-describedby={error ? errorId : undefined}
    >
      <Link to={`/product/${item.id}`} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <img
          {...responsiveImage(quoteLine?.image || item.image, '112px', 150)}
          alt=""
          width="112"
          height="112"
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="cart-line__body">
        <div className="cart-line__head">
          <div className="cart-line__titles">
            <p className="cart-line__meta">
              <span className="badge badge--gold">
                <Icon name="gift" size={12} />
                Abonnement offert
              </span>
            </p>
            <h3 className="cart-line__name">
              <Link to={`/product/${item.id}`}>{quoteLine?.name ?? item.name}</Link>
            </h3>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={`Retirer ${label}`}
            title="Retirer du panier"
            onClick={onRemove}
          >
            <Icon name="trash" size={20} />
          </button>
        </div>
        <dl className="cart-gift__facts">
          <div>
            <dt>Box</dt>
            <dd>
              {boxes} box{rhythm ? `, ${rhythm.toLowerCase()}` : ''}
            </dd>
          </div>
          <div>
            <dt>Pour</dt>
            <dd>
              {recipient}, {offer.recipient.city.trim()}
            </dd>
          </div>
          <div>
            <dt>Première box</dt>
            <dd>{offer.firstBoxDate ? formatCalendarDate(offer.firstBoxDate) : 'Dès que possible'}</dd>
          </div>
        </dl>
        <div className="cart-line__controls">
          <p className="cart-gift__price">
            {quoteLine?.giftPriceText ??
              (unpriced ? (
                <span aria-label="Prix indisponible">—</span>
              ) : (
                <Skeleton width="12rem" height="1em" />
              ))}
          </p>
          <p className="cart-line__total">
            <span className="visually-hidden">Total de la ligne : </span>
            {quoteLine ? (
              formatMoney(quoteLine.lineTotal)
            ) : unpriced ? (
              '—'
            ) : (
              <Skeleton width="5rem" height="1.1em" />
            )}
          </p>
        </div>
        <Link
          className="cart-line__switch"
          to={giftFormLink(item.id)}
          state={{ giftLine: cartLineKey(item) }}
        >
          <Icon name="pencil" size={16} />
          Modifier le cadeau
        </Link>
        {error && (
          <p id={errorId} className="cart-line__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
