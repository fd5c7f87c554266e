import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format';
import type { CustomerOrder } from '../types';

type Item = CustomerOrder['items'][number];

/** The class names of each look: the account's order card, or the thank-you page's summary. */
const LOOKS = {
  card: {
    list: 'order-items',
    line: 'order-item',
    name: 'order-item__name',
    qty: 'order-item__qty',
    amount: 'order-item__total',
    figures: 'summary order-figures',
    total: 'summary__row order-figures__total',
  },
  summary: {
    list: 'order-summary__lines',
    line: 'order-summary__line',
    name: 'order-summary__name',
    qty: 'order-summary__qty',
    amount: 'order-summary__amount',
    figures: 'summary order-summary__figures',
    total: 'summary__row summary__row--total',
  },
} as const;

/**
 * An order's lines (quantity × unit price, line total), then its figures: subtotal, discount,
 * shipping and the total. `badge` is what a subscription line shows beside its name.
 */
export function OrderBreakdown({
  order,
  look,
  badge,
  totalLabel,
  testIds = {},
}: {
  order: CustomerOrder;
  look: keyof typeof LOOKS;
  badge: (item: Item) => ReactNode;
  totalLabel: string;
  testIds?: { shipping?: string; total?: string };
}) {
  const css = LOOKS[look];
  const shipping = order.shipping;
  const discount = order.discount ?? 0;
  // E-gift cards (docs/design/gift-cards.md): lines of their own, no shipping; an order of cards only has no boxes.
  const cards = order.giftCards ?? [];
  const cardsTotal = cards.reduce((sum, card) => sum + card.amountCents, 0) / 100;
  const boxes = order.items.length > 0;
  return (
    <>
      <ul role="list" className={css.list}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${item.isSubscription}-${index}`} className={css.line}>
            <span className={css.name}>
              {item.name}
              {item.isSubscription && badge(item)}
            </span>
            <span className={css.qty}>
              {item.quantity} × {formatMoney(item.price)}
            </span>
            <span className={css.amount}>
              {item.prepaid ? 'Prépayé' : formatMoney(item.price * item.quantity)}
            </span>
          </li>
        ))}
        {cards.map((card) => (
          <li key={card.id} className={css.line}>
            <span className={css.name}>Carte cadeau pour {card.recipientName}</span>
            <span className={css.qty}>1 × {formatMoney(card.amountCents / 100)}</span>
            <span className={css.amount}>{formatMoney(card.amountCents / 100)}</span>
          </li>
        ))}
      </ul>
      <dl className={css.figures}>
        {boxes && (
          <div className="summary__row">
            <dt>Sous-total</dt>
            <dd>{formatMoney(order.subtotal)}</dd>
          </div>
        )}
        {discount > 0 && (
          <div className="summary__row summary__row--discount">
            <dt>Réduction{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
            <dd>-{formatMoney(discount)}</dd>
          </div>
        )}
        {boxes && (
          <div className="summary__row">
            <dt>Frais de livraison</dt>
            <dd data-testid={testIds.shipping}>{shipping === 0 ? 'Gratuite' : formatMoney(shipping)}</dd>
          </div>
        )}
        {cards.length > 0 && (
          <div className="summary__row">
            <dt>Cartes cadeaux</dt>
            <dd>{formatMoney(cardsTotal)}</dd>
          </div>
        )}
        <div className={css.total}>
          <dt>{totalLabel}</dt>
          <dd data-testid={testIds.total}>{formatMoney(order.amount)}</dd>
        </div>
      </dl>
    </>
  );
}
