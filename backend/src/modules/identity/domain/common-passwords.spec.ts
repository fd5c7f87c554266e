import { isCommonPassword } from './common-passwords.js';

describe('common passwords', () => {
  it('finds the most common ones whatever their case', () => {
    for (const password of ['password', 'Password1', 'AZERTY123', 'iloveyou', '12345678', 'motdepasse']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('lets uncommon ones through, and leaves short ones to the length rule', () => {
    for (const password of ['Motdepasse1!', 'Deux-appareils-7', 'vélo rouge du mardi', 'abc123', '']) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });
});
