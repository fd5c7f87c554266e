import { Link } from 'react-router';
import { EmailText } from '../../../components/BreakText';
import { Icon } from '../../../components/Icon';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { GiftBadge } from '../../../components/GiftNote';
import { AboBadge } from './AboBadge';
import { SelectOrderBox } from './BulkSelect';
import { customerName, orderTone, paymentTone } from './orderQuery';
import type { AdminOrder } from './types';

interface OrderRowProps {
  order: AdminOrder;
  onEdit: () => void;
  selected: boolean;
  onSelect: () => void;
}

/** One order of the back-office list: its box, number, date, customer, amount, statuses, actions. */
export function OrderRow({ order, onEdit, selected, onSelect }: OrderRowProps) {
  return (
    <tr
      data-testid={`admin-order-${order.orderId}`}
      className={selected ? 'orders-table__selected' : undefined}
    >
      <td className="orders-table__select">
        <SelectOrderBox orderId={order.orderId} checked={selected} onChange={onSelect} />
      </td>
      <td data-label="N° commande">
        <span>
          <span className="orders-table__number">{order.orderId}</span>
          <AboBadge order={order} />
          {order.gift && <GiftBadge />}
        </span>
      </td>
      <td data-label="Date">
        <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>
      </td>
      <td data-label="Client" className="orders-table__client">
        <span>
          <span className="users-table__name">{customerName(order)}</span>
          <EmailText email={order.billingInfo.email} />
        </span>
      </td>
      <td data-label="Montant" className="orders-table__amount">
        {formatMoney(order.amount)}
      </td>
      <td data-label="Statut commande">
        <span>
          <span className={`status-badge status-badge--${orderTone(order.orderStatus)}`}>
            {order.orderStatusLabel}
          </span>
          {order.tracking?.carrier && <span className="orders-table__carrier">{order.tracking.carrier}</span>}
          {order.refundRequired && <span className="order-badge order-badge--refund">À rembourser</span>}
          {order.restockNeeded && (
            <span className="order-badge order-badge--restock">À réapprovisionner</span>
          )}
        </span>
      </td>
      <td data-label="Paiement">
        <span>
          <span className={`status-badge status-badge--${paymentTone(order.status)}`}>
            {order.statusLabel || order.status}
          </span>
        </span>
      </td>
      <td className="users-table__actions">
        <div className="orders-table__actions">
          <button
            type="button"
            className="users-action"
            onClick={onEdit}
            aria-label={`Modifier le statut de la commande ${order.orderId}`}
            title="Modifier le statut"
          >
            <Icon name="refresh" size={18} />
            <span className="users-action__label">Statut</span>
          </button>
          <Link
            to={`/admin/orders/${encodeURIComponent(order.orderId)}`}
            className="users-action"
            aria-label={`Vue détaillée de la commande ${order.orderId}`}
            title="Vue détaillée"
          >
            <Icon name="eye" size={18} />
            <span className="users-action__label">Détails</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
