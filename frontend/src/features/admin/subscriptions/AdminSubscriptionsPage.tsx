import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast';
import { EmailText } from '../../../components/BreakText';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { formatCalendarDate, formatMoney, formatShortDate } from '../../../lib/format';
import { AdminPagination } from '../components/AdminPagination';
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  useCancelAdminSubscriptionMutation,
  useGetSubscriptionStatsQuery,
  useListAdminSubscriptionsQuery,
} from './endpoints';
import { STATUS_FILTERS, paramsFromQuery, queryFromParams } from './query';
import type { AdminSubscription, AdminSubscriptionQuery } from './types';
import '../orders/orders.css';
import './subscriptions.css';

const SEARCH_DEBOUNCE_MS = 300;
const count = new Intl.NumberFormat('fr-BE');

const TONES: Record<string, string> = {
  active: 'success',
  en_pause: 'warning',
  en_attente: 'warning',
  suspendue: 'danger',
  annulee: 'muted',
};

const boxes = (s: AdminSubscription) =>
  s.items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(', ');
const customerName = (s: AdminSubscription) =>
  s.customer
    ? [s.customer.firstName, s.customer.lastName].filter(Boolean).join(' ') || s.customer.email
    : 'Compte supprimé';

function Figure({ label, value, tone }: { label: string; value: string | null; tone: string }) {
  return (
    <div className={`orders-stat orders-stat--${tone}`}>
      <div>
        <p className="orders-stat__label">{label}</p>
        <p className="orders-stat__value">{value ?? <Skeleton height="1.5rem" width="4rem" />}</p>
      </div>
    </div>
  );
}

/** /admin/subscriptions: figures, status filter, search, table, pages, cancellation on the customer's behalf. */
export default function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const list = useListAdminSubscriptionsQuery(query, { refetchOnMountOrArgChange: true });
  const stats = useGetSubscriptionStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel, cancelState] = useCancelAdminSubscriptionMutation();
  const [pending, setPending] = useState<AdminSubscription | null>(null);
  const searchId = useId();

  const update = (changes: Partial<AdminSubscriptionQuery>, replace = false) =>
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

  const data = list.data;
  const totalPages = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (data && data.subscriptions.length === 0 && query.page > totalPages) {
      setParams(paramsFromQuery({ ...query, page: totalPages }), { replace: true });
    }
  }, [data, query, totalPages, setParams]);

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

  const filtered = query.status !== '' || query.search !== '';
  const s = stats.data;

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Abonnements</h1>
          <p className="admin-page__lead">
            Box livrées régulièrement : revenu mensuel récurrent, états, annulation au nom d'un client.
          </p>
        </div>
      </header>

      <section className="orders-stats admin-subscriptions__stats" aria-label="Chiffres des abonnements">
        <Figure
          label="Revenu mensuel récurrent"
          value={s ? formatMoney(s.monthlyRecurringRevenue) : stats.isError ? '—' : null}
          tone="forest"
        />
        <Figure label="Actifs" value={s ? count.format(s.active) : stats.isError ? '—' : null} tone="plum" />
        <Figure
          label="En pause"
          value={s ? count.format(s.en_pause) : stats.isError ? '—' : null}
          tone="gold"
        />
        <Figure
          label="Suspendus"
          value={s ? count.format(s.suspendue) : stats.isError ? '—' : null}
          tone="sky"
        />
        <Figure
          label="Annulés"
          value={s ? count.format(s.annulee) : stats.isError ? '—' : null}
          tone="gold"
        />
      </section>

      <section className="admin-panel" aria-label="Liste des abonnements">
        <div className="users-toolbar">
          <div className="users-search">
            <label htmlFor={searchId} className="visually-hidden">
              Rechercher un abonnement
            </label>
            <Icon name="search" size={18} className="users-search__icon" />
            <input
              id={searchId}
              type="search"
              className="input users-search__input"
              placeholder="Nom, prénom ou email du client"
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="chips admin-subscriptions__filters" role="group" aria-label="Filtrer par statut">
            {STATUS_FILTERS.map((filter) => (
              <button
                key={filter.value || 'all'}
                type="button"
                className="chip"
                aria-pressed={query.status === filter.value}
                onClick={() => update({ status: filter.value, page: 1 })}
              >
                {filter.label}
              </button>
            ))}
          </div>
          {list.isFetching && !list.isLoading && (
            <span className="users-toolbar__status" role="status">
              Mise à jour…
            </span>
          )}
        </div>

        {list.isError && !data ? (
          <div className="notice notice--error" role="alert">
            <p>{errorMessage(list.error, 'Impossible de charger les abonnements')}</p>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => list.refetch()}>
              <Icon name="refresh" size={16} />
              Réessayer
            </button>
          </div>
        ) : (
          <>
            <div
              className={`users-table-wrap${list.isFetching && !list.isLoading ? ' users-table-wrap--busy' : ''}`}
            >
              <table className="users-table admin-subscriptions__table">
                <caption className="visually-hidden">
                  Abonnements, page {query.page} sur {totalPages}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Client</th>
                    <th scope="col">Box</th>
                    <th scope="col">Fréquence</th>
                    <th scope="col">Montant</th>
                    <th scope="col">Statut</th>
                    <th scope="col">Prochaine box</th>
                    <th scope="col" className="users-table__actions-head">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.isLoading &&
                    Array.from({ length: 4 }, (_, i) => (
                      <tr key={`skeleton-${i}`} className="users-table__skeleton">
                        {Array.from({ length: 7 }, (_, j) => (
                          <td key={j}>
                            <Skeleton height="1rem" />
                          </td>
                        ))}
                      </tr>
                    ))}
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
                            className={`status-badge status-badge--${TONES[subscription.status] ?? 'muted'}`}
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
                </tbody>
              </table>
              {data && data.subscriptions.length === 0 && (
                <div className="users-empty">
                  <p>
                    {filtered
                      ? 'Aucun abonnement ne correspond à ces critères.'
                      : "Aucun abonnement pour l'instant."}
                  </p>
                  {filtered && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      onClick={() => {
                        setDraft('');
                        setParams(new URLSearchParams());
                      }}
                    >
                      Effacer les filtres
                    </button>
                  )}
                </div>
              )}
            </div>
            {data && (
              <div className="users-footer">
                <p className="users-footer__range">
                  {data.pagination.totalSubscriptions > 0 &&
                    `${(query.page - 1) * ADMIN_SUBSCRIPTIONS_PAGE_SIZE + 1}–${
                      (query.page - 1) * ADMIN_SUBSCRIPTIONS_PAGE_SIZE + data.subscriptions.length
                    } sur ${data.pagination.totalSubscriptions}`}
                </p>
                <AdminPagination
                  page={query.page}
                  totalPages={totalPages}
                  onPage={(page) => update({ page })}
                  label="Pages des abonnements"
                />
              </div>
            )}
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
