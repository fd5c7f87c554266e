import { useState } from 'react';
import { EmailText } from '../../../components/BreakText';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast';
import { RetryNotice } from '../../../components/RetryNotice';
import { errorMessage } from '../../../lib/api';
import { formatShortDate } from '../../../lib/format';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { SearchBox, UpdatingStatus } from '../components/SearchBox';
import { SelectField } from '../components/SelectField';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { EmptyList } from '../components/EmptyList';
import { useListParams, useListPaging } from '../components/useListParams';
import { ADMIN_GIFT_CARDS_PAGE_SIZE, useListAdminGiftCardsQuery } from './endpoints';
import { GiftCardDetailDialog } from './GiftCardDetailDialog';
import { IssueGiftCardDialog } from './IssueGiftCardDialog';
import { STATUS_FILTERS, euros, giftCardTone, masked, paramsFromQuery, queryFromParams } from './query';
import type { AdminGiftCard } from './types';
import '../orders/orders-list.css';
import '../orders/status-modal.css';
import '../orders/order-detail.css';
import './giftcards.css';

const COLUMNS: SortColumn<never>[] = [
  { key: null, label: 'Carte' },
  { key: null, label: 'Montant' },
  { key: null, label: 'Solde' },
  { key: null, label: 'Statut' },
  { key: null, label: 'Acheteur' },
  { key: null, label: 'Destinataire' },
  { key: null, label: 'Dates' },
  { key: null, label: 'Actions', className: 'users-table__actions-head' },
];

/** /admin/gift-cards: status filter, search (last 4, buyer, recipient), table, pages, a card's movements, issue by hand. */
export default function AdminGiftCardsPage() {
  const { query, update, draft, setDraft, reset } = useListParams(queryFromParams, paramsFromQuery);
  const list = useListAdminGiftCardsQuery(query, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<AdminGiftCard | null>(null);
  const [issuing, setIssuing] = useState(false);
  const data = list.data;
  const { totalPages, footer } = useListPaging(
    query.page,
    ADMIN_GIFT_CARDS_PAGE_SIZE,
    data && {
      rows: data.giftCards,
      total: data.pagination.totalCards,
      totalPages: data.pagination.totalPages,
    },
    (page, replace) => update({ page }, replace),
  );
  const filtered = query.status !== '' || query.search !== '';

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Cartes cadeaux"
        lead="Cartes vendues et émises par le service client : soldes, mouvements, désactivation."
        action={
          <Button
            variant="primary"
            size="md"
            icon={<Icon name="plus" size={18} />}
            onClick={() => setIssuing(true)}
          >
            Émettre une carte
          </Button>
        }
      />

      <section className="admin-panel" aria-label="Liste des cartes cadeaux">
        <div className="users-toolbar admin-giftcards__toolbar">
          <SearchBox
            label="Rechercher une carte"
            placeholder="4 derniers caractères, nom ou email"
            value={draft}
            onChange={setDraft}
          />
          <SelectField
            label="Statut"
            value={query.status}
            options={STATUS_FILTERS}
            onChange={(status) => update({ status: status as typeof query.status, page: 1 })}
          />
          <UpdatingStatus show={list.isFetching && !list.isLoading} />
        </div>

        {list.isError && !data ? (
          <RetryNotice onRetry={list.refetch} withIcon>
            <p>{errorMessage(list.error, 'Impossible de charger les cartes cadeaux')}</p>
          </RetryNotice>
        ) : (
          <>
            <SortableTable
              columns={COLUMNS}
              caption={`Cartes cadeaux, page ${query.page} sur ${totalPages}`}
              className="users-table admin-giftcards__table"
              loading={list.isLoading}
              skeletonRows={4}
              busy={list.isFetching && !list.isLoading}
              after={
                data &&
                data.giftCards.length === 0 && (
                  <EmptyList
                    message={
                      filtered
                        ? 'Aucune carte ne correspond à ces critères.'
                        : "Aucune carte cadeau pour l'instant."
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
              {data?.giftCards.map((card) => (
                <tr key={card.id} data-testid={`admin-gift-card-${card.id}`}>
                  <td data-label="Carte">
                    <span>
                      <span className="admin-giftcards__last4">{masked(card.last4)}</span>
                      <span className="admin-giftcards__muted">{card.kindLabel}</span>
                    </span>
                  </td>
                  <td data-label="Montant">
                    <span>{euros(card.initialCents)}</span>
                  </td>
                  <td data-label="Solde">
                    <span>{euros(card.balanceCents)}</span>
                  </td>
                  <td data-label="Statut">
                    <span>
                      <span className={`status-badge status-badge--${giftCardTone(card.status)}`}>
                        {card.statusLabel}
                      </span>
                    </span>
                  </td>
                  <td data-label="Acheteur" className="orders-table__client">
                    <span>
                      <span className="users-table__name">{card.buyer.name}</span>
                      {card.buyer.email && <EmailText email={card.buyer.email} />}
                    </span>
                  </td>
                  <td data-label="Destinataire" className="orders-table__client">
                    <span>
                      <span className="users-table__name">{card.recipient.name}</span>
                      {card.recipient.email && <EmailText email={card.recipient.email} />}
                    </span>
                  </td>
                  <td data-label="Dates">
                    <span>
                      <span className="admin-giftcards__date">
                        {card.purchasedAt ? formatShortDate(card.purchasedAt) : '—'}
                      </span>
                      {card.expiresAt && (
                        <span className="admin-giftcards__muted">
                          jusqu’au {formatShortDate(card.expiresAt)}
                        </span>
                      )}
                      {card.orderNumber && <span className="admin-giftcards__muted">{card.orderNumber}</span>}
                    </span>
                  </td>
                  <td className="users-table__actions">
                    <button
                      type="button"
                      className="users-action"
                      onClick={() => setOpened(card)}
                      title="Mouvements"
                      aria-label={`Mouvements de la carte ${masked(card.last4)}`}
                    >
                      <Icon name="copy" size={18} />
                      <span className="users-action__label">Mouvements</span>
                    </button>
                  </td>
                </tr>
              ))}
            </SortableTable>
            {footer && <ListFooter {...footer} label="Pages des cartes cadeaux" />}
          </>
        )}
      </section>

      {opened && (
        <GiftCardDetailDialog
          card={opened}
          onClose={() => setOpened(null)}
          onChanged={() => void list.refetch()}
        />
      )}
      <IssueGiftCardDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(card) => {
          setIssuing(false);
          toast.success(
            `Carte ${masked(card.last4)} émise : elle est envoyée à ${card.recipient.email ?? ''}`,
          );
          void list.refetch();
        }}
      />
    </div>
  );
}
