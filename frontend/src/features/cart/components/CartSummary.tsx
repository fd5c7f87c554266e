import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { formatMoney, plural } from '../../../lib/format';
import type { CartQuote } from '../quote';

const minus = (amount: number) => `-${formatMoney(amount)}`;

function Row({
  label,
  testId,
  value,
  tone,
}: {
  label: ReactNode;
  testId: string;
  value: ReactNode;
  tone?: 'savings' | 'discount' | 'total';
}) {
  return (
    <div className={`summary__row ${tone ? `summary__row--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The figures of the quote: subtotal, subscription savings, promo discount, shipping, gift cards, total.
 * A cart of gift cards only has no subtotal of boxes nor shipping.
 */
export function SummaryFigures({
  quote,
  itemCount,
  compact = false,
}: {
  quote: CartQuote;
  itemCount: number;
  /** Without the free-delivery progress (checkout). */
  compact?: boolean;
}) {
  const cardsCents = quote.giftCardsCents ?? 0;
  const boxes = quote.lines.length > 0;
  const ships = quote.needsShipping !== false;
  const progress =
    quote.freeShippingThreshold > 0
      ? Math.min(100, Math.round((quote.subtotal / quote.freeShippingThreshold) * 100))
      : 100;
  return (
    <>
      <dl className="summary">
        {boxes && (
          <Row
            label={`Sous-total (${plural(itemCount, 'article')})`}
            testId="summary-subtotal"
            value={formatMoney(quote.subtotal)}
          />
        )}
        {quote.subscriptionSavings > 0 && (
          <Row
            label="Dont économies abonnement"
            testId="summary-savings"
            value={minus(quote.subscriptionSavings)}
            tone="savings"
          />
        )}
        {quote.promo && (
          <Row
            label={
              <>
                Code promo <span data-testid="summary-discount-code">{quote.promo.code}</span> (-
                {quote.promo.rate}%)
              </>
            }
            testId="summary-discount"
            value={minus(quote.discount)}
            tone="discount"
          />
        )}
        {ships && (
          <Row
            label="Livraison"
            testId="summary-shipping"
            value={quote.shipping === 0 ? 'Gratuite' : formatMoney(quote.shipping)}
          />
        )}
        {cardsCents > 0 && (
          <Row
            label={`Cartes cadeaux (${quote.giftCards?.length ?? 0})`}
            testId="summary-gift-cards"
            value={formatMoney(cardsCents / 100)}
          />
        )}
        <Row label="Total" testId="summary-total" value={formatMoney(quote.total)} tone="total" />
      </dl>
      {boxes && (
        <p className="summary__vat" data-testid="summary-vat">
          TVA incluse
        </p>
      )}
      {
        compact || !ships ? null : quote.amountToFreeShipping > 0 ? (
          <div className="free-shipping">
            <p data-testid="summary-free-shipping">
              <Icon name="truck" size={18} />
              <span>
                Plus que <strong>{formatMoney(quote.amountToFreeShipping)}</strong> pour la livraison gratuite
              </span>
            </p>
            <div className="free-shipping__bar" aria-hidden="true">
              <span style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : quote.shipping === 0 ? (
          <p className="free-shipping free-shipping--reached">
            <Icon name="check" size={18} />
            <span>Vous profitez de la livraison gratuite</span>
          </p>
        ) : null /* a gift subscription's boxes: each pays its own shipping, shown in its line */
      }
    </>
  );
}

export function SummarySkeleton() {
  return (
    <div className="summary summary--loading" role="status" aria-label="Calcul du total…">
      {[0, 1, 2].map((i) => (
        <div className="summary__row" key={i}>
          <Skeleton width="40%" height="1rem" />
          <Skeleton width="22%" height="1rem" />
        </div>
      ))}
      <div className="summary__row summary__row--total">
        <Skeleton width="30%" height="1.4rem" />
        <Skeleton width="28%" height="1.4rem" />
      </div>
    </div>
  );
}
