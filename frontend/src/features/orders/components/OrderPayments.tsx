import { formatMoney } from '../../../lib/format';
import type { CustomerOrder } from '../types';

const euros = (cents: number) => formatMoney(cents / 100);

/**
 * How an order paid partly or wholly by gift cards was paid (docs/design/gift-cards.md, "Paying with a
 * card"): each card by its last 4 with its share and what a refund put back on it, then Mollie's share.
 * Nothing when no card paid the order.
 */
export function OrderPayments({ order }: { order: CustomerOrder }) {
  const payments = order.giftCardPayments ?? [];
  if (payments.length === 0) return null;
  const mollieCents = order.amountDueCents ?? 0;
  return (
    <ul role="list" className="order-payments" aria-label="Paiement">
      {payments.map((payment, index) => (
        <li key={`${payment.last4}-${index}`} data-testid={`order-gift-card-payment-${index}`}>
          Payé par carte cadeau •••• {payment.last4} : {euros(payment.amountCents)}
          {payment.creditedCents > 0 && <> (dont {euros(payment.creditedCents)} recrédités)</>}
          {payment.status !== 'captured' && (
            <span className="order-payments__status"> — {payment.statusLabel}</span>
          )}
        </li>
      ))}
      {mollieCents > 0 && <li data-testid="order-mollie-payment">Payé par Mollie : {euros(mollieCents)}</li>}
    </ul>
  );
}
