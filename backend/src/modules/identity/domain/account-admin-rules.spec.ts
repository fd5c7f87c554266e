import { assertActsAsAdmin, assertCanChangeRole, assertCanDelete } from './account-admin-rules.js';

const code = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('back-office account rules', () => {
  const two = { adminIds: ['a', 'b'], actorId: 'a' };
  const alone = { adminIds: ['a'], actorId: 'a' };

  it('only a current administrator acts', () => {
    expect(code(() => assertActsAsAdmin({ adminIds: ['b'], actorId: 'a' }))).toBe('FORBIDDEN');
    expect(code(() => assertCanDelete({ adminIds: ['b'], actorId: 'a' }, { id: 'c', isAdmin: false }))).toBe(
      'FORBIDDEN',
    );
    expect(code(() => assertActsAsAdmin(two))).toBeUndefined();
  });

  it('deletes customers and other administrators, never yourself nor the last administrator', () => {
    expect(code(() => assertCanDelete(two, { id: 'c', isAdmin: false }))).toBeUndefined();
    expect(code(() => assertCanDelete(two, { id: 'b', isAdmin: true }))).toBeUndefined();
    expect(code(() => assertCanDelete(two, { id: 'a', isAdmin: true }))).toBe('SELF_DELETION');
    expect(code(() => assertCanDelete(alone, { id: 'a', isAdmin: true }))).toBe('LAST_ADMIN');
    expect(code(() => assertCanDelete(alone, { id: 'c', isAdmin: false }))).toBeUndefined();
  });

  it('promotes anyone, demotes others while another administrator remains, never yourself', () => {
    expect(code(() => assertCanChangeRole(alone, { id: 'c', isAdmin: false }, true))).toBeUndefined();
    expect(code(() => assertCanChangeRole(two, { id: 'b', isAdmin: true }, false))).toBeUndefined();
    expect(code(() => assertCanChangeRole(two, { id: 'a', isAdmin: true }, false))).toBe('SELF_DEMOTION');
    expect(code(() => assertCanChangeRole(alone, { id: 'a', isAdmin: true }, false))).toBe('LAST_ADMIN');
    expect(code(() => assertCanChangeRole(alone, { id: 'a', isAdmin: true }, true))).toBeUndefined();
    expect(code(() => assertCanChangeRole(two, { id: 'c', isAdmin: false }, false))).toBeUndefined();
  });
});
