import { assertCents } from '../../../shared/money.js';
import { FREQUENCY_INVALID_MESSAGE, FREQUENCY_MONTHS, type Frequency, isFrequency } from './frequency.js';
import {
  type CalendarDate,
  addDays,
  addMonths,
  brusselsDate,
  compareDates,
  dayOfMonth,
  isCalendarDate,
  latestPauseEnd,
  laterOf,
} from './schedule.js';
import {
  INITIAL_SUBSCRIPTION_STATUS,
  type SubscriptionStatus,
  canMoveSubscription,
  isSubscriptionStatus,
} from './subscription-status.js';
import { InvalidSubscriptionError, MandateNotValidError, SubscriptionStateError } from './subscription.errors.js';
import { allowsAction } from './subscription-actions.js';
import {
  SUBSCRIPTION_CURRENCY,
  type CreateSubscriptionInput,
  type MandateRef,
  type RenewalSlot,
  type SubscriptionActor,
  type SubscriptionHistoryEntry,
  type SubscriptionItem,
  type SubscriptionSnapshot,
} from './subscription-types.js';

/** The aggregate's shapes, importable from here as before. */
export * from './subscription-types.js';

const copyDate = (date: Date | null): Date | null => (date ? new Date(date.getTime()) : null);

function clone(s: SubscriptionSnapshot): SubscriptionSnapshot {
  return {
    ...s,
    items: s.items.map((item) => ({ ...item })),
    createdAt: new Date(s.createdAt.getTime()),
    updatedAt: new Date(s.updatedAt.getTime()),
    activatedAt: copyDate(s.activatedAt),
    pausedAt: copyDate(s.pausedAt),
    suspendedAt: copyDate(s.suspendedAt),
    canceledAt: copyDate(s.canceledAt),
    history: s.history.map((entry) => ({ ...entry, at: new Date(entry.at.getTime()) })),
  };
}

function requireText(value: unknown, field: string, label: string): void {
  if (typeof value !== 'string' || value.trim() === '')
    throw new InvalidSubscriptionError(`${label} est obligatoire.`, field);
}

function checkCents(value: number, field: string, label: string): void {
  try {
    assertCents(value);
  } catch {
    throw new InvalidSubscriptionError(`${label} doit être un nombre entier de centimes.`, field);
  }
  if (value < 0) throw new InvalidSubscriptionError(`${label} ne peut pas être négatif.`, field);
}

function checkFrequency(value: unknown): asserts value is Frequency {
  if (!isFrequency(value)) throw new InvalidSubscriptionError(FREQUENCY_INVALID_MESSAGE, 'frequency');
}

function checkItems(items: readonly SubscriptionItem[]): void {
  if (!Array.isArray(items) || items.length === 0) {
    throw new InvalidSubscriptionError('Un abonnement contient au moins une box.', 'items');
  }
  items.forEach((item, index) => {
    if (!Number.isSafeInteger(item.productId) || item.productId <= 0) {
      throw new InvalidSubscriptionError(
        "L'identifiant du produit doit être un entier positif.",
        `items.${index}.productId`,
      );
    }
    requireText(item.name, `items.${index}.name`, 'Le nom du produit');
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new InvalidSubscriptionError(
        'La quantité doit être un entier supérieur ou égal à 1.',
        `items.${index}.quantity`,
      );
    }
    checkCents(item.unitPriceCents, `items.${index}.unitPriceCents`, 'Le prix unitaire');
  });
}

/**
 * The Subscription aggregate. Its state changes only through intent methods, each checking the one
 * transition table, stamping its date and recording a history entry. Pure: the caller passes `now`;
 * calendar dates are Brussels days of `now`.
 */
export class Subscription {
  private constructor(private state: SubscriptionSnapshot) {}

