import { Link } from 'react-router';
import { EmailText } from '../../../components/BreakText';
import { Icon } from '../../../components/Icon';
import { RetryNotice } from '../../../components/RetryNotice';
import { errorMessage } from '../../../lib/api';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { subscriptionStatusTone } from '../../subscriptions';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { EmptyList } from '../components/EmptyList';
import { useListPaging } from '../components/useListParams';
import { ADMIN_SUBSCRIPTIONS_PAGE_SIZE, useListAdminGiftSubscriptionsQuery } from './endpoints';
import type { AdminGiftSubscription, AdminSubscriptionQuery } from './types';

const COLUMNS: SortColumn<never>[] = [
  { key: null, label: 'Acheteur' },
  { key: null, label: 'Destinataire' },
  { key: null, label: 'Abonnement offert' },
  { key: null, label: 'Box envoyées' },
  { key: null, label: 'Payé' },
  { key: null, label: 'Statut' },
  { key: null, label: 'Prochaine box' },
  { key: null, label: 'Actions', className: 'users-table__actions-head' },
];

const buyerName = (gift: AdminGiftSubscription) =>
  gift.buyer
    ? [gift.buyer.firstName, gift.buyer.lastName].filter(Boolean).join(' ') || gift.buyer.email
    : 'Compte supprimé';

/**
 * The 'Cadeaux' filter of /admin/subscriptions (docs/design/gifting.md): prepaid gift subscriptions with
 * their buyer, recipient, boxes sent / total and what was paid once. Never in the recurring revenue.
 */
export function GiftSubscriptionsTable({
  query,
  onPage,
}: {
  query: AdminSubscriptionQuery;
  onPage: (page: number, replace?: boolean) => void;
}) {
  const list = useListAdminGiftSubscriptionsQuery(query, { refetchOnMountOrArgChange: true });
  const data = list.data;
  const { totalPages, footer } = useListPaging(
    query.page,
    ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
    data && {
      rows: data.giftSubscriptions,
      total: data.pagination.totalSubscriptions,
      totalPages: data.pagination.totalPages,
    },
    onPage,
  );

  if (list.isError && !data) {
    return (
      <RetryNotice onRetry={list.refetch} withIcon>
        <p>{errorMessage(list.error, 'Impossible de charger les abonnements offerts')}</p>
      </RetryNotice>
    );
  }
  return (
    <>
      <SortableTable
        columns={COLUMNS}
        caption={`Abonnements offerts, page ${query.page} sur ${totalPages}`}
        className="users-table admin-subscriptions__table"
        loading={list.isLoading}
        skeletonRows={4}
        busy={list.isFetching && !list.isLoading}
        after={
          data &&
          data.giftSubscriptions.length === 0 && (
            <EmptyList
              message={
                query.search
                  ? 'Aucun abonnement offert ne correspond à cette recherche.'
                  : "Aucun abonnement offert pour l'instant."
              }
            />
          )
        }
      >
        {data?.giftSubscriptions.map((gift) => (
          <tr key={gift.id} data-testid={`admin-gift-subscription-${gift.id}`}>
            <td data-label="Acheteur" className="orders-table__client">
              <span>
                <span className="users-table__name">{buyerName(gift)}</span>
                {gift.buyer && <EmailText email={gift.buyer.email} />}
              </span>
            </td>
            <td data-label="Destinataire" className="orders-table__client">
              <span>
                <span className="users-table__name">
                  {gift.recipient.firstName} {gift.recipient.lastName}
                </span>
                <EmailText email={gift.recipient.email} />
                <span className="admin-subscriptions__since">
                  {gift.claimed ? 'Reçu sur son compte' : gift.notified ? 'Prévenu' : gift.notifyLabel}
                </span>
              </span>
            </td>
            <td data-label="Abonnement offert">
              <span>{gift.offered}</span>
            </td>
            <td data-label="Box envoyées">
              <span>
                {gift.boxesSent} / {gift.boxesTotal}
              </span>
            </td>
            <td data-label="Payé">
              <span>{formatMoney(gift.paid)}</span>
            </td>
            <td data-label="Statut">
              <span>
                <span className={`status-badge status-badge--${subscriptionStatusTone(gift.status)}`}>
                  {gift.statusLabel}
                </span>
              </span>
            </td>
            <td data-label="Prochaine box">
              <span>{gift.nextBoxDate ? formatCalendarDate(gift.nextBoxDate) : '—'}</span>
            </td>
            <td className="users-table__actions">
              <Link
                className="users-action admin-subscriptions__orders"
                to={`/admin/orders?search=${encodeURIComponent(gift.orderId)}`}
                title="Commande payée"
                aria-label={`Commande de l'abonnement offert par ${buyerName(gift)} : ${gift.orderId}`}
              >
                <Icon name="box" size={18} />
                <span className="users-action__label">Commande</span>
              </Link>
            </td>
          </tr>
        ))}
      </SortableTable>
      {footer && <ListFooter {...footer} label="Pages des abonnements offerts" />}
    </>
  );
}
