import { describe, expect, it } from 'vitest';
import {
  FALLBACK_METHODS,
  NO_CHOICE,
  chooseIssuer,
  chooseMethod,
  initialChoice,
  offeredMethods,
  parseMethods,
  reconcileChoice,
  selectedPayment,
  subscriptionMethodsNotice,
  type PaymentMethodOption,
} from './methods';

const image = (id: string) => ({ size1x: `data:${id}1`, size2x: `data:${id}2`, svg: `data:${id}.svg` });
const amount = (value: string) => ({ value, currency: 'EUR' });

const answer = {
  count: 3,
  _embedded: {
    methods: [
      {
        resource: 'method',
        id: 'creditcard',
        description: 'Carte de crédit',
        image: image('cc'),
        minimumAmount: amount('0.01'),
        maximumAmount: amount('10000.00'),
      },
      {
        resource: 'method',
        id: 'bancontact',
        description: 'Bancontact',
        image: { size1x: 'data:bc1' },
        minimumAmount: amount('0.02'),
        maximumAmount: null,
      },
      {
        resource: 'method',
        id: 'ideal',
        description: 'iDEAL',
        image: image('id'),
        issuers: [
          { resource: 'issuer', id: 'ideal_ABNANL2A', name: 'ABN AMRO', image: image('abn') },
          { resource: 'issuer', id: 'ideal_INGBNL2A', name: 'ING', image: null },
        ],
        minimumAmount: amount('0.01'),
        maximumAmount: amount('50.00'),
      },
    ],
  },
};

const methods = parseMethods(answer)!;
const ideal = (): PaymentMethodOption => methods.find((m) => m.id === 'ideal')!;

describe('payment-method picker', () => {
  it("reads Mollie's answer: id, description, the larger logo, issuers, limits", () => {
    expect(methods.map((m) => [m.id, m.name, m.image])).toEqual([
      ['creditcard', 'Carte de crédit', 'data:cc2'],
      ['bancontact', 'Bancontact', 'data:bc1'],
      ['ideal', 'iDEAL', 'data:id2'],
    ]);
    expect(ideal().issuers).toEqual([
      { id: 'ideal_ABNANL2A', name: 'ABN AMRO', image: 'data:abn2' },
      { id: 'ideal_INGBNL2A', name: 'ING', image: null },
    ]);
    expect(ideal().maximumAmount).toBe(50);
    expect(
      parseMethods({ _embedded: { methods: [{ name: 'PayPal', id: 'paypal' }, { nothing: true }] } }),
    ).toEqual([
      { id: 'paypal', name: 'PayPal', image: null, issuers: [], minimumAmount: null, maximumAmount: null },
    ]);
  });

  it('an unexpected format is null', () => {
    expect(parseMethods(null)).toBeNull();
    expect(parseMethods({ methods: [] })).toBeNull();
    expect(parseMethods({ _embedded: { methods: 'x' } })).toBeNull();
  });

  it('offers the loaded methods the amount allows', () => {
    expect(offeredMethods(answer, false, 60.38)).toEqual({ methods: methods.slice(0, 2), fallback: false });
    expect(offeredMethods(answer, false, 20).methods).toHaveLength(3);
  });

  it("falls back to 'Carte de crédit', Bancontact and PayPal on failure, an empty list or an unexpected format", () => {
    const fallback = { methods: [...FALLBACK_METHODS], fallback: true };
    expect(offeredMethods(answer, true, 60)).toEqual(fallback);
    expect(offeredMethods({ _embedded: { methods: [] }, count: 0 }, false, 60)).toEqual(fallback);
    expect(offeredMethods('<html>', false, 60)).toEqual(fallback);
    expect(FALLBACK_METHODS.map((m) => [m.id, m.name])).toEqual([
      ['creditcard', 'Carte de crédit'],
      ['bancontact', 'Bancontact'],
      ['paypal', 'PayPal'],
    ]);
  });

  it('chooses a single method automatically, and nothing when there are several', () => {
    const only = [methods[0]];
    expect(initialChoice(only)).toEqual({ methodId: 'creditcard', issuerId: null });
    expect(selectedPayment(initialChoice(only), only)).toEqual({ method: 'creditcard' });
    expect(initialChoice(methods)).toEqual(NO_CHOICE);
    expect(selectedPayment(NO_CHOICE, methods)).toBeNull();
  });

  it('a single method with banks is chosen, but selected only once a bank is picked', () => {
    const only = [ideal()];
    const state = initialChoice(only);
    expect(state.methodId).toBe('ideal');
    expect(selectedPayment(state, only)).toBeNull();
    expect(selectedPayment(chooseIssuer(state, only, 'ideal_INGBNL2A'), only)).toEqual({
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
    });
  });

  it('a method with banks is selected only once a known bank is chosen; another method forgets the bank', () => {
    let state = chooseMethod(NO_CHOICE, 'ideal');
    expect(selectedPayment(state, methods)).toBeNull();
    expect(chooseIssuer(state, methods, 'ideal_UNKNOWN')).toEqual({ methodId: 'ideal', issuerId: null });
    state = chooseIssuer(state, methods, 'ideal_ABNANL2A');
    expect(selectedPayment(state, methods)).toEqual({ method: 'ideal', issuer: 'ideal_ABNANL2A' });
    expect(chooseMethod(state, 'ideal')).toBe(state);
    state = chooseMethod(state, 'bancontact');
    expect(state).toEqual({ methodId: 'bancontact', issuerId: null });
    expect(selectedPayment(state, methods)).toEqual({ method: 'bancontact' });
  });

  it('keeps a choice while its method is offered, and starts again when it disappears', () => {
    const chosen = { methodId: 'ideal', issuerId: 'ideal_INGBNL2A' };
    expect(reconcileChoice(chosen, methods)).toBe(chosen);
    const withoutIdeal = methods.slice(0, 1);
    expect(reconcileChoice(chosen, withoutIdeal)).toEqual({ methodId: 'creditcard', issuerId: null });
    expect(reconcileChoice(chosen, methods.slice(0, 2))).toEqual(NO_CHOICE);
    const fewerBanks = [{ ...ideal(), issuers: ideal().issuers.slice(0, 1) }];
    expect(reconcileChoice(chosen, fewerBanks)).toEqual({ methodId: 'ideal', issuerId: null });
  });
});

