import { Link } from 'react-router';
import { useRestockOrdersQuery } from './endpoints';
// The order screens' sheets, all of them and in this order wherever imported (one shared stylesheet):
import './orders-list.css';
import './status-modal.css';
import './order-detail.css';

/**
 * The dashboard's 'À réapprovisionner' list: orders still to prepare that were created short of stock
 * (subscription renewals are never refused for stock, docs/design/stock.md). The server decides which.
 */
export function RestockOrdersList() {
  const { data, isLoading, isError } = useRestockOrdersQuery();
  if (isLoading) return <p role="status">Chargement…</p>;
  const orders = Array.isArray(data?.orders) ? data.orders : null;
  if (isError || !orders) return <p role="alert">Impossible de charger les commandes à réapprovisionner</p>;
  if (orders.length === 0) return <p>Aucune commande à réapprovisionner.</p>;
  return (
    <ul role="list" className="low-stock" aria-label="Commandes à réapprovisionner">
      {orders.map((order) => (
        <li key={order.orderId}>
          <Link to={`/admin/orders/${encodeURIComponent(order.orderId)}`}>{order.orderId}</Link>
          <span className="order-badge order-badge--restock">À réapprovisionner</span>
        </li>
      ))}
    </ul>
  );
}
