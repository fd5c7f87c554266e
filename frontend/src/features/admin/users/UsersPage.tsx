import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatShortDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { useDeleteUserMutation, useListUsersQuery } from '../endpoints';
import type { UserListItem, UserListQuery, UserSort } from '../types';
import {
  deleteBlock,
  displayName,
  isOwnAccount,
  listQueryFromParams,
  nextSort,
  paramsFromListQuery,
  USERS_MESSAGES,
  USERS_PAGE_SIZE,
} from './users';
import { EmailText } from '../../../components/BreakText';

const SEARCH_DEBOUNCE_MS = 300;

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

/** /admin/users: searched, sorted and paginated by the server, 10 per page (spec §2, §9). */
export default function UsersPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromParams(params), [params]);
  const { data, isLoading, isFetching, isError, refetch } = useListUsersQuery(query);
  const [deleteUser] = useDeleteUserMutation();
  const [pendingDelete, setPendingDelete] = useState<UserListItem | null>(null);
  const searchId = useId();

  const update = (changes: Partial<UserListQuery>, replace = false) =>
    setParams(paramsFromListQuery({ ...query, ...changes }), { replace });

  // The search box types freely; the address (and the request) follows 300 ms after the last key.
  const [draft, setDraft] = useState(query.search);
  const [draftFor, setDraftFor] = useState(query.search);
  if (draftFor !== query.search) {
    // The address changed elsewhere (back button, a link): the box follows it.
    setDraftFor(query.search);
    setDraft(query.search);
  }
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => {
      setParams(paramsFromListQuery({ ...query, search: draft.trim(), page: 1 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, setParams]);

  // A page past the end (after a deletion or an old link) moves to the last page.
  const totalPages = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (data && data.users.length === 0 && query.page > totalPages) {
      setParams(paramsFromListQuery({ ...query, page: totalPages }), { replace: true });
    }
  }, [data, query, totalPages, setParams]);

  const confirmDelete = async () => {
    const user = pendingDelete;
    setPendingDelete(null);
    if (!user) return;
    try {
      const result = await deleteUser(user.id).unwrap();
      toast.success(result.message || USERS_MESSAGES.deleted);
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
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Gestion des utilisateurs</h1>
          <p className="admin-page__lead">
            {data
              ? `${
                  hasFilter
                    ? plural(data.pagination.totalUsers, 'utilisateur trouvé', 'utilisateurs trouvés')
                    : plural(data.pagination.totalUsers, 'utilisateur', 'utilisateurs')
                } · ${plural(adminCount, 'administrateur', 'administrateurs')}`
              : 'Comptes clients et administrateurs de la boutique.'}
          </p>
        </div>
        <Link to="/admin/create" className="btn btn--primary btn--md">
          <Icon name="plus" size={18} />
          Créer un utilisateur
        </Link>
      </header>

      <section className="admin-panel" aria-label="Liste des utilisateurs">
        <div className="users-toolbar">
          <div className="users-search">
            <label htmlFor={searchId} className="visually-hidden">
              Rechercher un utilisateur
            </label>
            <Icon name="search" size={18} className="users-search__icon" />
            <input
              id={searchId}
              type="search"
              className="input users-search__input"
              placeholder="Rechercher par nom, prénom ou email"
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          {isFetching && !isLoading && (
            <span className="users-toolbar__status" role="status">
              Mise à jour…
            </span>
          )}
        </div>

        {isError && !data ? (
          <div className="notice notice--error" role="alert">
            <p>{USERS_MESSAGES.loadFailed}</p>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => refetch()}>
              <Icon name="refresh" size={16} />
              Réessayer
            </button>
          </div>
        ) : (
          <>
            {isError && (
              <div className="notice notice--error users-stale" role="alert">
                <p>{USERS_MESSAGES.loadFailed}</p>
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => refetch()}>
                  Réessayer
                </button>
              </div>
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
                  <div className="users-empty">
                    <p>
                      {hasFilter
                        ? `Aucun utilisateur ne correspond à «\u00a0${query.search}\u00a0».`
                        : 'Aucun utilisateur pour le moment.'}
                    </p>
                    {hasFilter && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        onClick={() => update({ search: '', page: 1 })}
                      >
                        Effacer la recherche
                      </button>
                    )}
                  </div>
                )
              }
            >
              {data?.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  own={isOwnAccount(user, session)}
                  block={deleteBlock(user, session, adminCount)}
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
            {data && (
              <ListFooter
                range={
                  data.pagination.totalUsers > 0
                    ? `${(query.page - 1) * USERS_PAGE_SIZE + 1}–${(query.page - 1) * USERS_PAGE_SIZE + data.users.length} sur ${data.pagination.totalUsers}`
                    : ''
                }
                page={query.page}
                totalPages={totalPages}
                onPage={(page) => update({ page })}
                label="Pages des utilisateurs"
              />
            )}
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

/** A pencil (the shop's icon set has none). */
function PencilIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9a2.8 2.8 0 00-4-4L4 16zM13.5 6.5l4 4" />
    </svg>
  );
}

interface UserRowProps {
  user: UserListItem;
  own: boolean;
  block: ReturnType<typeof deleteBlock>;
  onEdit: () => void;
  onDelete: () => void;
}

function UserRow({ user, own, block, onEdit, onDelete }: UserRowProps) {
  const name = displayName(user);
  const deleteTitle =
    block === 'self'
      ? USERS_MESSAGES.selfDelete
      : block === 'lastAdmin'
        ? USERS_MESSAGES.lastAdmin
        : undefined;
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
          <PencilIcon />
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