describe('payment methods of a cart with a subscription', () => {
  const first = {
    count: 1,
    _embedded: { methods: [answer._embedded.methods[0]] },
  };
  const oneOff = {
    count: 4,
    _embedded: {
      methods: [
        ...answer._embedded.methods,
        { resource: 'method', id: 'paypal', description: 'PayPal', image: image('pp') },
        { resource: 'method', id: 'applepay', description: 'Apple Pay', image: image('ap') },
      ],
    },
  };

  it('offers what the server listed for a first payment', () => {
    expect(offeredMethods(first, false, 30.48, true)).toEqual({ methods: [methods[0]], fallback: false });
  });

  it('falls back to the card alone', () => {
    expect(offeredMethods(first, true, 30.48, true)).toEqual({
      methods: [FALLBACK_METHODS[0]],
      fallback: true,
    });
  });

  it('names the one-off methods left out, in French', () => {
    const offered = parseMethods(first)!;
    expect(subscriptionMethodsNotice(oneOff, offered, 30.48)).toBe(
      'Votre panier contient un abonnement : seuls les moyens de paiement qui autorisent les prélèvements des box suivantes sont proposés. Bancontact, iDEAL, PayPal et Apple Pay ne le permettent pas.',
    );
    const withoutOne = { _embedded: { methods: [answer._embedded.methods[0], answer._embedded.methods[1]] } };
    expect(subscriptionMethodsNotice(withoutOne, offered, 30.48)).toMatch(/ Bancontact ne le permet pas\.$/);
  });

  it('still explains when the one-off list is unknown or nothing is missing', () => {
    const offered = parseMethods(first)!;
    const intro =
      'Votre panier contient un abonnement : seuls les moyens de paiement qui autorisent les prélèvements des box suivantes sont proposés.';
    expect(subscriptionMethodsNotice(undefined, offered, 30.48)).toBe(intro);
    expect(subscriptionMethodsNotice(first, offered, 30.48)).toBe(intro);
  });
});
