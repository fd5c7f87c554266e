import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { useGetOrderStatsQuery, useListAdminOrdersQuery } from './endpoints';
import {
  hasActiveFilters,
  nextSort,
  ORDERS_MESSAGES,
  PAGE_SIZES,
  paramsFromQuery,
  queryFromParams,
  resetFilters,
  SEARCH_MIN_WORD,
  searchableText,
} from './orderQuery';
import { OrderRow } from './OrderRow';
import { StatusModal } from './StatusModal';
import type { AdminOrder, OrderListQuery, OrderSort } from './types';
import './orders.css';

const SEARCH_DEBOUNCE_MS = 300;

const COLUMNS: SortColumn<OrderSort>[] = [
  { key: 'orderNumber', label: 'N° commande' },
  { key: 'createdAt', label: 'Date' },
  { key: 'customer', label: 'Client' },
  { key: 'total', label: 'Montant' },
  { key: null, label: 'Statut commande' },
  { key: null, label: 'Paiement' },
  { key: null, label: 'Actions', className: 'users-table__actions-head' },
];

const count = new Intl.NumberFormat('fr-BE');

/** /admin/orders 'Gestion des commandes' (spec §2): figures, search, filters, table, pages, status modal. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const orders = useListAdminOrdersQuery(query);
  const stats = useGetOrderStatsQuery();
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  const [showFilters, setShowFilters] = useState(
    () => query.orderStatus !== '' || query.status !== '' || query.refundOnly || query.limit !== 20,
  );
  const ids = {
    search: useId(),
    state: useId(),
    payment: useId(),
    limit: useId(),
    refund: useId(),
    filters: useId(),
  };

  const update = (changes: Partial<OrderListQuery>, replace = false) =>
    setParams(paramsFromQuery({ ...query, ...changes }), { replace });

  // The search box types freely; the address (and the request) follows 300 ms after the last key.
  const [draft, setDraft] = useState(query.search);
  const [draftFor, setDraftFor] = useState(query.search);
  if (draftFor !== query.search) {
    setDraftFor(query.search);
    setDraft(query.search);
  }
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => {
      setParams(paramsFromQuery({ ...query, search: draft.trim(), page: 1 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, setParams]);

  // Spec §8: a load failure is told once per failure, and the list is emptied.
  const failedOnce = useRef(false);
  useEffect(() => {
    if (orders.isError && !failedOnce.current) {
      // A refused request (a page too deep for this sort…) says why; other failures just fail.
      const reason = errorStatus(orders.error) === 400 ? errorMessage(orders.error, '') : '';
      toast.error(ORDERS_MESSAGES.loadFailed, {
        id: 'orders-load',
        ...(reason ? { description: reason } : {}),
      });
    }
    failedOnce.current = orders.isError;
  }, [orders.isError, orders.error]);
  const list = orders.isError ? [] : (orders.data?.orders ?? []);
  const pagination = orders.isError ? undefined : orders.data?.pagination;
  const totalPages = pagination?.totalPages ?? 1;

  // A page past the end (after a status change moved orders out of a filter) goes to the last page.
  useEffect(() => {
    if (orders.data && orders.data.orders.length === 0 && query.page > totalPages) {
      setParams(paramsFromQuery({ ...query, page: totalPages }), { replace: true });
    }
  }, [orders.data, query, totalPages, setParams]);

  // The modal follows the list: after a reload it shows the order as it is now.
  const editingNow = editing ? (list.find((o) => o.orderId === editing.orderId) ?? editing) : null;

  const refresh = async () => {
    try {
      await Promise.all([orders.refetch().unwrap(), stats.refetch().unwrap()]);
      toast.success(ORDERS_MESSAGES.refreshed);
    } catch {
      // The load failure is told by the list itself (spec §8).
    }
  };

  const filtered = hasActiveFilters(query);
  const shortSearch = draft.trim() !== '' && searchableText(draft) === '';
  const overview = stats.data?.overview;
  const statusOptions = stats.data?.byStatus ?? [];
  const paymentOptions = stats.data?.paymentStatuses ?? [];

  return (
    <div className="admin-page admin-orders">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Gestion des commandes</h1>
          <p className="admin-page__lead">Suivi des commandes, statuts et expéditions.</p>
        </div>
        <button
          type="button"
          className="btn btn--secondary btn--md"
          onClick={() => void refresh()}
          disabled={orders.isFetching || stats.isFetching}
        >
          <Icon name="refresh" size={18} />
          Actualiser
        </button>
      </header>

      <section className="orders-stats" aria-label="Statistiques des commandes">
        <StatCard
          label="Total commandes"
          value={overview ? count.format(overview.totalOrders) : null}
          icon="box"
        />
        <StatCard
          label="Chiffre d'affaires"
          value={overview ? formatMoney(overview.totalRevenue) : null}
          icon="tag"
          tone="gold"
        />
        <StatCard
          label="Panier moyen"
          value={overview ? formatMoney(overview.averageOrderValue) : null}
          icon="cart"
          tone="sky"
        />
        <StatCard
          label="A traiter"
          value={stats.data ? count.format(stats.data.toProcess ?? 0) : null}
          icon="clock"
          tone="plum"
          action={
            stats.data?.toProcess ? (
              <button
                type="button"
                className="orders-stat__link"
                onClick={() => {
                  setShowFilters(true);
                  update({ orderStatus: 'payee', page: 1 });
                }}
              >
                Voir les commandes reçues
              </button>
            ) : undefined
          }
        />
      </section>

      {!!stats.data?.refundRequired && (
        <div className="notice notice--warning orders-refund-alert" role="status">
          <Icon name="alert" size={18} />
          <p>
            {stats.data.refundRequired > 1
              ? `${count.format(stats.data.refundRequired)} commandes payées doivent être remboursées.`
              : 'Une commande payée doit être remboursée.'}
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => {
              setShowFilters(true);
              update({ refundOnly: true, page: 1 });
            }}
          >
            Afficher
          </button>
        </div>
      )}

      <section className="admin-panel" aria-label="Liste des commandes">
        <div className="orders-toolbar">
          <div className="users-search orders-search">
            <label htmlFor={ids.search} className="visually-hidden">
              Rechercher une commande
            </label>
            <Icon name="search" size={18} className="users-search__icon" />
            <input
              id={ids.search}
              type="search"
              className="input users-search__input"
              placeholder="N° de commande, nom ou email du client"
              value={draft}
              maxLength={100}
              aria-describedby={shortSearch ? `${ids.search}-hint` : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={showFilters}
            aria-controls={ids.filters}
            onClick={() => setShowFilters((open) => !open)}
          >
            Filtres avancés
          </button>
          {filtered && (
            <button
              type="button"
              className="orders-reset"
              onClick={() => {
                setDraft('');
                setParams(paramsFromQuery(resetFilters(query)));
              }}
            >
              Réinitialiser les filtres
            </button>
          )}
          {orders.isFetching && !orders.isLoading && (
            <span className="users-toolbar__status" role="status">
              Mise à jour…
            </span>
          )}
        </div>
        {shortSearch && (
          <p id={`${ids.search}-hint`} className="field__hint orders-search-hint">
            Saisissez au moins {SEARCH_MIN_WORD} caractères pour chercher.
          </p>
        )}

        <div id={ids.filters} className="orders-filters" hidden={!showFilters}>
          <div className="field">
            <label htmlFor={ids.state} className="field__label">
              État de la commande
            </label>
            <select
              id={ids.state}
              className="input"
              value={query.orderStatus}
              onChange={(event) =>
                update({ orderStatus: event.target.value as OrderListQuery['orderStatus'], page: 1 })
              }
            >
              <option value="">Tous les états</option>
              {statusOptions.map((option) => (
                <option key={option.status} value={option.status}>
                  {option.label} ({count.format(option.count)})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.payment} className="field__label">
              Statut du paiement
            </label>
            <select
              id={ids.payment}
              className="input"
              value={query.status}
              onChange={(event) =>
                update({ status: event.target.value as OrderListQuery['status'], page: 1 })
              }
            >
              <option value="">Tous les paiements</option>
              {paymentOptions.map((option) => (
                <option key={option.status} value={option.status}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.limit} className="field__label">
              Commandes par page
            </label>
            <select
              id={ids.limit}
              className="input"
              value={query.limit}
              onChange={(event) => update({ limit: Number(event.target.value), page: 1 })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <label className="orders-filters__check" htmlFor={ids.refund}>
            <input
              id={ids.refund}
              type="checkbox"
              checked={query.refundOnly}
              onChange={(event) => update({ refundOnly: event.target.checked, page: 1 })}
            />
            À rembourser seulement
          </label>
        </div>

        <SortableTable
          columns={COLUMNS}
          sortBy={query.sortBy}
          sortOrder={query.sortOrder}
          onSort={(column) => update({ ...nextSort(query, column), page: 1 })}
          caption={`Commandes, page ${query.page} sur ${totalPages}`}
          className="users-table orders-table"
          loading={orders.isLoading}
          busy={orders.isFetching && !orders.isLoading}
          after={
            !orders.isLoading &&
            list.length === 0 && (
              <div className="users-empty">
                <p>
                  {orders.isError
                    ? ORDERS_MESSAGES.loadFailed
                    : filtered
                      ? 'Aucune commande ne correspond à ces critères.'
                      : 'Aucune commande pour le moment.'}
                </p>
                {orders.isError && (
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    onClick={() => void orders.refetch()}
                  >
                    Réessayer
                  </button>
                )}
              </div>
            )
          }
        >
          {list.map((order) => (
            <OrderRow key={order.orderId} order={order} onEdit={() => setEditing(order)} />
          ))}
        </SortableTable>

        {pagination && pagination.totalOrders > 0 && (
          <ListFooter
            range={`${count.format((query.page - 1) * query.limit + 1)}–${count.format(
              (query.page - 1) * query.limit + list.length,
            )} sur ${count.format(pagination.totalOrders)}${pagination.totalIsCapped ? '+' : ''} commandes`}
            page={query.page}
            totalPages={totalPages}
            onPage={(page) => update({ page })}
            label="Pages des commandes"
          />
        )}
      </section>

      <StatusModal order={editingNow} onClose={() => setEditing(null)} />
    </div>
  );
}

function StatCard({
  label,
  value,
  icon,
  tone = 'forest',
  action,
}: {
  label: string;
  value: string | null;
  icon: 'box' | 'tag' | 'cart' | 'clock';
  tone?: 'forest' | 'gold' | 'sky' | 'plum';
  action?: ReactNode;
}) {
  return (
    <div className={`orders-stat orders-stat--${tone}`}>
      <span className="orders-stat__icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <p className="orders-stat__label">{label}</p>
        <p className="orders-stat__value">{value ?? <Skeleton height="1.5rem" width="5rem" />}</p>
        {action}
      </div>
    </div>
  );
}
