import { Link, useLocation, useParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorCode, errorMessage, errorStatus } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { updateSession, useSession } from '../../../lib/session';
import { BackLink } from '../components/AdminPageHeader';
import { RetryNotice } from '../../../components/RetryNotice';
import { useGetUserQuery, useUpdateUserMutation } from '../endpoints';
import type { AdminUser } from '../types';
import { UserForm, type UserFormFields } from './UserForm';
import { displayName, isOwnAccount, serverFieldErrors, USERS_MESSAGES, type UserFormErrors } from './users';

/** Where 'back' goes: the list as the administrator left it (search, sort, page), else the list. */
function useBackToList(): string {
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && /^\/admin\/users(\?|$)/.test(back) ? back : '/admin/users';
}

/** /admin/edit/:id: every field of the account, the admin flag included (not for yourself). */
export default function EditUserPage() {
  const { id = '' } = useParams();
  const backTo = useBackToList();
  const { data, isLoading, isError, error, refetch } = useGetUserQuery(id);

  if (isLoading) {
    return (
      <div className="admin-page admin-page--narrow">
        <div className="page-loading">
          <Spinner label="Chargement de l'utilisateur…" />
        </div>
      </div>
    );
  }
  if (!data) {
    const missing = isError && errorStatus(error) === 404;
    return (
      <div className="admin-page admin-page--narrow">
        <BackLink to={backTo}>Retour aux utilisateurs</BackLink>
        <h1 className="admin-page__title">Modifier un utilisateur</h1>
        <RetryNotice onRetry={missing ? undefined : refetch}>
          <p>{missing ? errorMessage(error, USERS_MESSAGES.loadFailed) : USERS_MESSAGES.loadFailed}</p>
        </RetryNotice>
      </div>
    );
  }
  return <UserEditor key={data.id} user={data} backTo={backTo} />;
}

function toForm({ firstName, lastName, email, phone, isAdmin, gender, address }: AdminUser): UserFormFields {
  return { firstName, lastName, email, phone, isAdmin, gender, password: '', address: { ...address } };
}

function UserEditor({ user, backTo }: { user: AdminUser; backTo: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const own = isOwnAccount(user, session);
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();

  const save = async (form: UserFormFields): Promise<UserFormErrors> => {
    try {
      const result = await updateUser({
        id: user.id,
        body: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
          gender: form.gender ?? '',
          address: form.address ?? user.address,
          // Your own admin flag is never sent: the server refuses self-demotion anyway.
          ...(own ? {} : { isAdmin: form.isAdmin }),
          ...(form.password && !own ? { password: form.password } : {}),
        },
      }).unwrap();
      if (own) {
        updateSession({
          userName: `${result.user.firstName} ${result.user.lastName}`.trim(),
          userEmail: result.user.email,
        });
      }
      toast.success(result.message);
      navigate(backTo);
      return {};
    } catch (error) {
      const status = errorStatus(error);
      const fromServer = serverFieldErrors(error);
      const reason = status === 409 || status === 404 ? errorMessage(error, '') : '';
      if (status === 409 && errorCode(error) === 'EMAIL_TAKEN') {
        fromServer.email = reason;
      }
      toast.error(USERS_MESSAGES.updateFailed, reason ? { description: reason } : undefined);
      return fromServer;
    }
  };

  return (
    <div className="admin-page admin-page--narrow">
      <BackLink to={backTo}>Retour aux utilisateurs</BackLink>
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Modifier {displayName(user)}</h1>
          <p className="admin-page__lead">
            Compte créé le {formatDate(user.createdAt)} ·{' '}
            {user.isEmailVerified ? 'email vérifié' : 'email non vérifié'}
            {user.pendingEmail ? ` · nouvelle adresse en attente : ${user.pendingEmail}` : ''}
          </p>
        </div>
      </header>
      {own && (
        <p className="admin-note" role="note">
          <Icon name="info" size={18} />
          C'est votre compte : vous ne pouvez pas retirer vos propres droits d'administrateur. Votre mot de
          passe se change depuis <Link to="/profile">votre profil</Link>.
        </p>
      )}
      <UserForm
        mode="edit"
        initial={toForm(user)}
        own={own}
        wasAdmin={user.isAdmin}
        saving={saving}
        cancelTo={backTo}
        onSubmit={save}
      />
    </div>
  );
}
