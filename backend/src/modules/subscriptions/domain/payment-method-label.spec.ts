import { paymentMethodLabel } from './payment-method-label.js';

describe('paymentMethodLabel', () => {
  it.each([
    [{ method: 'creditcard', cardLabel: 'Visa', cardNumber: '4242' }, 'Visa •••• 4242'],
    [{ method: 'creditcard', cardLabel: 'Mastercard', cardNumber: '************5454' }, 'Mastercard •••• 5454'],
    [{ method: 'creditcard', cardLabel: null, cardNumber: null }, 'Carte bancaire'],
    [{ method: 'directdebit', cardLabel: null, cardNumber: null }, 'Domiciliation SEPA'],
    [{ method: 'paypal', cardLabel: null, cardNumber: null }, 'PayPal'],
  ])('names %j as %s', (mandate, label) => {
    expect(paymentMethodLabel(mandate)).toBe(label);
  });
});
