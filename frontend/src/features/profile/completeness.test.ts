import { describe, expect, it } from 'vitest';
import { incompleteProfileMessage, missingCheckoutFields, missingCheckoutInfo } from './completeness';
import type { UserProfile } from './types';

const complete: UserProfile = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  phone: '+32 470 12 34 56',
  gender: '',
  address: {
    street: 'Rue Haute 12',
    address2: '',
    postalCode: '1000',
    city: 'Bruxelles',
    region: '',
    country: 'BE',
  },
};

describe('profile completeness for checkout', () => {
  it('accepts a complete profile (address2, region and gender are optional)', () => {
    expect(missingCheckoutFields(complete)).toEqual([]);
    expect(missingCheckoutInfo(complete)).toEqual([]);
  });

  it('asks for the full name when the first or the last name is missing', () => {
    expect(missingCheckoutInfo({ ...complete, firstName: '' })).toEqual(['nom complet']);
    expect(missingCheckoutInfo({ ...complete, lastName: null })).toEqual(['nom complet']);
    expect(missingCheckoutInfo({ ...complete, firstName: ' ', lastName: undefined })).toEqual([
      'nom complet',
    ]);
  });

  it('asks for the email and the phone', () => {
    expect(missingCheckoutInfo({ ...complete, email: '' })).toEqual(['email']);
    expect(missingCheckoutInfo({ ...complete, phone: '   ' })).toEqual(['numéro de téléphone']);
  });

  it.each(['street', 'postalCode', 'city', 'country'] as const)(
    'asks for the complete address when %s is missing',
    (field) => {
      const profile = { ...complete, address: { ...complete.address, [field]: '' } };
      expect(missingCheckoutInfo(profile)).toEqual(['adresse complète']);
      expect(missingCheckoutFields(profile)).toEqual([`address.${field}`]);
    },
  );

  it('lists everything, in order, for an empty or absent profile', () => {
    const all = ['nom complet', 'email', 'numéro de téléphone', 'adresse complète'];
    expect(missingCheckoutInfo({})).toEqual(all);
    expect(missingCheckoutInfo(null)).toEqual(all);
    expect(missingCheckoutInfo({ ...complete, address: null, phone: null })).toEqual([
      'numéro de téléphone',
      'adresse complète',
    ]);
    expect(missingCheckoutFields(undefined)).toHaveLength(8);
  });

  it('writes the documented message', () => {
    expect(incompleteProfileMessage(['numéro de téléphone', 'adresse complète'])).toBe(
      'Veuillez compléter les informations suivantes avant de procéder au paiement : numéro de téléphone, adresse complète.',
    );
  });
});
