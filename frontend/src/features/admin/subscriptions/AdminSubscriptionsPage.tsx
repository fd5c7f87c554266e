import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { EmailText } from '../../../components/BreakText';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { errorMessage } from '../../../lib/api';
import { formatCalendarDate, formatMoney, formatShortDate } from '../../../lib/format';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { RetryNotice } from '../../../components/RetryNotice';
import { subscriptionStatusTone } from '../../subscriptions';
import { StatCard } from '../components/StatCard';
import { SearchBox, UpdatingStatus } from '../components/SearchBox';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { EmptyList } from '../components/EmptyList';
import { useListParams, useListPaging } from '../components/useListParams';
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  useCancelAdminSubscriptionMutation,
  useGetSubscriptionStatsQuery,
  useListAdminSubscriptionsQuery,
} from './endpoints';
import { GiftSubscriptionsTable } from './GiftSubscriptionsTable';
import { STATUS_FILTERS, paramsFromQuery, queryFromParams } from './query';
import type { AdminSubscription, SubscriptionStats } from './types';
// The order screens' sheets, all of them and in this order wherever imported (one shared stylesheet):
import '../orders/orders-list.css';
import '../orders/status-modal.css';
import '../orders/order-detail.css';
import './subscriptions.css';

const COLUMNS: SortColumn<never>[] = [
  { key: null, label: 'Client' },
  { key: null, label: 'Box' },
  { key: null, label: 'Fréquence' },
  { key: null, label: 'Montant' },
  { key: null, label: 'Statut' },
  { key: null, label: 'Prochaine box' },
  { key: null, label: 'Actions', className: 'users-table__actions-head' },
];
const count = new Intl.NumberFormat('fr-BE');

/** The figures above the list, in this order. */
const FIGURES: {
  label: string;
  value: (s: SubscriptionStats) => string;
  tone: 'forest' | 'gold' | 'sky' | 'plum';
}[] = [
  { label: 'Revenu mensuel récurrent', value: (s) => formatMoney(s.monthlyRecurringRevenue), tone: 'forest' },
  { label: 'Actifs', value: (s) => count.format(s.active), tone: 'plum' },
  { label: 'En pause', value: (s) => count.format(s.en_pause), tone: 'gold' },
  { label: 'Suspendus', value: (s) => count.format(s.suspendue), tone: 'sky' },
  { label: 'Annulés', value: (s) => count.format(s.annulee), tone: 'gold' },
];

const boxes = (s: AdminSubscription) =>
  s.items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(', ');
const customerName = (s: AdminSubscription) =>
  s.customer
    ? [s.customer.firstName, s.customer.lastName].filter(Boolean).join(' ') || s.customer.email
    : 'Compte supprimé';

