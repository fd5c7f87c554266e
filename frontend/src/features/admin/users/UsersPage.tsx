import { useState } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatShortDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { AdminPageHeader, CreateUserLink } from '../components/AdminPageHeader';
import { RetryNotice } from '../../../components/RetryNotice';
import { SearchBox, UpdatingStatus } from '../components/SearchBox';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { EmptyList } from '../components/EmptyList';
import { useListParams, useListPaging } from '../components/useListParams';
import { useDeleteUserMutation, useListUsersQuery } from '../endpoints';
import type { UserListItem, UserSort } from '../types';
import { useRules } from '../../rules';
import {
  deleteBlock,
  deleteBlockMessage,
  displayName,
  isOwnAccount,
  listQueryFromParams,
  nextSort,
  paramsFromListQuery,
  USERS_MESSAGES,
  USERS_PAGE_SIZE,
} from './users';
import { EmailText } from '../../../components/BreakText';

const COLUMNS: SortColumn<UserSort>[] = [
  { key: 'lastName', label: 'Nom' },
  { key: 'firstName', label: 'Prénom' },
  { key: 'email', label: 'Email et téléphone' },
  { key: 'isAdmin', label: 'Rôle' },
  { key: 'createdAt', label: 'Inscription' },
  { key: null, label: 'Actions', className: 'users-table__actions-head' },
];

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** /admin/users: searched, sorted and paginated by the server, 10 per page (docs/design/accounts.md). */
export default function UsersPage() {
  const session = useSession();
  const accounts = useRules()?.accounts;
  const navigate = useNavigate();
  const location = useLocation();
  const { query, update, draft, setDraft } = useListParams(listQueryFromParams, paramsFromListQuery);
  const { data, isLoading, isFetching, isError, refetch } = useListUsersQuery(query);
  const [deleteUser] = useDeleteUserMutation();
  const [pendingDelete, setPendingDelete] = useState<UserListItem | null>(null);

  const { totalPages, footer } = useListPaging(
    query.page,
    USERS_PAGE_SIZE,
    data && { rows: data.users, total: data.pagination.totalUsers, totalPages: data.pagination.totalPages },
    (page, replace) => update({ page }, replace),
  );

  const confirmDelete = async () => {
    const user = pendingDelete;
    setPendingDelete(null);
    if (!user) return;
    try {
      const result = await deleteUser(user.id).unwrap();
      toast.success(result.message);
    } catch (error) {
      const status = errorStatus(error);
      // The server's own reason (last administrator, already deleted…) when it gives one.
      const reason = status === 404 || status === 409 ? errorMessage(error, '') : '';
      toast.error(USERS_MESSAGES.deleteFailed, reason ? { description: reason } : undefined);
    }
  };

  const adminCount = data?.adminCount ?? 0;
  const hasFilter = query.search !== '';

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Gestion des utilisateurs"
        lead={
          data
            ? `${
                hasFilter
                  ? plural(data.pagination.totalUsers, 'utilisateur trouvé', 'utilisateurs trouvés')
                  : plural(data.pagination.totalUsers, 'utilisateur', 'utilisateurs')
              } · ${plural(adminCount, 'administrateur', 'administrateurs')}`
            : 'Comptes clients et administrateurs de la boutique.'
        }
        action={<CreateUserLink />}
      />

      <section className="admin-panel" aria-label="Liste des utilisateurs">
        <div className="users-toolbar">
          <SearchBox
            label="Rechercher un utilisateur"
            placeholder="Rechercher par nom, prénom ou email"
            value={draft}
            onChange={setDraft}
          />
          <UpdatingStatus show={isFetching && !isLoading} />
        </div>

        {isError && !data ? (
          <RetryNotice onRetry={refetch} withIcon>
            <p>{USERS_MESSAGES.loadFailed}</p>
          </RetryNotice>
        ) : (
          <>
            {isError && (
              <RetryNotice onRetry={refetch} className="users-stale">
                <p>{USERS_MESSAGES.loadFailed}</p>
              </RetryNotice>
            )}
            <SortableTable
              columns={COLUMNS}
              sortBy={query.sortBy}
              sortOrder={query.sortOrder}
              onSort={(column) => update({ ...nextSort(query, column), page: 1 })}
              caption={`Utilisateurs, page ${query.page} sur ${totalPages}`}
              className="users-table"
              loading={isLoading}
              busy={isFetching && !isLoading}
              after={
                data &&
                data.users.length === 0 && (
                  <EmptyList
                    message={
                      hasFilter
                        ? `Aucun utilisateur ne correspond à «\u00a0${query.search}\u00a0».`
                        : 'Aucun utilisateur pour le moment.'
                    }
                    clear={
                      hasFilter
                        ? { label: 'Effacer la recherche', onClick: () => update({ search: '', page: 1 }) }
                        : undefined
                    }
                  />
                )
              }
            >
              {data?.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  own={isOwnAccount(user, session)}
                  block={deleteBlock(user, session, adminCount)}
                  accounts={accounts}
                  onEdit={() =>
                    // The edit screen comes back to this very page (search, sort, page kept).
                    navigate(`/admin/edit/${user.id}`, {
                      state: { back: `/admin/users${location.search}` },
                    })
                  }
                  onDelete={() => setPendingDelete(user)}
                />
              ))}
            </SortableTable>
            {footer && <ListFooter {...footer} label="Pages des utilisateurs" />}
          </>
        )}
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Supprimer l'utilisateur"
        danger
        confirmLabel="Supprimer"
        message={
          pendingDelete && (
            <>
              Voulez-vous vraiment supprimer le compte de <strong>{displayName(pendingDelete)}</strong> (
              {pendingDelete.email}) ? Cette action est irréversible ; ses commandes sont conservées.
            </>
          )
        }
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}

