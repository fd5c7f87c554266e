import type { OrderGift } from './gift.js';
import type { Cents } from '../../../shared/money.js';
import {
  INITIAL_ORDER_STATUS,
  defaultHistoryNote,
  type OrderStatus,
  type TargetStatus,
  canTransition,
  isOrderStatus,
  nextStatuses,
} from './order-status.js';
import {
  InvalidOrderError,
  InvalidOrderTransitionError,
  NothingToShipError,
  OrderAlreadyPaidError,
  OrderNotAwaitingPaymentError,
  PaymentWindowOpenError,
} from './order.errors.js';
import {
  type ChangeContext,
  ORDER_CURRENCY,
  type OrderCurrency,
  type OrderHistoryEntry,
  type OrderSnapshot,
  PAYMENT_PROVIDER_ACTOR,
  PAYMENT_WINDOW_MS,
  type PaymentStatusOutcome,
  type PlaceOrderInput,
  SYSTEM_ACTOR,
  type Tracking,
  type TrackingInput,
  cloneSnapshot,
} from './order-types.js';
import { assertDate, checkTracking, cleanNote, requireText, validatePlacement } from './order-validation.js';
import { INITIAL_PAYMENT_STATUS, type PaymentStatus, isFinalPaymentStatus, isPaymentStatus } from './payment-status.js';
import { refundDueOnCancel } from './order-effects.js';

export * from './order-types.js';

/** The date field each target state stamps. */
const STAMP_OF: Record<TargetStatus, keyof OrderSnapshot> = {
  payee: 'confirmedAt',
  en_preparation: 'preparationStartedAt',
  expediee: 'shippedAt',
  livree: 'deliveredAt',
  annulee: 'canceledAt',
  retournee: 'returnedAt',
};

/**
 * The Order aggregate. Its state changes only through intent methods, each of which checks the one
 * transition table, stamps its date field and records a history entry. Pure: the caller passes `now`.
 */
/** A status Mollie reports for one of the order's payments, and what that payment's record said before. */
export interface PaymentReport {
  id: string;
  status: PaymentStatus;
  recordedStatus: PaymentStatus;
}

/** What Mollie is asked for an order: its total less what its gift cards pay (docs/design/gift-cards.md). */
export function amountDueCents(order: Pick<OrderSnapshot, 'totalCents' | 'giftCardPaidCents'>): Cents {
  return order.totalCents - order.giftCardPaidCents;
}

export class Order {
  private constructor(private state: OrderSnapshot) {}

