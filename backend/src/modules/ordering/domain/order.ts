import { assertCents, type Cents } from '../../../shared/money.js';
import {
  FREQUENCIES,
  FREQUENCY_INVALID_MESSAGE,
  isFrequency,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import { isOrderNumber } from './order-number.js';
import {
  ADMIN_STATUS_LABELS,
  INITIAL_ORDER_STATUS,
  type OrderStatus,
  type TargetStatus,
  canTransition,
  isOrderStatus,
  nextStatuses,
} from './order-status.js';
import {
  InvalidOrderError,
  InvalidOrderTransitionError,
  OrderAlreadyPaidError,
  OrderNotAwaitingPaymentError,
  PaymentWindowOpenError,
  ShipmentTrackingError,
} from './order.errors.js';
import { INITIAL_PAYMENT_STATUS, type PaymentStatus, isFinalPaymentStatus, isPaymentStatus } from './payment-status.js';

export const CARRIERS = [
  'Bpost',
  'DHL',
  'PostNL',
  'DPD',
  'UPS',
  'FedEx',
  'Colissimo',
  'Mondial Relay',
  'Autre',
] as const;
export type Carrier = (typeof CARRIERS)[number];

export const SUBSCRIPTION_FREQUENCIES = FREQUENCIES;
export type SubscriptionFrequency = Frequency;

export const ORDER_CURRENCY = 'EUR';
export type OrderCurrency = typeof ORDER_CURRENCY;

/** An unpaid order's payment expires 15 minutes after it started (storefront spec §9). */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;

/** Who made a change, in the history: 'system' (jobs), 'mollie' (payment reports), 'customer', or 'admin:<id>'. */
export type OrderActor = string;
export const SYSTEM_ACTOR: OrderActor = 'system';
export const PAYMENT_PROVIDER_ACTOR: OrderActor = 'mollie';

/** A line as it was bought: the price paid per unit (subscription discount included), frozen at checkout. */
export interface OrderItem {
  productId: number;
  name: string;
  unitPriceCents: Cents;
  quantity: number;
  isSubscription: boolean;
  /** Subscription lines only; null for a single purchase. */
  frequency: SubscriptionFrequency | null;
}

export interface BillingSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface ShippingSnapshot {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface Tracking {
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** What an administrator types when shipping; checked by `ship`. */
export interface TrackingInput {
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

/** One thing that happened to the order. `from === to` records an event without a state change. */
export interface OrderHistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  by: OrderActor;
  note: string | null;
}

/** Who asks for a change, and why (the history keeps both). */
export interface ChangeContext {
  by?: OrderActor;
  note?: string | null;
}

export interface PlaceOrderInput {
  id: string;
  orderNumber: string;
  customerId: string;
  /** A renewal order: the subscription whose cycle it is (never touched by the 15-minute expiry). */
  subscriptionId?: string | null;
  items: readonly OrderItem[];
  billing: BillingSnapshot;
  shipping: ShippingSnapshot;
  subtotalCents: Cents;
  discountCents: Cents;
  promoCode: string | null;
  shippingCents: Cents;
  totalCents: Cents;
  customerNote?: string | null;
  now: Date;
}

/** The whole state, as persisted (plain data, dates as Date). */
export interface OrderSnapshot {
  id: string;
  orderNumber: string;
  /** Null once the customer's account is deleted: the order is kept (10 years) with its billing snapshot. */
  customerId: string | null;
  /** The subscription this order is a box of (a renewal, or a first order once its subscriptions started); null for a one-off purchase. */
  subscriptionId: string | null;
  status: OrderStatus;
  items: OrderItem[];
  billing: BillingSnapshot;
  shipping: ShippingSnapshot;
  subtotalCents: Cents;
  discountCents: Cents;
  promoCode: string | null;
  shippingCents: Cents;
  totalCents: Cents;
  currency: OrderCurrency;
  molliePaymentId: string | null;
  paymentStatus: PaymentStatus;
  /** When the current payment was started: the 15-minute window runs from here. */
  paymentStartedAt: Date;
  tracking: Tracking | null;
  notes: { customer: string | null };
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  preparationStartedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  canceledAt: Date | null;
  returnedAt: Date | null;
  /** The shop holds money for an order it will not deliver (paid after cancellation, or cancelled once paid). */
  refundRequired: boolean;
  history: OrderHistoryEntry[];
}

/** What recording a payment status did, for the use case (confirmation mail, refund alert). */
export interface PaymentStatusOutcome {
  /** Something was saved (false: the same report again, or a report about an already paid payment). */
  changed: boolean;
  /** The order has just become 'payee'. */
  becamePaid: boolean;
  /** The payment arrived for an order that is cancelled: money to give back. */
  refundRequired: boolean;
}

/** The date field each target state stamps. */
const STAMP_OF: Record<TargetStatus, keyof OrderSnapshot> = {
  payee: 'confirmedAt',
  en_preparation: 'preparationStartedAt',
  expediee: 'shippedAt',
  livree: 'deliveredAt',
  annulee: 'canceledAt',
  retournee: 'returnedAt',
};

const MAX_NOTE_LENGTH = 1000;
const MAX_TRACKING_NUMBER_LENGTH = 100;
const MAX_TRACKING_URL_LENGTH = 500;

const copyDate = (date: Date | null): Date | null => (date ? new Date(date.getTime()) : null);

function cloneSnapshot(s: OrderSnapshot): OrderSnapshot {
  return {
    ...s,
    items: s.items.map((item) => ({ ...item })),
    billing: { ...s.billing },
    shipping: { ...s.shipping },
    tracking: s.tracking ? { ...s.tracking } : null,
    notes: { ...s.notes },
    paymentStartedAt: new Date(s.paymentStartedAt.getTime()),
    createdAt: new Date(s.createdAt.getTime()),
    updatedAt: new Date(s.updatedAt.getTime()),
    paidAt: copyDate(s.paidAt),
    confirmedAt: copyDate(s.confirmedAt),
    preparationStartedAt: copyDate(s.preparationStartedAt),
    shippedAt: copyDate(s.shippedAt),
    deliveredAt: copyDate(s.deliveredAt),
    canceledAt: copyDate(s.canceledAt),
    returnedAt: copyDate(s.returnedAt),
    history: s.history.map((entry) => ({ ...entry, at: new Date(entry.at.getTime()) })),
  };
}

function assertDate(value: Date, field: string): void {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new InvalidOrderError('Date invalide', field);
}

function requireText(value: unknown, field: string, label: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new InvalidOrderError(`${label} est obligatoire`, field);
}

function checkCents(value: number, field: string, label: string): void {
  try {
    assertCents(value);
  } catch {
    throw new InvalidOrderError(`${label} doit être un nombre entier de centimes`, field);
  }
  if (value < 0) throw new InvalidOrderError(`${label} ne peut pas être négatif`, field);
}

function validateItems(items: readonly OrderItem[]): void {
  if (!Array.isArray(items) || items.length === 0) {
    throw new InvalidOrderError('Une commande contient au moins un article', 'items');
  }
  items.forEach((item, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    if (!Number.isSafeInteger(item.productId) || item.productId <= 0) {
      throw new InvalidOrderError("L'identifiant du produit doit être un entier positif", field('productId'));
    }
    requireText(item.name, field('name'), 'Le nom du produit');
    checkCents(item.unitPriceCents, field('unitPriceCents'), 'Le prix unitaire');
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new InvalidOrderError('La quantité doit être un entier supérieur ou égal à 1', field('quantity'));
    }
    if (item.isSubscription) {
      if (!isFrequency(item.frequency)) {
        throw new InvalidOrderError(FREQUENCY_INVALID_MESSAGE, field('frequency'));
      }
    } else if (item.frequency !== null) {
      throw new InvalidOrderError("Un achat unique n'a pas de fréquence", field('frequency'));
    }
  });
}

function validateAddress(value: BillingSnapshot | ShippingSnapshot, prefix: string, withContact: boolean): void {
  const fields: [string, string][] = [
    ['firstName', 'Le prénom'],
    ['lastName', 'Le nom'],
    ['address', "L'adresse"],
    ['postalCode', 'Le code postal'],
    ['city', 'La ville'],
    ['country', 'Le pays'],
  ];
  if (withContact) fields.push(['email', "L'e-mail"], ['phone', 'Le téléphone']);
  for (const [name, label] of fields) {
    requireText((value as unknown as Record<string, unknown>)[name], `${prefix}.${name}`, label);
  }
}

function cleanNote(note: string | null | undefined): string | null {
  if (note === undefined || note === null) return null;
  const trimmed = note.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_NOTE_LENGTH);
}

/**
 * The Order aggregate. Its state changes only through intent methods, each of which checks the one
 * transition table, stamps its date field and records a history entry. Pure: the caller passes `now`.
 */
export class Order {
  private constructor(private state: OrderSnapshot) {}

  /** A new order waiting for its payment; amounts must add up (the server priced them). */
  static place(input: PlaceOrderInput): Order {
    assertDate(input.now, 'now');
    requireText(input.id, 'id', "L'identifiant de la commande");
    if (!isOrderNumber(input.orderNumber)) {
      throw new InvalidOrderError('Le numéro de commande doit avoir la forme BP-AAAAMMJJ-XXXXXX', 'orderNumber');
    }
    requireText(input.customerId, 'customerId', 'Le client');
    validateItems(input.items);
    validateAddress(input.billing, 'billing', true);
    validateAddress(input.shipping, 'shipping', false);
    checkCents(input.subtotalCents, 'subtotalCents', 'Le sous-total');
    checkCents(input.discountCents, 'discountCents', 'La remise');
    checkCents(input.shippingCents, 'shippingCents', 'La livraison');
    checkCents(input.totalCents, 'totalCents', 'Le total');

    const linesTotal = input.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    if (linesTotal !== input.subtotalCents) {
      throw new InvalidOrderError('Le sous-total ne correspond pas aux articles', 'subtotalCents');
    }
    if (input.discountCents > input.subtotalCents) {
      throw new InvalidOrderError('La remise ne peut pas dépasser le sous-total', 'discountCents');
    }
    if (input.discountCents > 0 && !input.promoCode) {
      throw new InvalidOrderError('Une remise suppose un code promo', 'promoCode');
    }
    if (input.totalCents !== input.subtotalCents - input.discountCents + input.shippingCents) {
      throw new InvalidOrderError('Le total doit valoir sous-total - remise + livraison', 'totalCents');
    }
    if (input.totalCents <= 0) throw new InvalidOrderError('Le total de la commande doit être positif', 'totalCents');

    const now = new Date(input.now.getTime());
    const order = new Order({
      id: input.id,
      orderNumber: input.orderNumber,
      customerId: input.customerId,
      subscriptionId: input.subscriptionId ?? null,
      status: INITIAL_ORDER_STATUS,
      items: input.items.map((item) => ({ ...item })),
      billing: { ...input.billing },
      shipping: { ...input.shipping },
      subtotalCents: input.subtotalCents,
      discountCents: input.discountCents,
      promoCode: input.promoCode ?? null,
      shippingCents: input.shippingCents,
      totalCents: input.totalCents,
      currency: ORDER_CURRENCY,
      molliePaymentId: null,
      paymentStatus: INITIAL_PAYMENT_STATUS,
      paymentStartedAt: now,
      tracking: null,
      notes: { customer: cleanNote(input.customerNote) },
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      confirmedAt: null,
      preparationStartedAt: null,
      shippedAt: null,
      deliveredAt: null,
      canceledAt: null,
      returnedAt: null,
      refundRequired: false,
      history: [{ from: null, to: INITIAL_ORDER_STATUS, at: now, by: 'customer', note: 'Commande créée' }],
    });
    return order;
  }

  /** Rebuilds an order from storage (no rule is re-run; only the states are checked). */
  static fromSnapshot(snapshot: OrderSnapshot): Order {
    if (!isOrderStatus(snapshot.status)) throw new InvalidOrderError(`Statut inconnu : ${String(snapshot.status)}`);
    if (!isPaymentStatus(snapshot.paymentStatus)) {
      throw new InvalidOrderError(`Statut de paiement inconnu : ${String(snapshot.paymentStatus)}`);
    }
    return new Order(cloneSnapshot(snapshot));
  }

  toSnapshot(): OrderSnapshot {
    return cloneSnapshot(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get orderNumber(): string {
    return this.state.orderNumber;
  }
  get customerId(): string | null {
    return this.state.customerId;
  }
  get status(): OrderStatus {
    return this.state.status;
  }
  get paymentStatus(): PaymentStatus {
    return this.state.paymentStatus;
  }
  get molliePaymentId(): string | null {
    return this.state.molliePaymentId;
  }
  get totalCents(): Cents {
    return this.state.totalCents;
  }
  get currency(): OrderCurrency {
    return this.state.currency;
  }
  get refundRequired(): boolean {
    return this.state.refundRequired;
  }
  get tracking(): Tracking | null {
    return this.state.tracking ? { ...this.state.tracking } : null;
  }
  get history(): readonly OrderHistoryEntry[] {
    return this.state.history.map((entry) => ({ ...entry, at: new Date(entry.at.getTime()) }));
  }

  /** The states an administrator may move this order to (handed to the back office by the API). */
  allowedNextStatuses(): readonly TargetStatus[] {
    return nextStatuses(this.state.status);
  }

  /** When the current payment stops being payable. */
  paymentDeadline(): Date {
    return new Date(this.state.paymentStartedAt.getTime() + PAYMENT_WINDOW_MS);
  }

  isPaymentWindowOver(now: Date): boolean {
    return now.getTime() >= this.paymentDeadline().getTime();
  }

  /**
   * A (new) Mollie payment for this unpaid order: the 15-minute window starts again at `startedAt`
   * (now; or, for the payment created before a crash and found by the expiry sweep, when it started).
   */
  attachPayment(molliePaymentId: string, now: Date, startedAt: Date = now): void {
    requireText(molliePaymentId, 'molliePaymentId', "L'identifiant du paiement");
    if (this.state.status !== 'en_attente_paiement') throw new OrderNotAwaitingPaymentError(this.state.status);
    this.state.molliePaymentId = molliePaymentId;
    this.state.paymentStatus = INITIAL_PAYMENT_STATUS;
    this.state.paymentStartedAt = new Date(startedAt.getTime());
    this.state.updatedAt = new Date(now.getTime());
  }

  /** en_attente_paiement → payee (an administrator confirms the payment, or Mollie reports it paid). */
  markPaid(now: Date, context: ChangeContext = {}): void {
    this.transition('payee', now, context);
    this.state.paymentStatus = 'paid';
    this.state.paidAt ??= new Date(now.getTime());
  }

  /**
   * Records the status Mollie reports for the current payment. Idempotent: the same report twice
   * changes nothing, and a paid payment stays paid. 'paid' moves a waiting order to 'payee'; on a
   * cancelled order it flags a refund. Other statuses are only recorded: cancelling is the caller's
   * decision (`cancel`, `expire`), so the customer can still resume an unpaid order. Once the order
   * left 'en_attente_paiement' (cancelled by the expiry job or an administrator), only 'paid' still
   * matters: the payment status recorded then ('expired'…) is kept.
   */
  recordPaymentStatus(status: PaymentStatus, now: Date, context: ChangeContext = {}): PaymentStatusOutcome {
    const unchanged: PaymentStatusOutcome = { changed: false, becamePaid: false, refundRequired: false };
    if (!isPaymentStatus(status)) throw new InvalidOrderError(`Statut de paiement inconnu : ${String(status)}`);
    if (status === this.state.paymentStatus || this.state.paymentStatus === 'paid') return unchanged;
    if (status !== 'paid' && this.state.status !== 'en_attente_paiement') return unchanged;

    const by = context.by ?? PAYMENT_PROVIDER_ACTOR;
    if (status !== 'paid') {
      this.state.paymentStatus = status;
      this.state.updatedAt = new Date(now.getTime());
      return { ...unchanged, changed: true };
    }

    if (this.state.status === 'en_attente_paiement') {
      this.markPaid(now, { by, note: context.note ?? 'Paiement confirmé par Mollie' });
      return { changed: true, becamePaid: true, refundRequired: false };
    }
    this.state.paymentStatus = 'paid';
    this.state.paidAt ??= new Date(now.getTime());
    this.state.updatedAt = new Date(now.getTime());
    if (this.state.status === 'annulee') {
      this.state.refundRequired = true;
      this.record(this.state.status, now, {
        by,
        note: context.note ?? 'Paiement reçu après annulation : remboursement à effectuer',
      });
      return { changed: true, becamePaid: false, refundRequired: true };
    }
    return { ...unchanged, changed: true };
  }

  /**
   * A status Mollie reports for one of this order's payments, the current one or an earlier one
   * (the customer resumed, then paid in the first tab after all). For the current payment this is
   * `recordPaymentStatus`. An earlier payment only matters once paid: while the order still waits,
   * it becomes the order's payment and pays it; when the order is already paid by another payment,
   * the money came twice and a refund is flagged; on a cancelled order, a refund is flagged as usual.
   */
  recordPaymentOf(
    paymentId: string,
    status: PaymentStatus,
    now: Date,
    context: ChangeContext = {},
  ): PaymentStatusOutcome {
    requireText(paymentId, 'molliePaymentId', "L'identifiant du paiement");
    if (paymentId === this.state.molliePaymentId) return this.recordPaymentStatus(status, now, context);
    const unchanged: PaymentStatusOutcome = { changed: false, becamePaid: false, refundRequired: false };
    if (!isPaymentStatus(status)) throw new InvalidOrderError(`Statut de paiement inconnu : ${String(status)}`);
    if (status !== 'paid') return unchanged;
    const by = context.by ?? PAYMENT_PROVIDER_ACTOR;
    if (this.state.paymentStatus === 'paid') {
      if (this.state.refundRequired && this.state.history.some((entry) => entry.note?.includes(paymentId))) {
        return unchanged; // this second payment is already flagged
      }
      this.state.refundRequired = true;
      this.state.updatedAt = new Date(now.getTime());
      this.record(this.state.status, now, {
        by,
        note: context.note ?? `Second paiement reçu (${paymentId}) : remboursement à effectuer`,
      });
      return { changed: true, becamePaid: false, refundRequired: true };
    }
    this.state.molliePaymentId = paymentId;
    return this.recordPaymentStatus('paid', now, context);
  }

  /** payee → en_preparation. */
  startPreparation(now: Date, context: ChangeContext = {}): void {
    this.transition('en_preparation', now, context);
  }

  /** en_preparation → expediee, with a carrier of the list and a tracking number (URL optional). */
  ship(input: TrackingInput, now: Date, context: ChangeContext = {}): void {
    this.assertCanMove('expediee');
    const tracking = Order.checkTracking(input);
    this.transition('expediee', now, context);
    this.state.tracking = tracking;
  }

  /** expediee → livree. */
  deliver(now: Date, context: ChangeContext = {}): void {
    this.transition('livree', now, context);
  }

  /** → annulee (from waiting, paid or in preparation). A paid order's money must go back: refund flagged. */
  cancel(now: Date, context: ChangeContext = {}): void {
    this.transition('annulee', now, context);
    if (this.state.paymentStatus === 'paid') this.state.refundRequired = true;
  }

  /** expediee or livree → retournee. */
  markReturned(now: Date, context: ChangeContext = {}): void {
    this.transition('retournee', now, context);
  }

  /**
   * Money went back to the customer (a refund at Mollie with its credit note): the refund flag is
   * cleared (an administrator handled it) and the history says how much, with which credit note.
   */
  recordRefund(note: string, now: Date, context: ChangeContext = {}): void {
    if (this.state.paymentStatus !== 'paid')
      throw new InvalidOrderError("Une commande non payée n'est pas remboursable");
    this.state.refundRequired = false;
    this.state.updatedAt = new Date(now.getTime());
    this.record(this.state.status, now, { by: context.by, note });
  }

  /**
   * The expiry job's intent: a waiting order whose payment window is over becomes 'annulee', its
   * payment 'expired' (unless Mollie already closed it as failed or canceled). Never a paid order.
   */
  expire(now: Date, context: ChangeContext = {}): void {
    const status = this.state.status;
    if (status !== 'en_attente_paiement') {
      if (canTransition(status, 'annulee')) throw new OrderAlreadyPaidError(status);
      throw new InvalidOrderTransitionError(status, 'annulee');
    }
    if (!this.isPaymentWindowOver(now)) throw new PaymentWindowOpenError(this.paymentDeadline());
    if (!isFinalPaymentStatus(this.state.paymentStatus)) this.state.paymentStatus = 'expired';
    this.transition('annulee', now, {
      by: context.by ?? SYSTEM_ACTOR,
      note: context.note ?? 'Paiement non reçu dans les 15 minutes : commande annulée automatiquement',
    });
  }

  /** Checks the administrator's tracking input; throws ShipmentTrackingError (400) with per-field messages. */
  static checkTracking(input: TrackingInput): Tracking {
    const carrier = typeof input.carrier === 'string' ? input.carrier.trim() : '';
    const trackingNumber = typeof input.trackingNumber === 'string' ? input.trackingNumber.trim() : '';
    const trackingUrl = typeof input.trackingUrl === 'string' ? input.trackingUrl.trim() : '';
    const required = ShipmentTrackingError.REQUIRED_MESSAGE;
    if (carrier === '' || trackingNumber === '') {
      const errors: Record<string, string[]> = {};
      if (carrier === '') errors['tracking.carrier'] = [required];
      if (trackingNumber === '') errors['tracking.trackingNumber'] = [required];
      throw new ShipmentTrackingError('ORDER_TRACKING_REQUIRED', required, errors);
    }
    if (!(CARRIERS as readonly string[]).includes(carrier)) {
      const message = `Transporteur inconnu : choisissez parmi ${CARRIERS.join(', ')}`;
      throw new ShipmentTrackingError('ORDER_CARRIER_INVALID', message, { 'tracking.carrier': [message] });
    }
    if (trackingNumber.length > MAX_TRACKING_NUMBER_LENGTH) {
      const message = `Le numéro de suivi ne doit pas dépasser ${MAX_TRACKING_NUMBER_LENGTH} caractères`;
      throw new ShipmentTrackingError('ORDER_TRACKING_REQUIRED', message, { 'tracking.trackingNumber': [message] });
    }
    if (trackingUrl !== '' && !Order.isHttpUrl(trackingUrl)) {
      const message = 'Le lien de suivi doit être une adresse http(s) valide';
      throw new ShipmentTrackingError('ORDER_TRACKING_URL_INVALID', message, { 'tracking.trackingUrl': [message] });
    }
    return { carrier: carrier as Carrier, trackingNumber, trackingUrl: trackingUrl === '' ? null : trackingUrl };
  }

  private static isHttpUrl(value: string): boolean {
    if (value.length > MAX_TRACKING_URL_LENGTH) return false;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }

  private assertCanMove(to: OrderStatus): void {
    if (!canTransition(this.state.status, to)) throw new InvalidOrderTransitionError(this.state.status, to);
  }

  /** The only place the status changes: check the table, stamp the date, record the entry. */
  private transition(to: TargetStatus, now: Date, context: ChangeContext): void {
    assertDate(now, 'now');
    const from = this.state.status;
    this.assertCanMove(to);
    this.state.status = to;
    const stamp = STAMP_OF[to];
    (this.state as unknown as Record<string, Date | null>)[stamp] = new Date(now.getTime());
    if (to === 'payee') this.state.paidAt ??= new Date(now.getTime());
    this.state.updatedAt = new Date(now.getTime());
    this.record(from, now, {
      by: context.by,
      note:
        cleanNote(context.note) ?? `Statut mis à jour de ${ADMIN_STATUS_LABELS[from]} vers ${ADMIN_STATUS_LABELS[to]}`,
    });
  }

  private record(from: OrderStatus, now: Date, context: ChangeContext): void {
    this.state.history.push({
      from,
      to: this.state.status,
      at: new Date(now.getTime()),
      by: context.by ?? SYSTEM_ACTOR,
      note: cleanNote(context.note),
    });
  }
}
