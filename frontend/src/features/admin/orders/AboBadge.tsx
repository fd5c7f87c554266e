import { Link } from 'react-router';
import type { AdminOrder } from './types';

/** 'Abo': a renewal or first order of a subscription links to it; another subscription line is a plain badge. */
export function AboBadge({ order }: { order: Pick<AdminOrder, 'hasSubscription' | 'subscriptionId'> }) {
  if (order.subscriptionId) {
    return (
      <Link
        to={`/admin/subscriptions?search=${encodeURIComponent(order.subscriptionId)}`}
        className="order-badge order-badge--sub order-badge--link"
        title="Voir l'abonnement"
        aria-label="Abo : voir l'abonnement"
      >
        Abo
      </Link>
    );
  }
  if (!order.hasSubscription) return null;
  return (
    <span className="order-badge order-badge--sub" title="Contient un abonnement">
      Abo
    </span>
  );
}
