/**
 * The payment-method picker's rules (docs/design/checkout.md), as pure functions: reading Mollie's answer,
 * the fallback list, the automatic choice of a single method, and banks (issuers).
 */

export interface MethodIssuer {
  id: string;
  name: string;
  image: string | null;
}

export interface PaymentMethodOption {
  id: string;
  name: string;
  image: string | null;
  issuers: MethodIssuer[];
  minimumAmount: number | null;
  maximumAmount: number | null;
}

/** Offered when the methods cannot be loaded or none came back. */
export const FALLBACK_METHODS: readonly PaymentMethodOption[] = [
  {
    id: 'creditcard',
    name: 'Carte de crédit',
    image: null,
    issuers: [],
    minimumAmount: null,
    maximumAmount: null,
  },
  {
    id: 'bancontact',
    name: 'Bancontact',
    image: null,
    issuers: [],
    minimumAmount: null,
    maximumAmount: null,
  },
  { id: 'paypal', name: 'PayPal', image: null, issuers: [], minimumAmount: null, maximumAmount: null },
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function imageOf(value: unknown): string | null {
  if (!isObject(value)) return null;
  return str(value.size2x) ?? str(value.size1x) ?? str(value.svg);
}

function amountOf(value: unknown): number | null {
  if (!isObject(value)) return null;
  const amount = Number(value.value);
  return Number.isFinite(amount) ? amount : null;
}

function parseMethod(value: unknown): PaymentMethodOption | null {
  if (!isObject(value)) return null;
  const id = str(value.id);
  if (!id) return null;
  const issuers = Array.isArray(value.issuers)
    ? value.issuers.flatMap((issuer): MethodIssuer[] => {
        if (!isObject(issuer) || !str(issuer.id)) return [];
        return [
          {
            id: issuer.id as string,
            name: str(issuer.name) ?? (issuer.id as string),
            image: imageOf(issuer.image),
          },
        ];
      })
    : [];
  return {
    id,
    name: str(value.description) ?? str(value.name) ?? id,
    image: imageOf(value.image),
    issuers,
    minimumAmount: amountOf(value.minimumAmount),
    maximumAmount: amountOf(value.maximumAmount),
  };
}

/** The methods of GET /api/mollie/methods (`_embedded.methods`), or null for an unexpected format. */
export function parseMethods(answer: unknown): PaymentMethodOption[] | null {
  if (!isObject(answer) || !isObject(answer._embedded) || !Array.isArray(answer._embedded.methods))
    return null;
  return answer._embedded.methods
    .map(parseMethod)
    .filter((method): method is PaymentMethodOption => method !== null);
}

/** Methods whose limits allow the amount. */
export function methodsForAmount(
  methods: readonly PaymentMethodOption[],
  amount: number,
): PaymentMethodOption[] {
  return methods.filter(
    (method) =>
      (method.minimumAmount === null || amount >= method.minimumAmount) &&
      (method.maximumAmount === null || amount <= method.maximumAmount),
  );
}

/**
 * The fallback for a cart holding a subscription: only the card, the one method every Mollie account
 * can take a mandate with (the server still refuses a method Mollie cannot use for a first payment).
 */
const SUBSCRIPTION_FALLBACK_METHODS = FALLBACK_METHODS.filter((method) => method.id === 'creditcard');

/**
 * What the picker offers: the loaded methods, else the fallback list with its notice. For a
 * cart with a subscription line, `answer` is the server's list for `sequenceType=first` (methods that
 * can create a mandate).
 */
export function offeredMethods(
  answer: unknown,
  failed: boolean,
  amount: number,
  subscription = false,
): { methods: PaymentMethodOption[]; fallback: boolean } {
  const parsed = failed ? null : parseMethods(answer);
  const usable = parsed ? methodsForAmount(parsed, amount) : [];
  if (usable.length === 0) {
    return {
      methods: [...(subscription ? SUBSCRIPTION_FALLBACK_METHODS : FALLBACK_METHODS)],
      fallback: true,
    };
  }
  return { methods: usable, fallback: false };
}

/** 'PayPal', 'PayPal et Apple Pay', 'PayPal, Apple Pay et Virement'. */
function frenchList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

/**
 * Why a subscription cart shows fewer methods: the methods of a one-off payment (`oneOffAnswer`) that
 * the server left out of the `first` list, named in French.
 */
export function subscriptionMethodsNotice(
  oneOffAnswer: unknown,
  offered: readonly PaymentMethodOption[],
  amount: number,
): string {
  const oneOff = parseMethods(oneOffAnswer);
  const offeredIds = new Set(offered.map((method) => method.id));
  const missing = oneOff
    ? methodsForAmount(oneOff, amount).filter((method) => !offeredIds.has(method.id))
    : [];
  const intro =
    'Votre panier contient un abonnement : seuls les moyens de paiement qui autorisent les prélèvements des box suivantes sont proposés.';
  if (missing.length === 0) return intro;
  const names = missing.map((method) => method.name);
  return `${intro} ${frenchList(names)} ${names.length > 1 ? 'ne le permettent pas' : 'ne le permet pas'}.`;
}

/** The picker's state: the method the shopper clicked and, for a method with banks, the bank. */
export interface PickerState {
  methodId: string | null;
  issuerId: string | null;
}

export const NO_CHOICE: PickerState = { methodId: null, issuerId: null };

/** A single method is chosen at once (its bank, if it has banks, still has to be picked). */
export function initialChoice(methods: readonly PaymentMethodOption[]): PickerState {
  return methods.length === 1 ? { methodId: methods[0].id, issuerId: null } : NO_CHOICE;
}

export function chooseMethod(state: PickerState, methodId: string): PickerState {
  return state.methodId === methodId ? state : { methodId, issuerId: null };
}

export function chooseIssuer(
  state: PickerState,
  methods: readonly PaymentMethodOption[],
  issuerId: string,
): PickerState {
  const method = methods.find((m) => m.id === state.methodId);
  if (!method || !method.issuers.some((issuer) => issuer.id === issuerId))
    return { ...state, issuerId: null };
  return { ...state, issuerId };
}

/** Keeps the choice while its method is still offered; otherwise starts again (a single method auto-chosen). */
export function reconcileChoice(state: PickerState, methods: readonly PaymentMethodOption[]): PickerState {
  const method = methods.find((m) => m.id === state.methodId);
  if (!method) return initialChoice(methods);
  if (state.issuerId && !method.issuers.some((issuer) => issuer.id === state.issuerId)) {
    return { methodId: method.id, issuerId: null };
  }
  return state;
}

/**
 * The method (and bank) to pay with, or null while nothing is chosen. A method with banks is only
 * selected once a bank is chosen.
 */
export function selectedPayment(
  state: PickerState,
  methods: readonly PaymentMethodOption[],
): { method: string; issuer?: string } | null {
  const method = methods.find((m) => m.id === state.methodId);
  if (!method) return null;
  if (method.issuers.length === 0) return { method: method.id };
  if (!state.issuerId || !method.issuers.some((issuer) => issuer.id === state.issuerId)) return null;
  return { method: method.id, issuer: state.issuerId };
}
