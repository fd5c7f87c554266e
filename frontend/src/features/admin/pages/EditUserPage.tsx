import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Checkbox, SelectField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { PasswordField } from '../../../components/PasswordField';
import { Spinner } from '../../../components/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { updateSession, useSession } from '../../../lib/session';
import { useGetUserQuery, useUpdateUserMutation } from '../endpoints';
import type { AdminUser, Gender, UserAddress } from '../types';
import {
  displayName,
  isOwnAccount,
  serverFieldErrors,
  USERS_MESSAGES,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '../users';

const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: '', label: 'Non précisé' },
  { value: 'homme', label: 'Homme' },
  { value: 'femme', label: 'Femme' },
  { value: 'autre', label: 'Autre' },
];

const ADDRESS_FIELDS: { key: keyof UserAddress; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'street', label: 'Rue et numéro', autoComplete: 'off', wide: true },
  { key: 'address2', label: 'Complément', autoComplete: 'off', wide: true },
  { key: 'postalCode', label: 'Code postal', autoComplete: 'off' },
  { key: 'city', label: 'Ville', autoComplete: 'off' },
  { key: 'region', label: 'Région', autoComplete: 'off' },
  { key: 'country', label: 'Pays', autoComplete: 'off' },
];

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
        <Link to={backTo} className="admin-back">
          <Icon name="arrowLeft" size={16} />
          Retour aux utilisateurs
        </Link>
        <h1 className="admin-page__title">Modifier un utilisateur</h1>
        <div className="notice notice--error" role="alert">
          <p>{missing ? 'Utilisateur non trouvé' : USERS_MESSAGES.loadFailed}</p>
          {!missing && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => refetch()}>
              Réessayer
            </button>
          )}
        </div>
      </div>
    );
  }
  return <UserEditor key={data.id} user={data} backTo={backTo} />;
}

interface EditForm extends UserFormValues {
  gender: Gender;
  address: UserAddress;
}

function toForm(user: AdminUser): EditForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    password: '',
    isAdmin: user.isAdmin,
    gender: user.gender,
    address: { ...user.address },
  };
}

function UserEditor({ user, backTo }: { user: AdminUser; backTo: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const own = isOwnAccount(user, session);
  const [form, setForm] = useState<EditForm>(() => toForm(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();

  const set = <K extends keyof EditForm>(field: K, value: EditForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password') => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(form, 'edit');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await updateUser({
        id: user.id,
        body: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
          gender: form.gender,
          address: form.address,
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
      toast.success(result.message || USERS_MESSAGES.updated);
      navigate(backTo);
    } catch (error) {
      const status = errorStatus(error);
      const fromServer = serverFieldErrors(error);
      const reason = status === 409 || status === 404 ? errorMessage(error, '') : '';
      if (status === 409 && (error as { data?: { code?: string } }).data?.code === 'EMAIL_TAKEN') {
        fromServer.email = reason;
      }
      setErrors(fromServer);
      toast.error(USERS_MESSAGES.updateFailed, reason ? { description: reason } : undefined);
    }
  };

  return (
    <div className="admin-page admin-page--narrow">
      <Link to={backTo} className="admin-back">
        <Icon name="arrowLeft" size={16} />
        Retour aux utilisateurs
      </Link>
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
      <form className="admin-form" onSubmit={submit} noValidate>
        <fieldset className="admin-panel admin-form__section">
          <legend className="admin-form__legend">Identité et contact</legend>
          <div className="admin-form__grid">
            <TextField
              id="edit-firstName"
              label="Prénom"
              required
              autoComplete="off"
              {...text('firstName')}
            />
            <TextField id="edit-lastName" label="Nom" required autoComplete="off" {...text('lastName')} />
            <TextField
              id="edit-email"
              label="Email"
              type="email"
              required
              autoComplete="off"
              {...text('email')}
            />
            <TextField id="edit-phone" label="Téléphone" type="tel" autoComplete="off" {...text('phone')} />
            <SelectField
              id="edit-gender"
              label="Genre"
              options={GENDER_OPTIONS}
              value={form.gender}
              onChange={(event) => set('gender', event.target.value as Gender)}
            />
          </div>
        </fieldset>
        <fieldset className="admin-panel admin-form__section">
          <legend className="admin-form__legend">Adresse</legend>
          <div className="admin-form__grid">
            {ADDRESS_FIELDS.map((field) => (
              <TextField
                key={field.key}
                id={`edit-${field.key}`}
                label={field.label}
                autoComplete={field.autoComplete}
                className={field.wide ? 'admin-form__wide' : undefined}
                value={form.address[field.key]}
                onChange={(event) => set('address', { ...form.address, [field.key]: event.target.value })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="admin-panel admin-form__section">
          <legend className="admin-form__legend">Accès</legend>
          <Checkbox
            id="edit-isAdmin"
            label="Administrateur (accès complet au back-office)"
            checked={form.isAdmin}
            disabled={own}
            aria-describedby={own ? 'edit-isAdmin-hint' : undefined}
            onChange={(event) => set('isAdmin', event.target.checked)}
          />
          {own && (
            <p id="edit-isAdmin-hint" className="field__hint">
              {USERS_MESSAGES.selfDemote}
            </p>
          )}
          {!own && (
            <PasswordField
              id="edit-password"
              label="Nouveau mot de passe"
              autoComplete="new-password"
              hint="Laissez vide pour ne pas le changer. Un nouveau mot de passe déconnecte la personne."
              {...text('password')}
            />
          )}
          {!own && form.isAdmin !== user.isAdmin && (
            <p className="field__hint">
              Changer le rôle déconnecte la personne : elle retrouvera ses accès à sa prochaine connexion.
            </p>
          )}
        </fieldset>
        <div className="admin-form__actions">
          <Link to={backTo} className="btn btn--secondary btn--md">
            Annuler
          </Link>
          <button type="submit" className="btn btn--primary btn--md" disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer les modifications'}
          </button>
        </div>
      </form>
    </div>
  );
}
