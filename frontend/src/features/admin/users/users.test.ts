import { describe, expect, it } from 'vitest';
import { makeToken } from '../../../test/utils';
import type { Session } from '../../../lib/session';
import { pageItems } from '../components/AdminPagination';
import {
  deleteBlock,
  generatePassword,
  isOwnAccount,
  listQueryFromParams,
  nextSort,
  paramsFromListQuery,
  validateUserForm,
} from './users';
import type { UserListItem } from '../types';

const session = (sub: string, email = 'chef@boxplaisir.be'): Session => ({
  token: makeToken({ sub, isAdmin: true }),
  userName: 'Chef',
  userEmail: email,
  isAdmin: true,
  profilePicture: null,
});

const user = (overrides: Partial<UserListItem> = {}): UserListItem => ({
  _id: 'u2',
  id: 'u2',
  firstName: 'Léa',
  lastName: 'Dupont',
  email: 'lea@example.be',
  phone: '',
  isAdmin: false,
  isEmailVerified: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('user list state in the address', () => {
  it('defaults to last name ascending, page 1, 10 per page, and ignores bad values', () => {
    expect(listQueryFromParams(new URLSearchParams())).toEqual({
      search: '',
      sortBy: 'lastName',
      sortOrder: 'asc',
      page: 1,
      limit: 10,
    });
    expect(listQueryFromParams(new URLSearchParams('sortBy=password&sortOrder=up&page=-2'))).toMatchObject({
      sortBy: 'lastName',
      sortOrder: 'asc',
      page: 1,
    });
  });

  it('round-trips, leaving defaults out of the address', () => {
    const query = { search: 'léa', sortBy: 'email' as const, sortOrder: 'desc' as const, page: 3, limit: 10 };
    expect(paramsFromListQuery(query).toString()).toBe('search=l%C3%A9a&sortBy=email&sortOrder=desc&page=3');
    expect(listQueryFromParams(paramsFromListQuery(query))).toEqual(query);
    expect(paramsFromListQuery(listQueryFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('a column click flips the same column, starts another ascending (dates and roles descending)', () => {
    const query = listQueryFromParams(new URLSearchParams());
    expect(nextSort(query, 'lastName')).toEqual({ sortBy: 'lastName', sortOrder: 'desc' });
    expect(nextSort(query, 'email')).toEqual({ sortBy: 'email', sortOrder: 'asc' });
    expect(nextSort(query, 'createdAt')).toEqual({ sortBy: 'createdAt', sortOrder: 'desc' });
    expect(nextSort(query, 'isAdmin')).toEqual({ sortBy: 'isAdmin', sortOrder: 'desc' });
  });
});

describe('own account and last administrator', () => {
  it('matches your own row by the current user id or the stored email', () => {
    expect(isOwnAccount(user({ id: 'me' }), session('me'))).toBe(true);
    expect(isOwnAccount(user({ email: 'CHEF@boxplaisir.be' }), session('other'))).toBe(true);
    expect(isOwnAccount(user(), session('other'))).toBe(false);
    expect(isOwnAccount(user(), null)).toBe(false);
  });

  it('never your own account; the last administrator is never deletable', () => {
    expect(deleteBlock(user({ id: 'me', isAdmin: true }), session('me'), 2)).toBe('self');
    expect(deleteBlock(user({ isAdmin: true }), session('me'), 1)).toBe('lastAdmin');
    expect(deleteBlock(user({ isAdmin: true }), session('me'), 2)).toBeNull();
    expect(deleteBlock(user(), session('me'), 1)).toBeNull();
  });
});

describe('user form', () => {
  const valid = {
    firstName: 'Léa',
    lastName: 'Dupont',
    email: 'lea@example.be',
    phone: '',
    password: 'Secret123!',
    isAdmin: false,
  };

  it('checks the required fields and the email format, in French', () => {
    expect(
      validateUserForm({ ...valid, firstName: ' ', lastName: '', email: '', password: '' }, 'create'),
    ).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: "L'email est requis",
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    // Lengths are the server's to check (its per-field answer shows under the field).
    expect(validateUserForm({ ...valid, email: 'lea@', phone: '1'.repeat(41) }, 'create')).toEqual({
      email: "Format d'email invalide",
    });
    expect(validateUserForm(valid, 'create')).toEqual({});
  });

  it('on edit, an empty password means unchanged', () => {
    expect(validateUserForm({ ...valid, password: '' }, 'edit')).toEqual({});
    expect(validateUserForm({ ...valid, password: 'court' }, 'edit')).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
  });

  it('generates strong passwords', () => {
    for (let i = 0; i < 20; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(14);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[!#$%*+\-=?@]/);
      expect(validateUserForm({ ...valid, password }, 'create')).toEqual({});
    }
  });
});

describe('pagination window', () => {
  it('shows up to 5 numbers around the page, with first and last behind ellipses', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
