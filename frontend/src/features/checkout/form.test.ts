import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TEXTS,
  addressesOf,
  formFromProfile,
  giftOf,
  validateCheckoutForm,
  type CheckoutForm,
} from './form';

const profile = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  phone: '+32 470 12 34 56',
  address: {
    street: 'Rue Haute 12',
    address2: 'Boîte 3',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
};

function filled(): CheckoutForm {
  return formFromProfile(profile);
}

describe('checkout step 1', () => {
  it('is prefilled from the profile; shipping starts same as billing, in Belgium', () => {
    expect(filled()).toEqual({
      billing: {
        firstName: 'Claire',
        lastName: 'Dubois',
        email: 'claire@example.be',
        phone: '+32 470 12 34 56',
        address: 'Rue Haute 12, Boîte 3',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
      sameAsBilling: true,
      shipping: { firstName: '', lastName: '', address: '', city: '', postalCode: '', country: 'BE' },
      gift: { enabled: false, message: '', notify: 'never', recipientEmail: '' },
    });
  });

  it('keeps a delivered country, defaults others to Belgium, and takes the session email when the profile has none', () => {
    expect(formFromProfile({ address: { country: 'lu' } }).billing.country).toBe('LU');
    expect(formFromProfile({ address: { country: 'US' } }).billing.country).toBe('BE');
    expect(formFromProfile(null, 'jean@example.be').billing).toMatchObject({
      email: 'jean@example.be',
      country: 'BE',
    });
  });

  it('goes on when every billing field is filled and shipping is the same', () => {
    expect(validateCheckoutForm(filled())).toEqual({ valid: true, errors: {}, message: null });
  });

  it("flags every missing billing field with 'Veuillez remplir tous les champs requis.'", () => {
    const form = filled();
    form.billing.phone = '  ';
    form.billing.city = '';
    const result = validateCheckoutForm(form);
    expect(result.valid).toBe(false);
    expect(result.message).toBe('Veuillez remplir tous les champs requis.');
    expect(Object.keys(result.errors)).toEqual(['billing.phone', 'billing.city']);
  });

  it('requires the shipping fields only when shipping differs', () => {
    const form = { ...filled(), sameAsBilling: false };
    const result = validateCheckoutForm(form);
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toEqual([
      'shipping.firstName',
      'shipping.lastName',
      'shipping.address',
      'shipping.city',
      'shipping.postalCode',
    ]);
    form.shipping = {
      firstName: 'Jean',
      lastName: 'Peeters',
      address: 'Meir 1',
      city: 'Anvers',
      postalCode: '2000',
      country: 'BE',
    };
    expect(validateCheckoutForm(form).valid).toBe(true);
  });

  it('refuses a malformed email once everything is filled', () => {
    const form = filled();
    form.billing.email = 'claire@';
    expect(validateCheckoutForm(form)).toEqual({
      valid: false,
      errors: { 'billing.email': CHECKOUT_TEXTS.invalidEmail },
      message: "Format d'email invalide",
    });
  });

  it('sends trimmed addresses; shipping copies billing when the same', () => {
    const form = filled();
    form.billing.city = ' Bruxelles ';
    expect(addressesOf(form).shippingInfo).toEqual({
      sameAsBilling: true,
      firstName: 'Claire',
      lastName: 'Dubois',
      address: 'Rue Haute 12, Boîte 3',
      city: 'Bruxelles',
      postalCode: '1000',
      country: 'BE',
    });
    const other = {
      ...form,
      sameAsBilling: false,
      shipping: {
        firstName: 'Jean ',
        lastName: 'Peeters',
        address: 'Meir 1',
        city: 'Anvers',
        postalCode: '2000',
        country: 'NL' as const,
      },
    };
    expect(addressesOf(other).shippingInfo).toEqual({
      sameAsBilling: false,
      firstName: 'Jean',
      lastName: 'Peeters',
      address: 'Meir 1',
      city: 'Anvers',
      postalCode: '2000',
      country: 'NL',
    });
  });
});

describe("'C'est un cadeau'", () => {
  const lea = {
    firstName: 'Léa',
    lastName: 'Dubois',
    address: 'Rue des Fleurs 3',
    city: 'Namur',
    postalCode: '5000',
    country: 'BE' as const,
  };
  function gift(change: Partial<CheckoutForm['gift']> = {}): CheckoutForm {
    const form = filled();
    return { ...form, shipping: lea, gift: { ...form.gift, enabled: true, ...change } };
  }

  it('starts off, a surprise; sends no gift until asked', () => {
    expect(filled().gift).toEqual({ enabled: false, message: '', notify: 'never', recipientEmail: '' });
    expect(giftOf(filled())).toBeNull();
  });

  it("ships to the recipient even when 'same as billing' was ticked, and asks for their address", () => {
    const form = { ...gift(), sameAsBilling: true };
    expect(addressesOf(form).shippingInfo).toEqual({ sameAsBilling: false, ...lea });
    const empty = { ...form, shipping: { ...lea, city: '' } };
    expect(validateCheckoutForm(empty).errors).toEqual({ 'shipping.city': 'Champ requis' });
  });

  it('counts the message in characters (an emoji is one) against the served limit', () => {
    expect(validateCheckoutForm(gift({ message: '🎁'.repeat(300) })).valid).toBe(true);
    expect(validateCheckoutForm(gift({ message: 'a'.repeat(301) }))).toEqual({
      valid: false,
      errors: { 'gift.message': 'Le message cadeau ne peut pas dépasser 300 caractères' },
      message: 'Le message cadeau ne peut pas dépasser 300 caractères',
    });
  });

  it("needs the recipient's e-mail, a real one, to tell them at shipping", () => {
    expect(validateCheckoutForm(gift({ notify: 'at_shipping' })).errors).toEqual({
      'gift.recipientEmail': "L'email du destinataire est requis pour le prévenir à l'expédition",
    });
    expect(validateCheckoutForm(gift({ notify: 'at_shipping', recipientEmail: 'lea@' })).errors).toEqual({
      'gift.recipientEmail': "L'email du destinataire n'est pas valide",
    });
  });

  it('sends the message without surrounding blanks, its lines kept, and empty as null', () => {
    expect(
      giftOf(
        gift({ message: '  Bises\nCamille ', notify: 'at_shipping', recipientEmail: ' lea@example.be ' }),
      ),
    ).toEqual({
      message: 'Bises\nCamille',
      notify: 'at_shipping',
      recipientEmail: 'lea@example.be',
    });
    expect(giftOf(gift())).toEqual({ message: null, notify: 'never', recipientEmail: null });
  });
});