interface UserRowProps {
  user: UserListItem;
  own: boolean;
  block: ReturnType<typeof deleteBlock>;
  /** The server's account rules, for the reason a delete button is off. */
  accounts: Parameters<typeof deleteBlockMessage>[1];
  onEdit: () => void;
  onDelete: () => void;
}

function UserRow({ user, own, block, accounts, onEdit, onDelete }: UserRowProps) {
  const name = displayName(user);
  const deleteTitle = deleteBlockMessage(block, accounts);
  return (
    <tr className={own ? 'users-table__own' : undefined}>
      <td data-label="Nom" className="users-table__name">
        <span>
          {user.lastName || '—'}
          {own && <span className="badge users-badge--self">Vous</span>}
        </span>
      </td>
      <td data-label="Prénom">
        <span>{user.firstName || '—'}</span>
      </td>
      <td data-label="Contact" className="users-table__email">
        <span>
          <EmailText email={user.email} />
          {!user.isEmailVerified && <span className="users-table__unverified">non vérifié</span>}
          <span className="users-table__phone">{user.phone || 'Téléphone non renseigné'}</span>
        </span>
      </td>
      <td data-label="Rôle">
        <span>
          {user.isAdmin ? (
            <span className="badge badge--gold">Administrateur</span>
          ) : (
            <span className="badge badge--muted">Client</span>
          )}
        </span>
      </td>
      <td data-label="Inscription">
        <span>{formatShortDate(user.createdAt)}</span>
      </td>
      <td className="users-table__actions">
        <button
          type="button"
          className="users-action"
          onClick={onEdit}
          disabled={own}
          title={own ? USERS_MESSAGES.selfEdit : 'Modifier'}
          aria-label={`Modifier ${name}`}
        >
          <Icon name="pencil" size={18} />
          <span className="users-action__label">Modifier</span>
        </button>
        <button
          type="button"
          className="users-action users-action--danger"
          onClick={onDelete}
          disabled={block !== null}
          title={deleteTitle ?? 'Supprimer'}
          aria-label={`Supprimer ${name}`}
        >
          <Icon name="trash" size={18} />
          <span className="users-action__label">Supprimer</span>
        </button>
      </td>
    </tr>
  );
}
