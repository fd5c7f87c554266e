import { fieldErrors } from '../../../lib/api';
import { EMAIL_MESSAGES, isEmail } from '../../../lib/email';
import { FORM_RULES } from '../../../lib/forms';
import { decodeToken, type Session } from '../../../lib/session';
import type { RulesResponse } from '../../rules';
import { nextColumnSort } from '../components/useListParams';
import type { SortOrder, UserListItem, UserListQuery, UserSort } from '../types';

/** The user screens' texts (docs/design/accounts.md). */
export const USERS_MESSAGES = {
  loadFailed: 'Impossible de récupérer les utilisateurs.',
  deleteFailed: "Erreur lors de la suppression de l'utilisateur.",
  createFailed: "Erreur lors de la création de l'utilisateur.",
  updateFailed: "Erreur lors de la mise à jour de l'utilisateur.",
  selfEdit: 'Votre propre compte se modifie depuis votre profil.',
} as const;

/** The user list shows 10 users per page (docs/design/accounts.md). */
export const USERS_PAGE_SIZE = 10;

export const USER_SORTS: readonly UserSort[] = ['lastName', 'firstName', 'email', 'createdAt', 'isAdmin'];

/** The list's state lives in the address (?search=&sortBy=&sortOrder=&page=), so back and reload keep it. */
export function listQueryFromParams(params: URLSearchParams): UserListQuery {
  const sortBy = params.get('sortBy') as UserSort | null;
  const sortOrder = params.get('sortOrder');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    sortBy: sortBy && USER_SORTS.includes(sortBy) ? sortBy : 'lastName',
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: USERS_PAGE_SIZE,
  };
}

export function paramsFromListQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sortBy !== 'lastName' || query.sortOrder !== 'asc') {
    params.set('sortBy', query.sortBy);
    params.set('sortOrder', query.sortOrder);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Clicking a column: the same column flips its order; another starts ascending (newest first for dates). */
export function nextSort(
  current: UserListQuery,
  column: UserSort,
): { sortBy: UserSort; sortOrder: SortOrder } {
  return nextColumnSort(current, column, ['createdAt', 'isAdmin']);
}

/** The signed-in administrator's own row: matched by the current user id (token) or the stored email. */
export function isOwnAccount(user: Pick<UserListItem, 'id' | 'email'>, session: Session | null): boolean {
  if (!session) return false;
  const sub = decodeToken(session.token)?.sub;
  if (sub !== undefined && String(sub) === user.id) return true;
  return !!session.userEmail && session.userEmail.trim().toLowerCase() === user.email.trim().toLowerCase();
}

export type DeleteBlock = 'self' | 'lastAdmin' | null;

/** Why a row cannot be deleted (docs/design/accounts.md: never your own account, never the last administrator). */
export function deleteBlock(user: UserListItem, session: Session | null, adminCount: number): DeleteBlock {
  if (isOwnAccount(user, session)) return 'self';
  if (user.isAdmin && adminCount <= 1) return 'lastAdmin';
  return null;
}

/** The server's reason for a blocked delete button (GET /api/rules), shown as its tooltip. */
export function deleteBlockMessage(
  block: DeleteBlock,
  accounts: RulesResponse['accounts'] | undefined,
): string | undefined {
  if (block === 'self') return accounts?.selfDeletionMessage;
  if (block === 'lastAdmin') return accounts?.lastAdminDeletionMessage;
  return undefined;
}

export function displayName(user: Pick<UserListItem, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

// --- forms (create and edit) ---

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  isAdmin: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/**
 * The checks worth making before sending, in French. The password is required on creation; on edit
 * it is optional (empty: unchanged). The lengths are the server's to check: its per-field answer
 * (a name or a phone number too long) shows under the field.
 */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit'): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.firstName.trim()) errors.firstName = FORM_RULES.firstNameRequiredMessage;
  if (!values.lastName.trim()) errors.lastName = FORM_RULES.lastNameRequiredMessage;
  if (!values.email.trim()) errors.email = EMAIL_MESSAGES.requiredMessage;
  else if (!isEmail(values.email)) errors.email = EMAIL_MESSAGES.invalidMessage;
  if (mode === 'create' || values.password !== '') {
    if (values.password.length < FORM_RULES.passwordMinLength)
      errors.password = FORM_RULES.passwordTooShortMessage;
    else if (values.password.length > FORM_RULES.passwordMaxLength)
      errors.password = FORM_RULES.passwordTooLongMessage;
  }
  return errors;
}

const FORM_FIELDS: (keyof UserFormValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'isAdmin',
];

/** The server's per-field messages (400 VALIDATION_FAILED), first one per field of the form. */
export function serverFieldErrors(error: unknown): UserFormErrors {
  const found: UserFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    if ((FORM_FIELDS as string[]).includes(field) && messages[0])
      found[field as keyof UserFormValues] = messages[0];
  }
  return found;
}

/** A random 14-character password with lower and upper case letters, digits and a symbol. */
export function generatePassword(random: (n: number) => number = secureRandom): string {
  const sets = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#$%*+-=?@'];
  const all = sets.join('');
  const chars = sets.map((set) => set[random(set.length)]);
  while (chars.length < 14) chars.push(all[random(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

function secureRandom(n: number): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] % n;
}