  /** A new order waiting for its payment; amounts must add up (the server priced them). */
  static place(input: PlaceOrderInput): Order {
    validatePlacement(input);

    const now = new Date(input.now.getTime());
    const order = new Order({
      id: input.id,
      orderNumber: input.orderNumber,
      customerId: input.customerId,
      subscriptionId: input.subscriptionId ?? null,
      giftSubscriptionId: input.giftSubscriptionId ?? null,
      status: INITIAL_ORDER_STATUS,
      items: input.items.map((item) => ({ ...item })),
      billing: { ...input.billing },
      shipping: { ...input.shipping },
      subtotalCents: input.subtotalCents,
      discountCents: input.discountCents,
      promoCode: input.promoCode ?? null,
      shippingCents: input.shippingCents,
      giftCardsCents: input.giftCardsCents ?? 0,
      giftCardPaidCents: 0,
      totalCents: input.totalCents,
      currency: ORDER_CURRENCY,
      molliePaymentId: null,
      paymentStatus: INITIAL_PAYMENT_STATUS,
      paymentStartedAt: now,
      tracking: null,
      gift: input.gift ? { ...input.gift } : null,
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

  /** A gift order's gift; null for an order the buyer receives. */
  get gift(): OrderGift | null {
    return this.state.gift ? { ...this.state.gift } : null;
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
  /** What the shopper's gift cards pay of the total (held, then captured). */
  get giftCardPaidCents(): Cents {
    return this.state.giftCardPaidCents;
  }

  /** What Mollie is asked for: the total less what the gift cards pay (0: the cards pay it all). */
  get amountDueCents(): Cents {
    return amountDueCents(this.state);
  }

  /**
   * The gift cards held for this order pay `cents` of it (docs/design/gift-cards.md): set once, when
   * the order is placed, before any Mollie payment exists, and never beyond the total.
   */
  payWithGiftCards(cents: Cents): void {
    if (this.state.molliePaymentId !== null || this.state.status !== 'en_attente_paiement') {
      throw new InvalidOrderError('Les cartes cadeaux se choisissent avant le paiement de la commande');
    }
    if (!Number.isInteger(cents) || cents < 0 || cents > this.state.totalCents) {
      throw new InvalidOrderError('Les cartes cadeaux ne paient pas plus que le total de la commande');
    }
    this.state.giftCardPaidCents = cents;
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

  /**
   * A box of a prepaid gift subscription (docs/design/gifting.md): placed and at once `payee`, without
   * a payment of its own (the gift's order paid it).
   */
  static placePrepaidBox(input: PlaceOrderInput & { giftSubscriptionId: string }): Order {
    const order = Order.place(input);
    order.transition('payee', input.now, { by: SYSTEM_ACTOR, note: 'Box prépayée : payée par l’abonnement offert' });
    order.stampPaid(input.now);
    return order;
  }

  /** A box of a prepaid gift subscription (its lines were paid by the gift's order). */
  get isPrepaidBox(): boolean {
    return this.state.giftSubscriptionId !== null;
  }

  /** en_attente_paiement → payee (an administrator confirms the payment, or Mollie reports it paid). */
  markPaid(now: Date, context: ChangeContext = {}): void {
    this.transition('payee', now, context);
    this.stampPaid(now);
  }

  /** The one place the payment is recorded as received: 'paid', and the date it first was. */
  private stampPaid(now: Date): void {
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
    this.stampPaid(now);
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
   * `payment.recordedStatus` is what the payment's own record (its row of the order's payments) said
   * before this report: a payment already recorded as paid was handled when it first was.
   */
  recordPaymentOf(payment: PaymentReport, now: Date, context: ChangeContext = {}): PaymentStatusOutcome {
    const { id: paymentId, status } = payment;
    requireText(paymentId, 'molliePaymentId', "L'identifiant du paiement");
    if (paymentId === this.state.molliePaymentId) return this.recordPaymentStatus(status, now, context);
    const unchanged: PaymentStatusOutcome = { changed: false, becamePaid: false, refundRequired: false };
    if (!isPaymentStatus(status)) throw new InvalidOrderError(`Statut de paiement inconnu : ${String(status)}`);
    if (status !== 'paid' || payment.recordedStatus === 'paid') return unchanged;
    const by = context.by ?? PAYMENT_PROVIDER_ACTOR;
    if (this.state.paymentStatus === 'paid') {
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

  /** payee → en_preparation (never an order of gift cards only: nothing ships). */
  startPreparation(now: Date, context: ChangeContext = {}): void {
    if (!this.shipsSomething) throw new NothingToShipError();
    this.transition('en_preparation', now, context);
  }

  /** The order has boxes to send: false for an order of e-gift cards only (docs/design/gift-cards.md). */
  get shipsSomething(): boolean {
    return this.state.items.length > 0;
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

  /** → annulee (from waiting, paid or in preparation). A paid order's boxes' money must go back: refund flagged. */
  cancel(now: Date, context: ChangeContext = {}): void {
    this.transition('annulee', now, context);
    if (refundDueOnCancel(this.state)) this.state.refundRequired = true;
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
    return checkTracking(input);
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
    this.state.updatedAt = new Date(now.getTime());
    this.record(from, now, {
      by: context.by,
      note: cleanNote(context.note) ?? defaultHistoryNote(from, to),
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
