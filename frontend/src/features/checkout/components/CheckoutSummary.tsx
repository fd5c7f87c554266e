import { Link } from 'react-router';
import { Skeleton } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { Icon } from '../../../components/Icon';
import {
  PromoCodeForm,
  SummaryFigures,
  SummarySkeleton,
  type CartQuote,
  type GiftCardLine,
} from '../../cart';

interface CheckoutSummaryProps {
  quote: CartQuote | undefined;
  quoteFailed: boolean;
  quoteError: string | null;
  refreshing: boolean;
  itemCount: number;
  giftCards?: readonly GiftCardLine[];
  appliedCode: string | null;
  applying: boolean;
  onApplyPromo: (code: string) => Promise<boolean>;
  onRemovePromo: () => void;
}

/**
 * What the gift cards pay and what is left for Mollie (the total stays the same: a card is a means of
 * payment, not a discount).
 */
function GiftCardSplit({ quote }: { quote: CartQuote }) {
  const payments = quote.giftCardPayments ?? [];
  if (payments.length === 0 || quote.amountDueCents === undefined) return null;
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return (
    <dl className="summary checkout-summary__split">
      <div className="summary__row">
        <dt>{payments.length > 1 ? 'Payé par cartes cadeaux' : 'Payé par carte cadeau'}</dt>
        <dd data-testid="summary-gift-card-paid">-{formatMoney(paidCents / 100)}</dd>
      </div>
      <div className="summary__row summary__row--total">
        <dt>Reste à payer</dt>
        <dd data-testid="summary-amount-due">{formatMoney(quote.amountDueCents / 100)}</dd>
      </div>
    </dl>
  );
}

/** The side summary (docs/design/checkout.md): lines ('Abo' on subscriptions), promo code, figures, terms. */
export function CheckoutSummary({
  quote,
  quoteFailed,
  quoteError,
  refreshing,
  itemCount,
  giftCards = [],
  appliedCode,
  applying,
  onApplyPromo,
  onRemovePromo,
}: CheckoutSummaryProps) {
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        Votre commande
      </h2>

      {quote ? (
        <ul role="list" className="checkout-items" aria-busy={refreshing}>
          {quote.lines.map((line, index) => (
            <li key={`${line.productId}-${line.isSubscription}-${index}`} className="checkout-item">
              <img src={line.image} alt="" width={56} height={56} className="checkout-item__image" />
              <div className="checkout-item__body">
                <p className="checkout-item__name">
                  {line.name}
                  {line.giftBoxes ? (
                    <span className="badge badge--gold checkout-item__sub" title="Abonnement offert">
                      Cadeau
                    </span>
                  ) : (
                    line.isSubscription && (
                      <span className="badge badge--gold checkout-item__sub" title="Abonnement">
                        Abo
                      </span>
                    )
                  )}
                </p>
                <p className="checkout-item__meta">
                  {line.giftBoxes && line.giftPriceText
                    ? line.giftPriceText
                    : `${line.quantity} × ${formatMoney(line.unitPrice)}`}
                </p>
              </div>
              <p className="checkout-item__total">{formatMoney(line.lineTotal)}</p>
            </li>
          ))}
          {giftCards.map((card) => (
            <li key={card.key} className="checkout-item">
              <span className="checkout-item__image checkout-item__card" aria-hidden="true">
                <Icon name="gift" size={24} />
              </span>
              <div className="checkout-item__body">
                <p className="checkout-item__name">Carte cadeau</p>
                <p className="checkout-item__meta">Pour {card.recipientName.trim()}</p>
              </div>
              <p className="checkout-item__total">{formatMoney(card.amountCents / 100)}</p>
            </li>
          ))}
        </ul>
      ) : quoteFailed ? null : (
        <div className="checkout-items" aria-hidden="true">
          {[0, 1].map((i) => (
            <div className="checkout-item" key={i}>
              <Skeleton width="56px" height="56px" radius="10px" />
              <Skeleton width="60%" height="1rem" />
            </div>
          ))}
        </div>
      )}

      {/* A promo code lowers the boxes only: none when the order is gift cards only. */}
      {quote?.lines.length !== 0 && (
        <PromoCodeForm
          appliedCode={appliedCode}
          applying={applying}
          keepInput
          onApply={onApplyPromo}
          onRemove={onRemovePromo}
        />
      )}

      <div className="cart-summary__figures" aria-busy={refreshing} aria-live="polite">
        {quote ? (
          <>
            <SummaryFigures quote={quote} itemCount={itemCount} compact />
            <GiftCardSplit quote={quote} />
          </>
        ) : quoteFailed ? (
          <div className="notice notice--error checkout-summary__error" role="alert">
            <p>
              <strong>{quoteError}</strong>
            </p>
            <Link to="/cart" className="link-arrow">
              Modifier mon panier
            </Link>
          </div>
        ) : (
          <SummarySkeleton />
        )}
      </div>

      <p className="checkout-summary__terms">
        En finalisant votre commande, vous acceptez nos{' '}
        <Link to="/terms-of-service" target="_blank" rel="noopener">
          conditions générales de vente
        </Link>
        .
      </p>
    </aside>
  );
}
