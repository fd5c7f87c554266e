import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Checkbox, SelectField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { PasswordField } from '../../../components/PasswordField';
import { useRules } from '../../rules';
import type { Gender, UserAddress } from '../types';
import { generatePassword, validateUserForm, type UserFormErrors, type UserFormValues } from './users';

const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: '', label: 'Non précisé' },
  { value: 'homme', label: 'Homme' },
  { value: 'femme', label: 'Femme' },
  { value: 'autre', label: 'Autre' },
];

const ADDRESS_FIELDS: { key: keyof UserAddress; label: string; wide?: boolean }[] = [
  { key: 'street', label: 'Rue et numéro', wide: true },
  { key: 'address2', label: 'Complément', wide: true },
  { key: 'postalCode', label: 'Code postal' },
  { key: 'city', label: 'Ville' },
  { key: 'region', label: 'Région' },
  { key: 'country', label: 'Pays' },
];

/** The account's fields; gender and address only on edit (creation asks six fields: docs/design/accounts.md). */
export interface UserFormFields extends UserFormValues {
  gender?: Gender;
  address?: UserAddress;
}

interface Props {
  mode: 'create' | 'edit';
  initial: UserFormFields;
  /** Editing your own account: no admin flag, no password (the profile changes it). */
  own?: boolean;
  /** The account's role before this edit, to warn that a change signs the person out. */
  wasAdmin?: boolean;
  saving: boolean;
  cancelTo: string;
  /** Sends the form; answers the server's per-field errors (empty when saved). */
  onSubmit: (values: UserFormFields) => Promise<UserFormErrors>;
}

/** The administrator's user form, for creation (/admin/create) and edition (/admin/edit/:id). */
export function UserForm({ mode, initial, own = false, wasAdmin, saving, cancelTo, onSubmit }: Props) {
  const [form, setForm] = useState<UserFormFields>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const id = (field: string) => `${mode}-${field}`;
  /** The server's words for why your own administrator box stays ticked (GET /api/rules). */
  const selfDemotion = useRules()?.accounts.selfDemotionMessage;

  const set = <K extends keyof UserFormFields>(field: K, value: UserFormFields[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password') => ({
    id: id(field),
    name: field,
    value: form[field],
    error: errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(form, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setErrors(await onSubmit(form));
  };

  const { address } = form;
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <fieldset className="admin-panel admin-form__section">
        <legend className="admin-form__legend">Identité et contact</legend>
        <div className="admin-form__grid">
          <TextField label="Prénom" required {...text('firstName')} />
          <TextField label="Nom" required {...text('lastName')} />
          <TextField label="Email" type="email" required {...text('email')} />
          <TextField label="Téléphone" type="tel" hint="Facultatif" {...text('phone')} />
          {form.gender !== undefined && (
            <SelectField
              id={id('gender')}
              label="Genre"
              options={GENDER_OPTIONS}
              value={form.gender}
              onChange={(event) => set('gender', event.target.value as Gender)}
            />
          )}
        </div>
      </fieldset>
      {address && (
        <fieldset className="admin-panel admin-form__section">
          <legend className="admin-form__legend">Adresse</legend>
          <div className="admin-form__grid">
            {ADDRESS_FIELDS.map((field) => (
              <TextField
                key={field.key}
                id={id(field.key)}
                label={field.label}
                autoComplete="off"
                className={field.wide ? 'admin-form__wide' : undefined}
                value={address[field.key]}
                onChange={(event) => set('address', { ...address, [field.key]: event.target.value })}
              />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="admin-panel admin-form__section">
        <legend className="admin-form__legend">Accès</legend>
        <Checkbox
          id={id('isAdmin')}
          label="Administrateur (accès complet au back-office)"
          checked={form.isAdmin}
          disabled={own}
          aria-describedby={own ? id('isAdmin-hint') : undefined}
          onChange={(event) => set('isAdmin', event.target.checked)}
        />
        {own && (
          <p id={id('isAdmin-hint')} className="field__hint">
            {selfDemotion}
          </p>
        )}
        {!own && wasAdmin !== undefined && form.isAdmin !== wasAdmin && (
          <p className="field__hint">
            Changer le rôle déconnecte la personne : elle retrouvera ses accès à sa prochaine connexion.
          </p>
        )}
        {!own && (
          <div className="admin-form__password">
            <PasswordField
              label={mode === 'create' ? 'Mot de passe' : 'Nouveau mot de passe'}
              required={mode === 'create'}
              hint={
                mode === 'create'
                  ? 'Au moins 8 caractères. Communiquez-le à la personne de façon sûre.'
                  : 'Laissez vide pour ne pas le changer. Un nouveau mot de passe déconnecte la personne.'
              }
              {...text('password')}
              autoComplete="new-password"
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
        )}
      </fieldset>
      <div className="admin-form__actions">
        <Link to={cancelTo} className="btn btn--secondary btn--md">
          Annuler
        </Link>
        <button type="submit" className="btn btn--primary btn--md" disabled={saving}>
          {mode === 'create'
            ? saving
              ? 'Création…'
              : "Créer l'utilisateur"
            : saving
              ? 'Enregistrement…'
              : 'Enregistrer les modifications'}
        </button>
      </div>
    </form>
  );
}
