import { fireEvent, screen } from '@testing-library/react';

/** Steps of the back-office user form tests (/admin/create, /admin/edit/:id). */

/** Types `value` into the field labelled `label`. */
export function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
}

/** Fills the new account's fields (Julie Peeters by default; the phone only when given). */
export function fillNewUser(overrides: Partial<NewUser> = {}) {
  const user: NewUser = {
    firstName: 'Julie',
    lastName: 'Peeters',
    email: 'julie@example.be',
    password: 'Secret123!',
    ...overrides,
  };
  fill(/^Prénom/, user.firstName);
  fill(/^Nom/, user.lastName);
  fill(/^Email/, user.email);
  if (user.phone !== undefined) fill(/^Téléphone/, user.phone);
  fill(/^Mot de passe/, user.password);
}

/** Clicks the form's submit button: "Créer l'utilisateur" or 'Enregistrer les modifications'. */
export function submit(name: "Créer l'utilisateur" | 'Enregistrer les modifications') {
  fireEvent.click(screen.getByRole('button', { name }));
}