  /** A subscription waiting for its first order's payment (and mandate). */
  static create(input: CreateSubscriptionInput): Subscription {
    if (!(input.now instanceof Date) || Number.isNaN(input.now.getTime())) throw new RangeError('invalid date');
    requireText(input.id, 'id', "L'identifiant de l'abonnement");
    requireText(input.customerId, 'customerId', 'Le client');
    requireText(input.mollieCustomerId, 'mollieCustomerId', 'Le client Mollie');
    requireText(input.firstOrderId, 'firstOrderId', 'La première commande');
    if (!Number.isSafeInteger(input.firstOrderLine) || input.firstOrderLine < 0) {
      throw new InvalidSubscriptionError('La ligne de la première commande est invalide.', 'firstOrderLine');
    }
    checkFrequency(input.frequency);
    checkItems(input.items);
    checkCents(input.subtotalCents, 'subtotalCents', 'Le sous-total');
    checkCents(input.shippingCents, 'shippingCents', 'La livraison');
    const linesTotal = input.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    if (linesTotal !== input.subtotalCents) {
      throw new InvalidSubscriptionError('Le sous-total ne correspond pas aux box.', 'subtotalCents');
    }
    const amountCents = input.subtotalCents + input.shippingCents;
    if (amountCents <= 0) throw new InvalidSubscriptionError('Le montant doit être positif.', 'amountCents');
    const now = new Date(input.now.getTime());
    return new Subscription({
      id: input.id,
      customerId: input.customerId,
      status: INITIAL_SUBSCRIPTION_STATUS,
      frequency: input.frequency,
      items: input.items.map((item) => ({ ...item })),
      subtotalCents: input.subtotalCents,
      shippingCents: input.shippingCents,
      amountCents,
      currency: SUBSCRIPTION_CURRENCY,
      firstOrderId: input.firstOrderId,
      firstOrderLine: input.firstOrderLine,
      mollieCustomerId: input.mollieCustomerId,
      mandateId: null,
      paymentMethod: null,
      anchorDay: dayOfMonth(brusselsDate(now)),
      nextChargeOn: null,
      lastChargedOn: null,
      pausedUntil: null,
      cycleCount: 1,
      createdAt: now,
      updatedAt: now,
      activatedAt: null,
      pausedAt: null,
      suspendedAt: null,
      canceledAt: null,
      history: [
        {
          from: null,
          to: INITIAL_SUBSCRIPTION_STATUS,
          at: now,
          by: input.by ?? 'customer',
          note: 'Abonnement souscrit',
        },
      ],
    });
  }

  static fromSnapshot(snapshot: SubscriptionSnapshot): Subscription {
    if (!isSubscriptionStatus(snapshot.status)) throw new InvalidSubscriptionError('Statut d’abonnement inconnu.');
    checkFrequency(snapshot.frequency);
    return new Subscription(clone(snapshot));
  }

