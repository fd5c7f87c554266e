import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from './unique-violation.js';

describe('isUniqueViolation', () => {
  const violation = new QueryFailedError(
    'INSERT …',
    [],
    Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'orders_order_number_key',
    }),
  );

  it('recognises a unique violation, of the named constraint when one is named', () => {
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isUniqueViolation(violation, 'orders_order_number_key')).toBe(true);
    expect(isUniqueViolation(violation, 'products_live_name_key')).toBe(false);
  });

  it('leaves every other error alone', () => {
    const other = new QueryFailedError('INSERT …', [], Object.assign(new Error('not null'), { code: '23502' }));
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
