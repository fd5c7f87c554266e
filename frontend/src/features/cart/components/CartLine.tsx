import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { FrequencySelect, useRules } from '../../rules';
import { MAX_LINE_QUANTITY, type CartItem, type Frequency } from '../cartSlice';
import { lineLabel } from '../messages';
import type { QuoteLine } from '../quote';
import { giftFormLink } from '../giftLink';
import { CartLineImage, CartLineShell } from './CartLineShell';

/** 'Option abonnement (-15%)', with the server's discount. */
function subscribeLabel(discountPercent: number | undefined): string {
  return discountPercent === undefined ? 'Option abonnement' : `Option abonnement (-${discountPercent}%)`;
}
export const UNSUBSCRIBE_LABEL = 'Passer en achat unique';

interface CartLineProps {
  item: CartItem;
  /** The server's pricing of this line; undefined while the quote loads or when it failed. */
  quoteLine: QuoteLine | undefined;
  /** True when no figure can be shown (the quote failed). */
  unpriced: boolean;
  /** The server's message when it refused this very line. */
  error?: string;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  onSwitchMode: () => void;
  onFrequency: (frequency: Frequency) => void;
}

function Figure({ value, unpriced, width }: { value: number | undefined; unpriced: boolean; width: string }) {
  if (value !== undefined) return <>{formatMoney(value)}</>;
  if (unpriced) return <span aria-label="Prix indisponible">—</span>;
  return <Skeleton width={width} height="1.1em" />;
}

/** One line of the cart: what it is, what it costs (from the quote), and what can be changed. */
export function CartLine({
  item,
  quoteLine,
  unpriced,
  error,
  onIncrease,
  onDecrease,
  onRemove,
  onSwitchMode,
  onFrequency,
}: CartLineProps) {
  const frequencyId = useId();
  const rules = useRules();
  const label = lineLabel(item);
  const href = `/product/${item.id}`;
  const name = quoteLine?.name ?? item.name;
  const image = quoteLine?.image || item.image;
  const category = quoteLine?.category || item.category;

  return (
    <CartLineShell
      testId={`cart-line-${item.id}-${item.isSubscription ? 'subscription' : 'single'}`}
      media={<CartLineImage href={href} image={image} />}
      meta={
        <>
          <span className="tag">{category}</span>
          {item.isSubscription && (
            <span className="badge badge--gold">
              <Icon name="refresh" size={12} />
              Abonnement
            </span>
          )}
        </>
      }
      title={<Link to={href}>{name}</Link>}
      removeLabel={`Retirer ${label}`}
      onRemove={onRemove}
      error={error}
    >
      <p className="cart-line__unit">
        <span className="visually-hidden">Prix unitaire : </span>
        <span className="cart-line__unit-price">
          <Figure value={quoteLine?.unitPrice} unpriced={unpriced} width="4.5rem" />
        </span>
        {item.isSubscription && quoteLine && (
          <>
            <s className="price--old">
              <span className="visually-hidden">au lieu de </span>
              {formatMoney(quoteLine.originalPrice)}
            </s>
            {rules && <span className="badge badge--gold">-{rules.subscriptionDiscountPercent}%</span>}
          </>
        )}
        <span className="cart-line__per">/ box</span>
      </p>

      {item.isSubscription && (
        <div className="cart-line__frequency">
          <label htmlFor={frequencyId}>Fréquence</label>
          <FrequencySelect
            id={frequencyId}
            value={item.frequency ?? rules?.defaultFrequency ?? ''}
            aria-label={`Fréquence de livraison de ${item.name}`}
            onChange={onFrequency}
          />
        </div>
      )}

      <div className="cart-line__controls">
        <div className="quantity quantity--sm" role="group" aria-label={`Quantité de ${label}`}>
          <button
            type="button"
            className="quantity__btn"
            aria-label={`Diminuer la quantité de ${label}`}
            onClick={onDecrease}
          >
            <Icon name="minus" size={16} />
          </button>
          <output className="quantity__value" aria-live="polite">
            {item.quantity}
          </output>
          <button
            type="button"
            className="quantity__btn"
            aria-label={`Augmenter la quantité de ${label}`}
            disabled={item.quantity >= MAX_LINE_QUANTITY}
            onClick={onIncrease}
          >
            <Icon name="plus" size={16} />
          </button>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">Total de la ligne : </span>
          <Figure value={quoteLine?.lineTotal} unpriced={unpriced} width="5rem" />
        </p>
      </div>

      {item.hasSubscriptionOption && (
        <button
          type="button"
          className={`cart-line__switch ${item.isSubscription ? '' : 'cart-line__switch--offer'}`}
          onClick={onSwitchMode}
        >
          <Icon name={item.isSubscription ? 'box' : 'refresh'} size={16} />
          {item.isSubscription ? UNSUBSCRIBE_LABEL : subscribeLabel(rules?.subscriptionDiscountPercent)}
        </button>
      )}

      {item.hasSubscriptionOption && (
        <Link
          className="cart-line__gift-offer"
          to={giftFormLink(item.id)}
          aria-label={`Offrir un abonnement de ${item.name}`}
        >
          <Icon name="gift" size={16} />
          Offrir un abonnement
        </Link>
      )}
    </CartLineShell>
  );
}
