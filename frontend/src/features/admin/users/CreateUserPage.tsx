import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { errorMessage, errorStatus } from '../../../lib/api';
import { BackLink } from '../components/AdminPageHeader';
import { useCreateUserMutation } from '../endpoints';
import { UserForm, type UserFormFields } from './UserForm';
import { serverFieldErrors, USERS_MESSAGES, type UserFormErrors } from './users';

const EMPTY: UserFormFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  isAdmin: false,
};

/** /admin/create: firstName, lastName, email, password, phone, isAdmin (docs/design/accounts.md). */
export default function CreateUserPage() {
  const navigate = useNavigate();
  const [createUser, { isLoading }] = useCreateUserMutation();

  const create = async (form: UserFormFields): Promise<UserFormErrors> => {
    try {
      const result = await createUser({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        phone: form.phone.trim(),
        isAdmin: form.isAdmin,
      }).unwrap();
      toast.success(result.message);
      navigate('/admin/users');
      return {};
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (errorStatus(error) === 409) fromServer.email = errorMessage(error, USERS_MESSAGES.createFailed);
      const reason = errorStatus(error) === 409 ? fromServer.email : undefined;
      toast.error(USERS_MESSAGES.createFailed, reason ? { description: reason } : undefined);
      return fromServer;
    }
  };

  return (
    <div className="admin-page admin-page--narrow">
      <BackLink to="/admin">Retour au tableau de bord</BackLink>
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Créer un utilisateur</h1>
          <p className="admin-page__lead">
            Le compte est actif immédiatement : l'adresse email est considérée comme vérifiée.
          </p>
        </div>
      </header>
      <UserForm mode="create" initial={EMPTY} saving={isLoading} cancelTo="/admin/users" onSubmit={create} />
    </div>
  );
}
