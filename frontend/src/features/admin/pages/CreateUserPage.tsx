import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Checkbox, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { PasswordField } from '../../../components/PasswordField';
import { errorMessage, errorStatus } from '../../../lib/api';
import { useCreateUserMutation } from '../endpoints';
import {
  generatePassword,
  serverFieldErrors,
  USERS_MESSAGES,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '../users';

const EMPTY: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  isAdmin: false,
};

/** /admin/create: firstName, lastName, email, password, phone, isAdmin (spec §2, §3). */
export default function CreateUserPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<UserFormValues>(EMPTY);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [createUser, { isLoading }] = useCreateUserMutation();

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: Exclude<keyof UserFormValues, 'isAdmin'>) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(form, 'create');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await createUser({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        phone: form.phone.trim(),
        isAdmin: form.isAdmin,
      }).unwrap();
      toast.success(result.message || USERS_MESSAGES.created);
      navigate('/admin/users');
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (errorStatus(error) === 409) fromServer.email = errorMessage(error, USERS_MESSAGES.createFailed);
      setErrors(fromServer);
      const reason = errorStatus(error) === 409 ? fromServer.email : undefined;
      toast.error(USERS_MESSAGES.createFailed, reason ? { description: reason } : undefined);
    }
  };

  return (
    <div className="admin-page admin-page--narrow">
      <Link to="/admin" className="admin-back">
        <Icon name="arrowLeft" size={16} />
        Retour au tableau de bord
      </Link>
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Créer un utilisateur</h1>
          <p className="admin-page__lead">
            Le compte est actif immédiatement : l'adresse email est considérée comme vérifiée.
          </p>
        </div>
      </header>
      <form className="admin-panel admin-form" onSubmit={submit} noValidate>
        <div className="admin-form__grid">
          <TextField
            id="create-firstName"
            label="Prénom"
            required
            autoComplete="off"
            {...text('firstName')}
          />
          <TextField id="create-lastName" label="Nom" required autoComplete="off" {...text('lastName')} />
          <TextField
            id="create-email"
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...text('email')}
          />
          <TextField
            id="create-phone"
            label="Téléphone"
            type="tel"
            autoComplete="off"
            hint="Facultatif"
            {...text('phone')}
          />
          <div className="admin-form__password">
            <PasswordField
              id="create-password"
              label="Mot de passe"
              required
              autoComplete="new-password"
              hint="Au moins 8 caractères. Communiquez-le à la personne de façon sûre."
              {...text('password')}
            />
            <button
              type="button"
              className="btn btn--ghost btn--sm admin-form__generate"
              onClick={() => set('password', generatePassword())}
            >
              <Icon name="refresh" size={16} />
              Générer un mot de passe
            </button>
          </div>
        </div>
        <div className="admin-form__role">
          <Checkbox
            id="create-isAdmin"
            label="Administrateur (accès complet au back-office)"
            checked={form.isAdmin}
            onChange={(event) => set('isAdmin', event.target.checked)}
          />
        </div>
        <div className="admin-form__actions">
          <Link to="/admin/users" className="btn btn--secondary btn--md">
            Annuler
          </Link>
          <button type="submit" className="btn btn--primary btn--md" disabled={isLoading}>
            {isLoading ? 'Création…' : "Créer l'utilisateur"}
          </button>
        </div>
      </form>
    </div>
  );
}
