import type { ReactNode, Ref } from 'react';
import { TextField } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import type { ProfileForm } from './form';

/** One field of the profile form: its name, label and autocomplete, and what sets it apart. */
interface FieldSpec {
  name: keyof ProfileForm;
  label: string;
  autoComplete: string;
  type?: string;
  placeholder?: string;
  hint?: string;
  inputMode?: 'numeric';
  wide?: boolean;
}

export const PERSONAL_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  {
    name: 'phone',
    label: 'Téléphone',
    autoComplete: 'tel',
    type: 'tel',
    placeholder: 'ex. +32 470 12 34 56',
  },
];

export const ADDRESS_FIELDS: FieldSpec[] = [
  { name: 'street', label: 'Rue et numéro', autoComplete: 'address-line1', wide: true },
  {
    name: 'address2',
    label: "Complément d'adresse",
    autoComplete: 'address-line2',
    hint: 'Boîte, étage, bâtiment (facultatif)',
    wide: true,
  },
  { name: 'postalCode', label: 'Code postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
  { name: 'region', label: 'Région / Province', autoComplete: 'address-level1' },
];

export const PASSWORD_FIELDS: FieldSpec[] = [
  { name: 'currentPassword', label: 'Mot de passe actuel', autoComplete: 'current-password', wide: true },
  { name: 'newPassword', label: 'Nouveau mot de passe', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmer le nouveau mot de passe', autoComplete: 'new-password' },
];

/** What the form gives each field: value, error, change handler, `required` and its classes. */
export type Bind = (
  field: keyof ProfileForm,
  extraClass?: string,
) => {
  name: string;
  value: string;
  required: boolean;
  error?: string;
  className?: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** The fields of one list, each with its id `profile-<name>`; `street` takes the autocomplete's ref. */
export function ProfileFields({
  fields,
  bind,
  password,
  streetRef,
}: {
  fields: FieldSpec[];
  bind: Bind;
  password?: boolean;
  streetRef?: Ref<HTMLInputElement>;
}): ReactNode {
  return fields.map(({ name, wide, ...spec }) => {
    const props = { id: `profile-${name}`, ...spec, ...bind(name, wide ? 'profile-grid__wide' : undefined) };
    if (password) return <PasswordField key={name} {...props} required={false} />;
    return <TextField key={name} ref={name === 'street' ? streetRef : undefined} {...props} />;
  });
}
