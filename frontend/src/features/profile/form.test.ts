import { describe, expect, it } from 'vitest';
import { formField, toForm, toPayload, validateProfile, type ProfileForm } from './form';

const valid: ProfileForm = {
  ...toForm({ firstName: 'Claire', lastName: 'Dubois', email: 'claire@example.be' }),
};

describe('profile validation', () => {
  it('first name, last name and email are required; email must look like one', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: "L'email est requis",
    });
    expect(validateProfile({ ...valid, email: 'claire.example.be' })).toEqual({
      email: "Format d'email invalide",
    });
  });

  it('the password block is checked only when used', () => {
    // The current password is the server's to require (only accounts that have one).
    expect(validateProfile({ ...valid, newPassword: 'abc' })).toEqual({
      newPassword: 'Minimum 8 caractères',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    expect(validateProfile({ ...valid, currentPassword: 'old' })).toEqual({
      newPassword: 'Nouveau mot de passe requis',
    });
    expect(
      validateProfile({
        ...valid,
        currentPassword: 'old',
        newPassword: 'Secret123!',
        confirmPassword: 'Secret123!',
      }),
    ).toEqual({});
  });

  it('defaults: country BE, unknown gender empty', () => {
    const form = toForm({ gender: null, address: null });
    expect(form.country).toBe('BE');
    expect(form.gender).toBe('');
  });

  it('payload: nested address; passwords only when changing', () => {
    expect(toPayload({ ...valid, street: ' Rue Haute 1 ' })).toEqual({
      firstName: 'Claire',
      lastName: 'Dubois',
      email: 'claire@example.be',
      phone: '',
      gender: '',
      address: { street: 'Rue Haute 1', address2: '', postalCode: '', city: '', region: '', country: 'BE' },
    });
    expect(
      toPayload({
        ...valid,
        currentPassword: 'old',
        newPassword: 'Secret123!',
        confirmPassword: 'Secret123!',
      }),
    ).toMatchObject({ currentPassword: 'old', newPassword: 'Secret123!' });
  });

  it('maps server field names to form fields', () => {
    expect(formField('address.postalCode')).toBe('postalCode');
    expect(formField('phone')).toBe('phone');
    expect(formField('nope')).toBeNull();
  });
});
