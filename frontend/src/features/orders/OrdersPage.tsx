import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../components/toast';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LinkArrow } from '../../components/LinkArrow';
import { LoadFailedNotice } from '../../components/RetryNotice';
import { Skeleton } from '../../components/Spinner';
import { OrderCard } from './components/OrderCard';
import { useGetMyOrdersQuery } from './endpoints';
import { ORDER_FILTERS, countByFilter, visibleOrders, type OrderFilter } from './orders';
// In this order (the cascade's):
import './orders-page.css';
import './order-details.css';
import './components/withdrawal.css';

export const ORDERS_TEXTS = {
  loadFailed: 'Impossible de charger vos commandes',
} as const;

function OrdersSkeleton() {
  return (
    <ul role="list" className="orders-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li className="order-card order-card--skeleton" key={i}>
          <Skeleton width="45%" height="1.1rem" />
          <Skeleton width="30%" height="0.9rem" />
        </li>
      ))}
    </ul>
  );
}

/** /orders: my orders, searchable and filtered, each card expandable. */
export function OrdersPage() {
  const { data, isLoading, isFetching, isError, refetch } = useGetMyOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [search, setSearch] = useState('');
  // /orders?order=BP-… (the link of the thank-you page) opens that order.
  const [params] = useSearchParams();
  const [expanded, setExpanded] = useState<Set<string>>(() => {
    const wanted = params.get('order');
    return new Set(wanted ? [wanted] : []);
  });
  const searchId = useId();

  const failed = isError && !isFetching;
  useEffect(() => {
    if (failed) toast.error(ORDERS_TEXTS.loadFailed, { id: 'orders-load' });
  }, [failed]);

  const orders = useMemo(() => data ?? [], [data]);
  const counts = useMemo(() => countByFilter(orders), [orders]);
  const shown = useMemo(() => visibleOrders(orders, filter, search), [orders, filter, search]);

  const toggle = (orderId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });

  const refresh = () => {
    void refetch();
  };

  return (
    <div className="container page orders-page">
      <header className="page-header page-header--with-actions">
        <div>
          <h1 className="page-title">Mes commandes</h1>
          <p className="page-lead">Suivez vos commandes, de la confirmation du paiement à la livraison.</p>
          <p className="orders-page__subscriptions">
            <LinkArrow to="/abonnements">Gérer mes abonnements</LinkArrow>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={refresh}
          disabled={isFetching}
          aria-busy={isFetching}
          icon={<Icon name="refresh" size={18} className={isFetching ? 'is-spinning' : undefined} />}
        >
          Actualiser
        </Button>
      </header>

      {isLoading ? (
        <OrdersSkeleton />
      ) : failed && !data ? (
        <LoadFailedNotice message={ORDERS_TEXTS.loadFailed} onRetry={refresh} />
      ) : orders.length === 0 ? (
        <div className="empty-state empty-state--page" data-testid="orders-empty">
          <Icon name="box" size={48} />
          <h2 className="empty-state__title">Vous n'avez pas encore de commande</h2>
          <p>Découvrez nos box et offrez-vous (ou offrez) un moment de plaisir.</p>
          <ButtonLink to="/category">Découvrir nos box</ButtonLink>
        </div>
      ) : (
        <>
          <div className="orders-toolbar">
            <div className="orders-search">
              <label htmlFor={searchId} className="visually-hidden">
                Rechercher une commande
              </label>
              <Icon name="search" size={18} className="orders-search__icon" />
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder="Rechercher (référence, box…)"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <div className="chips orders-filters" role="group" aria-label="Filtrer les commandes">
              {ORDER_FILTERS.map(({ key, label }) => (
                <button
                  key={key}
                  type="button"
                  className="chip"
                  aria-pressed={filter === key}
                  onClick={() => setFilter(key)}
                  data-testid={`orders-filter-${key}`}
                >
                  {label} <span className="orders-filters__count">({counts[key]})</span>
                </button>
              ))}
            </div>
          </div>

          {shown.length === 0 ? (
            <div className="empty-state" role="status">
              <Icon name="search" size={36} />
              <p>Aucune commande ne correspond à votre recherche.</p>
            </div>
          ) : (
            <ul role="list" className="orders-list" aria-busy={isFetching}>
              {shown.map((order) => (
                <OrderCard
                  key={order.orderId}
                  order={order}
                  expanded={expanded.has(order.orderId)}
                  onToggle={() => toggle(order.orderId)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      <p className="orders-page__support">
        <Icon name="info" size={18} />
        <span>
          Une question sur une commande ? <Link to="/contact">Contactez notre service client</Link>.
        </span>
      </p>
    </div>
  );
}
