import { isUuid } from './ids.js';

describe('isUuid', () => {
  it('accepts our ids in any case and nothing else', () => {
    expect(isUuid('0b6f3f7e-8a4c-4f55-9d2e-1c3b5a7d9e0f')).toBe(true);
    expect(isUuid('0B6F3F7E-8A4C-4F55-9D2E-1C3B5A7D9E0F')).toBe(true);
    expect(isUuid('customer-1')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