/** /admin/subscriptions: figures, status filter, search, table, pages, cancellation on the customer's behalf. */
export default function AdminSubscriptionsPage() {
  const { query, update, draft, setDraft, reset } = useListParams(queryFromParams, paramsFromQuery);
  const gifts = query.kind === 'gift';
  const list = useListAdminSubscriptionsQuery(query, { refetchOnMountOrArgChange: true, skip: gifts });
  const stats = useGetSubscriptionStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel, cancelState] = useCancelAdminSubscriptionMutation();
  const [pending, setPending] = useState<AdminSubscription | null>(null);

  const data = list.data;
  const { totalPages, footer } = useListPaging(
    query.page,
    ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
    data && {
      rows: data.subscriptions,
      total: data.pagination.totalSubscriptions,
      totalPages: data.pagination.totalPages,
    },
    (page, replace) => update({ page }, replace),
  );

  const confirmCancel = async () => {
    const subscription = pending;
    setPending(null);
    if (!subscription) return;
    try {
      await cancel(subscription.id).unwrap();
      toast.success('Abonnement annulé : le client a reçu un e-mail de confirmation');
    } catch (error) {
      toast.error(errorMessage(error, "L'annulation a échoué. Veuillez réessayer."));
    }
  };

  const filtered = query.status !== '' || query.search !== '' || gifts;
  const s = stats.data;

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Abonnements"
        lead="Box livrées régulièrement : revenu mensuel récurrent, états, annulation au nom d'un client."
      />

      <section className="orders-stats admin-subscriptions__stats" aria-label="Chiffres des abonnements">
        {FIGURES.map((figure) => (
          <StatCard
            key={figure.label}
            label={figure.label}
            value={s ? figure.value(s) : stats.isError ? '—' : null}
            tone={figure.tone}
            skeletonWidth="4rem"
          />
        ))}
      </section>

      <section className="admin-panel" aria-label="Liste des abonnements">
        <div className="users-toolbar">
          <SearchBox
            label="Rechercher un abonnement"
            placeholder="Nom, prénom ou email du client"
            value={draft}
            onChange={setDraft}
          />
          <div className="chips admin-subscriptions__filters" role="group" aria-label="Filtrer par statut">
            {STATUS_FILTERS.map((filter) => (
              <button
                key={filter.value || 'all'}
                type="button"
                className="chip"
                aria-pressed={!gifts && query.status === filter.value}
                onClick={() => update({ kind: '', status: filter.value, page: 1 })}
              >
                {filter.label}
              </button>
            ))}
            <button
              type="button"
              className="chip"
              aria-pressed={gifts}
              onClick={() => update({ kind: 'gift', status: '', page: 1 })}
            >
              Cadeaux
            </button>
          </div>
          <UpdatingStatus show={list.isFetching && !list.isLoading} />
        </div>

        {gifts ? (
          <GiftSubscriptionsTable query={query} onPage={(page, replace) => update({ page }, replace)} />
        ) : list.isError && !data ? (
          <RetryNotice onRetry={list.refetch} withIcon>
            <p>{errorMessage(list.error, 'Impossible de charger les abonnements')}</p>
          </RetryNotice>
        ) : (
          <>
            <SortableTable
              columns={COLUMNS}
              caption={`Abonnements, page ${query.page} sur ${totalPages}`}
              className="users-table admin-subscriptions__table"
              loading={list.isLoading}
              skeletonRows={4}
              busy={list.isFetching && !list.isLoading}
              after={
                data &&
                data.subscriptions.length === 0 && (
                  <EmptyList
                    message={
                      filtered
                        ? 'Aucun abonnement ne correspond à ces critères.'
                        : "Aucun abonnement pour l'instant."
                    }
                    clear={
                      filtered
                        ? { label: 'Effacer les filtres', onClick: () => reset(new URLSearchParams()) }
                        : undefined
                    }
                  />
                )
              }
            >
              {data?.subscriptions.map((subscription) => (
                <tr key={subscription.id} data-testid={`admin-subscription-${subscription.id}`}>
                  <td data-label="Client" className="orders-table__client">
                    <span>
                      <span className="users-table__name">{customerName(subscription)}</span>
                      {subscription.customer && <EmailText email={subscription.customer.email} />}
                    </span>
                  </td>
                  <td data-label="Box">
                    <span>
                      {boxes(subscription)}
                      <span className="admin-subscriptions__since">
                        depuis le {formatShortDate(subscription.createdAt)}
                      </span>
                    </span>
                  </td>
                  <td data-label="Fréquence">
                    <span>{subscription.frequencyLabel}</span>
                  </td>
                  <td data-label="Montant">
                    <span>{formatMoney(subscription.amount)}</span>
                  </td>
                  <td data-label="Statut">
                    <span>
                      <span
                        className={`status-badge status-badge--${subscriptionStatusTone(subscription.status)}`}
                      >
                        {subscription.statusLabel}
                      </span>
                    </span>
                  </td>
                  <td data-label="Prochaine box">
                    <span>
                      {subscription.nextChargeOn ? formatCalendarDate(subscription.nextChargeOn) : '—'}
                    </span>
                  </td>
                  <td className="users-table__actions">
                    {subscription.orders[0] && (
                      <Link
                        className="users-action admin-subscriptions__orders"
                        to={`/admin/orders?search=${encodeURIComponent(subscription.orders[0].orderId)}`}
                        title="Dernière commande"
                        aria-label={`Dernière commande de ${customerName(subscription)} : ${subscription.orders[0].orderId}`}
                      >
                        <Icon name="box" size={18} />
                        <span className="users-action__label">Dernière commande</span>
                      </Link>
                    )}
                    {subscription.status !== 'annulee' && (
                      <button
                        type="button"
                        className="users-action users-action--danger"
                        onClick={() => setPending(subscription)}
                        disabled={cancelState.isLoading}
                        title="Annuler l'abonnement"
                        aria-label={`Annuler l'abonnement de ${customerName(subscription)}`}
                      >
                        <Icon name="trash" size={18} />
                        <span className="users-action__label">Annuler</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </SortableTable>
            {footer && <ListFooter {...footer} label="Pages des abonnements" />}
          </>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title="Annuler l'abonnement"
        danger
        confirmLabel="Annuler l'abonnement"
        cancelLabel="Garder"
        message={
          pending && (
            <>
              Annuler l'abonnement <strong>{boxes(pending)}</strong> ({pending.frequencyLabel.toLowerCase()})
              de <strong>{customerName(pending)}</strong> ? Plus aucune box ne sera envoyée ni prélevée ; le
              client reçoit un e-mail de confirmation.
            </>
          )
        }
        onConfirm={() => void confirmCancel()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