  toSnapshot(): SubscriptionSnapshot {
    return clone(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get customerId(): string {
    return this.state.customerId;
  }
  get status(): SubscriptionStatus {
    return this.state.status;
  }
  get frequency(): Frequency {
    return this.state.frequency;
  }
  get nextChargeOn(): CalendarDate | null {
    return this.state.nextChargeOn;
  }
  get pausedUntil(): CalendarDate | null {
    return this.state.pausedUntil;
  }
  get mandateId(): string | null {
    return this.state.mandateId;
  }
  get history(): readonly SubscriptionHistoryEntry[] {
    return this.toSnapshot().history;
  }

  private get months(): number {
    return FREQUENCY_MONTHS[this.state.frequency];
  }

  /** en_attente → active: the first order is paid with a valid mandate; the next box one interval on. */
  activate(mandate: MandateRef, now: Date, by: SubscriptionActor = 'mollie'): void {
    requireText(mandate.mandateId, 'mandateId', 'Le mandat');
    this.move('active', 'activer cet abonnement', now, by, 'Premier paiement reçu, mandat valide');
    const today = brusselsDate(now);
    this.state.mandateId = mandate.mandateId;
    this.state.paymentMethod = mandate.paymentMethod;
    this.state.anchorDay = dayOfMonth(today);
    this.state.lastChargedOn = today;
    this.state.nextChargeOn = addMonths(today, this.months);
    this.state.activatedAt = new Date(now.getTime());
  }

  /**
   * A new frequency: the next box moves to one new interval after the box before it (never earlier
   * than tomorrow). The same frequency again changes nothing (returns false).
   */
  changeFrequency(frequency: Frequency, now: Date, by: SubscriptionActor = 'customer'): boolean {
    checkFrequency(frequency);
    const status = this.state.status;
    if (!allowsAction('changeFrequency', this.state)) throw new SubscriptionStateError(status, 'changer la fréquence');
    if (frequency === this.state.frequency) return false;
    const previousMonths = this.months;
    this.state.frequency = frequency;
    if (this.state.nextChargeOn) {
      const tomorrow = addDays(brusselsDate(now), 1);
      const previousBox = addMonths(this.state.nextChargeOn, -previousMonths, this.state.anchorDay);
      let next = laterOf(addMonths(previousBox, this.months, this.state.anchorDay), tomorrow);
      if (status === 'en_pause' && this.state.pausedUntil) next = laterOf(next, this.state.pausedUntil);
      if (status !== 'suspendue') this.state.nextChargeOn = next;
    }
    this.record(status, now, by, 'Fréquence modifiée');
    return true;
  }

  /** Skips the next box: it comes one interval later. Active subscriptions only. */
  skipNext(now: Date, by: SubscriptionActor = 'customer'): void {
    if (!allowsAction('skip', this.state))
      throw new SubscriptionStateError(this.state.status, 'sauter la prochaine box');
    const skipped = this.state.nextChargeOn!;
    this.state.nextChargeOn = addMonths(skipped, this.months, this.state.anchorDay);
    this.record('active', now, by, `Box du ${skipped} sautée`);
  }

  /**
   * active → en_pause until a date after today and at most 3 months from today. No box is charged
   * before that date: the next box moves to it when it fell inside the pause.
   */
  pause(until: unknown, now: Date, by: SubscriptionActor = 'customer'): void {
    const today = brusselsDate(now);
    if (!isCalendarDate(until)) {
      throw new InvalidSubscriptionError('La date de fin de pause doit être une date valide (AAAA-MM-JJ).', 'until');
    }
    if (compareDates(until, today) <= 0) {
      throw new InvalidSubscriptionError('La date de fin de pause doit être postérieure à aujourd’hui.', 'until');
    }
    if (compareDates(until, latestPauseEnd(today)) > 0) {
      throw new InvalidSubscriptionError('Une pause dure au plus 3 mois.', 'until');
    }
    this.move('en_pause', 'mettre en pause', now, by, `En pause jusqu’au ${until}`);
    this.state.pausedUntil = until;
    this.state.pausedAt = new Date(now.getTime());
    if (this.state.nextChargeOn && compareDates(this.state.nextChargeOn, until) < 0) {
      this.state.nextChargeOn = until;
      this.state.anchorDay = dayOfMonth(until);
    }
  }

  /** en_pause → active (the customer, or the job on the pause's last day); a past box date becomes today. */
  resume(now: Date, by: SubscriptionActor = 'customer'): void {
    if (!allowsAction('resume', this.state))
      throw new SubscriptionStateError(this.state.status, 'reprendre cet abonnement');
    this.move('active', 'reprendre cet abonnement', now, by, 'Abonnement repris');
    this.state.pausedUntil = null;
    this.state.pausedAt = null;
    const today = brusselsDate(now);
    if (!this.state.nextChargeOn || compareDates(this.state.nextChargeOn, today) < 0) {
      this.state.nextChargeOn = today;
      this.state.anchorDay = dayOfMonth(today);
    }
  }

  /** A pause whose end date has come. */
  isPauseOver(now: Date): boolean {
    return (
      this.state.status === 'en_pause' &&
      this.state.pausedUntil !== null &&
      compareDates(this.state.pausedUntil, brusselsDate(now)) <= 0
    );
  }

  /** Active and its next box is due today or earlier (Brussels). */
  isDue(now: Date): boolean {
    return (
      this.state.status === 'active' &&
      this.state.nextChargeOn !== null &&
      compareDates(this.state.nextChargeOn, brusselsDate(now)) <= 0
    );
  }

  /**
   * The renewal job takes the due box: a new cycle number for that date, and the next box one
   * interval later on the anchor day.
   */
  startRenewalCycle(now: Date, by: SubscriptionActor = 'system', options: { early?: boolean } = {}): RenewalSlot {
    const dueEarly = options.early === true && this.state.status === 'active' && this.state.nextChargeOn !== null;
    if (!dueEarly && !this.isDue(now)) throw new SubscriptionStateError(this.state.status, 'renouveler maintenant');
    const dueOn = this.state.nextChargeOn!;
    this.state.cycleCount += 1;
    this.state.lastChargedOn = dueOn;
    this.state.nextChargeOn = addMonths(dueOn, this.months, this.state.anchorDay);
    this.record('active', now, by, `Renouvellement n° ${this.state.cycleCount} (box du ${dueOn})`);
    return { cycle: this.state.cycleCount, dueOn };
  }

  /**
   * A suspended subscription without an unpaid box (its last box was charged back): the customer's
   * new payment method pays a box again today, outside the schedule (the next box stays where it is).
   */
  startCatchUpCycle(now: Date, by: SubscriptionActor = 'customer'): RenewalSlot {
    if (this.state.status !== 'suspendue')
      throw new SubscriptionStateError(this.state.status, 'payer une box maintenant');
    const today = brusselsDate(now);
    this.state.cycleCount += 1;
    this.record('suspendue', now, by, `Box n° ${this.state.cycleCount} à payer avec un nouveau moyen de paiement`);
    return { cycle: this.state.cycleCount, dueOn: today };
  }

  /** active → suspendue: a renewal payment failed (or was charged back). */
  suspend(now: Date, note: string, by: SubscriptionActor = 'mollie'): void {
    this.move('suspendue', 'suspendre cet abonnement', now, by, note);
    this.state.suspendedAt = new Date(now.getTime());
  }

  /** suspendue → active: the pending cycle got paid (retry, or a new mandate from a `first` payment). */
  reinstate(now: Date, mandate: MandateRef | null = null, by: SubscriptionActor = 'mollie'): void {
    this.move('active', 'rétablir cet abonnement', now, by, mandate ? 'Nouveau mandat, cycle payé' : 'Cycle payé');
    this.state.suspendedAt = null;
    if (mandate) {
      requireText(mandate.mandateId, 'mandateId', 'Le mandat');
      this.state.mandateId = mandate.mandateId;
      this.state.paymentMethod = mandate.paymentMethod;
    }
  }

  /** Every non-final state → annulee: no further box, no further charge. */
  cancel(now: Date, by: SubscriptionActor = 'customer', note = 'Abonnement annulé'): void {
    this.move('annulee', 'annuler cet abonnement', now, by, note);
    this.state.canceledAt = new Date(now.getTime());
    this.state.nextChargeOn = null;
    this.state.pausedUntil = null;
    this.state.pausedAt = null;
  }

  /**
   * annulee → active, asked by the customer while Mollie still holds the mandate as valid: the next
   * box one interval after the last one, never before tomorrow.
   */
  reactivate(mandateIsValid: boolean, now: Date, by: SubscriptionActor = 'customer'): void {
    if (this.state.status !== 'annulee')
      throw new SubscriptionStateError(this.state.status, 'réactiver cet abonnement');
    if (!this.state.mandateId || !mandateIsValid) throw new MandateNotValidError();
    this.move('active', 'réactiver cet abonnement', now, by, 'Abonnement réactivé');
    const tomorrow = addDays(brusselsDate(now), 1);
    const afterLast = this.state.lastChargedOn
      ? addMonths(this.state.lastChargedOn, this.months, this.state.anchorDay)
      : tomorrow;
    this.state.nextChargeOn = laterOf(afterLast, tomorrow);
    this.state.anchorDay = dayOfMonth(this.state.nextChargeOn);
    this.state.canceledAt = null;
    this.state.suspendedAt = null;
  }

  private move(to: SubscriptionStatus, action: string, now: Date, by: SubscriptionActor, note: string): void {
    const from = this.state.status;
    if (!canMoveSubscription(from, to)) throw new SubscriptionStateError(from, action);
    this.state.status = to;
    this.record(from, now, by, note);
  }

  private record(from: SubscriptionStatus, now: Date, by: SubscriptionActor, note: string): void {
    const at = new Date(now.getTime());
    this.state.history.push({ from, to: this.state.status, at, by, note });
    this.state.updatedAt = at;
  }
}
