import { DomainError, type FieldErrors } from '../../../shared/domain-error.js';
import { ADMIN_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from './order-status.js';

const quoted = (status: OrderStatus): string => `« ${ADMIN_STATUS_LABELS[status]} »`;

/**
 * The state machine refuses the move (409). The message names both states by their labels and what is
 * possible instead; from a final state it uses the back office's wording ('Aucune transition possible
 * depuis l'état … Cet état est final.').
 */
export class InvalidOrderTransitionError extends DomainError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super('ORDER_INVALID_TRANSITION', InvalidOrderTransitionError.describe(from, to), 'conflict');
  }

  private static describe(from: OrderStatus, to: OrderStatus): string {
    if (from === to) {
      return `La commande est déjà ${quoted(from)} : le nouveau statut doit être différent du statut actuel.`;
    }
    const allowed: readonly OrderStatus[] = ORDER_TRANSITIONS[from];
    if (allowed.length === 0) {
      return `Changement de statut impossible vers ${quoted(to)} : aucune transition possible depuis l'état ${quoted(from)}. Cet état est final.`;
    }
    return (
      `Changement de statut impossible : une commande ${quoted(from)} ne peut pas passer à ${quoted(to)}. ` +
      `Statuts possibles : ${allowed.map(quoted).join(', ')}.`
    );
  }
}

/** An administrator asks for the state the order already has (400, docs/design/orders.md). */
export class OrderStatusUnchangedError extends DomainError {
  static readonly MESSAGE = 'Le nouveau statut doit être différent du statut actuel';

  constructor(readonly status: OrderStatus) {
    super('ORDER_STATUS_UNCHANGED', OrderStatusUnchangedError.MESSAGE, 'invalid', {
      orderStatus: [OrderStatusUnchangedError.MESSAGE],
    });
  }
}

/**
 * Someone else changed the order since the administrator looked at it (409): two administrators moved
 * the same order at once, and the first one won.
 */
export class OrderChangedMeanwhileError extends DomainError {
  constructor(
    readonly expected: OrderStatus,
    readonly actual: OrderStatus,
  ) {
    super(
      'ORDER_CHANGED_MEANWHILE',
      `La commande a été modifiée entre-temps : elle est passée de ${quoted(expected)} à ${quoted(actual)}. ` +
        'Actualisez la liste avant de changer son statut.',
      'conflict',
    );
  }
}

/** Expiry only concerns orders still waiting for their payment; a paid order never expires (409). */
export class OrderAlreadyPaidError extends DomainError {
  constructor(readonly status: OrderStatus) {
    super(
      'ORDER_ALREADY_PAID',
      `La commande est déjà payée (${quoted(status)}) : elle ne peut pas expirer.`,
      'conflict',
    );
  }
}

/** The 15-minute payment window is not over yet (409). */
export class PaymentWindowOpenError extends DomainError {
  constructor(readonly deadline: Date) {
    super(
      'ORDER_PAYMENT_WINDOW_OPEN',
      "Le délai de paiement de 15 minutes n'est pas encore écoulé pour cette commande.",
      'conflict',
    );
  }
}

/** A new payment can only be attached to an order waiting for its payment (409). */
export class OrderNotAwaitingPaymentError extends DomainError {
  constructor(readonly status: OrderStatus) {
    super('ORDER_NOT_AWAITING_PAYMENT', `Cette commande n'attend plus de paiement (${quoted(status)}).`, 'conflict');
  }
}

/** Shipping needs a known carrier and a tracking number (docs/design/orders.md) (400). */
export class ShipmentTrackingError extends DomainError {
  static readonly REQUIRED_MESSAGE =
    'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié';

  constructor(
    code: 'ORDER_TRACKING_REQUIRED' | 'ORDER_CARRIER_INVALID' | 'ORDER_TRACKING_URL_INVALID',
    message: string,
    errors: FieldErrors,
  ) {
    super(code, message, 'invalid', errors);
  }
}

/** An order built with inconsistent data (a bug of the caller: the server prices orders itself) (400). */
export class InvalidOrderError extends DomainError {
  constructor(message: string, field?: string) {
    super('ORDER_INVALID', message, 'invalid', field ? { [field]: [message] } : undefined);
  }
}

/**
 * An order of e-gift cards only ships nothing (docs/design/gift-cards.md): it is never prepared nor
 * shipped, and the shipping run leaves it out (409).
 */
export class NothingToShipError extends DomainError {
  static readonly MESSAGE = 'Cette commande ne compte que des cartes cadeaux : il n’y a rien à préparer ni à expédier.';

  constructor() {
    super('ORDER_NOTHING_TO_SHIP', NothingToShipError.MESSAGE, 'conflict');
  }
}
