import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { frequencyLabel, useRules } from '../../rules';
import { giftFormLink } from '../giftLink';
import { cartLineKey, type CartItem } from '../cartSlice';
import { lineLabel } from '../messages';
import type { QuoteLine } from '../quote';
import { CartLineImage, CartLineShell } from './CartLineShell';

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
  const { boxes, offer } = item.gift;
  const recipient = `${offer.recipient.firstName.trim()} ${offer.recipient.lastName.trim()}`;
  const label = lineLabel(item);
  const rhythm = frequencyLabel(rules, item.frequency);
  return (
    <CartLineShell
      className="cart-line--gift"
      testId={`cart-line-${item.id}-gift-${boxes}`}
      media={<CartLineImage href={`/product/${item.id}`} image={quoteLine?.image || item.image} />}
      meta={
        <span className="badge badge--gold">
          <Icon name="gift" size={12} />
          Abonnement offert
        </span>
      }
      title={<Link to={`/product/${item.id}`}>{quoteLine?.name ?? item.name}</Link>}
      removeLabel={`Retirer ${label}`}
      onRemove={onRemove}
      facts={[
        { term: 'Box', value: `${boxes} box${rhythm ? `, ${rhythm.toLowerCase()}` : ''}` },
        { term: 'Pour', value: `${recipient}, ${offer.recipient.city.trim()}` },
        {
          term: 'Première box',
          value: offer.firstBoxDate ? formatCalendarDate(offer.firstBoxDate) : 'Dès que possible',
        },
      ]}
      error={error}
    >
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
      <Link className="cart-line__switch" to={giftFormLink(item.id)} state={{ giftLine: cartLineKey(item) }}>
        <Icon name="pencil" size={16} />
        Modifier le cadeau
      </Link>
    </CartLineShell>
  );
}
