import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../components/toast';
import { Icon } from '../../../components/Icon';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { SearchBox, UpdatingStatus } from '../components/SearchBox';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { StatCard } from '../components/StatCard';
import { useLastPageFallback, useListParams } from '../components/useListParams';
import { BulkBar } from './BulkBar';
import { TrackingImportButton } from './TrackingImportDialog';
import { isSelected } from './bulkSelection';
import { BulkResult } from './BulkResult';
import { SelectPageBox } from './BulkSelect';
import { OrderFilters } from './OrderFilters';
import { useGetOrderStatsQuery, useListAdminOrdersQuery } from './endpoints';
import {
  hasActiveFilters,
  nextSort,
  ORDERS_MESSAGES,
  paramsFromQuery,
  queryFromParams,
  resetFilters,
  SEARCH_MIN_WORD,
  searchableText,
} from './orderQuery';
import { OrderRow } from './OrderRow';
import { StatusModal } from './StatusModal';
import { ToPreparePanel } from './ToPreparePanel';
import type { AdminOrder, OrderSort } from './types';
import { useBulkSelection } from './useBulkSelection';
// The order screens' sheets, all of them and in this order wherever imported (one shared stylesheet):
import './orders-list.css';
import './status-modal.css';
import './order-detail.css';
// The list's own: the shipping run's selection.
import './bulk.css';

const COLUMNS: SortColumn<OrderSort>[] = [
  { key: null, label: 'Sélection', className: 'orders-table__select-head' },
  { key: 'orderNumber', label: 'N° commande' },
  { key: 'createdAt', label: 'Date' },
  { key: 'customer', label: 'Client' },
  { key: 'total', label: 'Montant' },
  { key: null, label: 'Statut commande' },
  { key: null, label: 'Paiement' },
  { key: null, label: 'Actions', className: 'users-table__actions-head' },
];

const count = new Intl.NumberFormat('fr-BE');

/** /admin/orders 'Gestion des commandes' (docs/design/orders.md): figures, search, filters, table, pages, status modal. */
export default function OrdersPage() {
  const { query, update, draft, setDraft, reset } = useListParams(queryFromParams, paramsFromQuery);
  const orders = useListAdminOrdersQuery(query);
  const stats = useGetOrderStatsQuery();
  const [editing, setEditing] = useState<AdminOrder | null>(null);
  const [showFilters, setShowFilters] = useState(
    () => query.orderStatus !== '' || query.status !== '' || query.refundOnly || query.limit !== 20,
  );
  const searchId = useId();
  const filtersId = useId();

  // A load failure is told once per failure, and the list is emptied.
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
  const bulk = useBulkSelection(query, list, pagination);
  const [selectColumn, ...otherColumns] = COLUMNS;
  const columns = [
    {
      ...selectColumn!,
      header: <SelectPageBox state={bulk.pageState} disabled={!list.length} onChange={bulk.togglePage} />,
    },
    ...otherColumns,
  ];

  // A page past the end (after a status change moved orders out of a filter) goes to the last page.
  useLastPageFallback(orders.data?.orders.length === 0, query.page, totalPages, (page) =>
    update({ page }, true),
  );

  // The modal follows the list: after a reload it shows the order as it is now.
  const editingNow = editing ? (list.find((o) => o.orderId === editing.orderId) ?? editing) : null;

  const refresh = async () => {
    try {
      await Promise.all([orders.refetch().unwrap(), stats.refetch().unwrap()]);
      toast.success(ORDERS_MESSAGES.refreshed);
    } catch {
      // The load failure is told by the list itself (docs/design/orders.md).
    }
  };

  const filtered = hasActiveFilters(query);
  const shortSearch = draft.trim() !== '' && searchableText(draft) === '';
  const overview = stats.data?.overview;

  return (
    <div className="admin-page admin-orders">
      <AdminPageHeader
        title="Gestion des commandes"
        lead="Suivi des commandes, statuts et expéditions."
        action={
          <div className="orders-header-actions">
            <TrackingImportButton />
            <button
              type="button"
              className="btn btn--secondary btn--md"
              onClick={() => void refresh()}
              disabled={orders.isFetching || stats.isFetching}
            >
              <Icon name="refresh" size={18} />
              Actualiser
            </button>
          </div>
        }
      />

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
      <ToPreparePanel />
      <section className="admin-panel" aria-label="Liste des commandes">
        <div className="orders-toolbar">
          <SearchBox
            id={searchId}
            className="orders-search"
            label="Rechercher une commande"
            placeholder="N° de commande, nom ou email du client"
            value={draft}
            onChange={setDraft}
            describedBy={shortSearch ? `${searchId}-hint` : undefined}
          />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((open) => !open)}
          >
            Filtres avancés
          </button>
          {filtered && (
            <button
              type="button"
              className="orders-reset"
              onClick={() => reset(paramsFromQuery(resetFilters(query)))}
            >
              Réinitialiser les filtres
            </button>
          )}
          <UpdatingStatus show={orders.isFetching && !orders.isLoading} />
        </div>
        {shortSearch && (
          <p id={`${searchId}-hint`} className="field__hint orders-search-hint">
            Saisissez au moins {SEARCH_MIN_WORD} caractères pour chercher.
          </p>
        )}

        <OrderFilters
          id={filtersId}
          hidden={!showFilters}
          query={query}
          update={update}
          statusOptions={stats.data?.byStatus ?? []}
          paymentOptions={stats.data?.paymentStatuses ?? []}
        />

        {bulk.result && <BulkResult result={bulk.result} onClose={bulk.closeResult} />}
        <SortableTable
          columns={columns}
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
            <OrderRow
              key={order.orderId}
              order={order}
              onEdit={() => setEditing(order)}
              selected={isSelected(bulk.selection, order.orderId)}
              onSelect={() => bulk.toggle(order.orderId)}
            />
          ))}
        </SortableTable>

        <BulkBar {...bulk.bar} />

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
