import { DomainError } from '../../../shared/domain-error.js';

/** What the shop was doing when the provider failed: each has its French message. */
export type PaymentOperation =
  'list-methods' | 'create' | 'get' | 'cancel' | 'customer' | 'mandates' | 'refund' | 'refunds';

/** The status of a payment could not be asked (also the SPA's words when it cannot ask the shop). */
export const PAYMENT_STATUS_UNAVAILABLE_MESSAGE = 'Impossible de vérifier le statut du paiement.';

const UNAVAILABLE_MESSAGES: Record<PaymentOperation, string> = {
  'list-methods': 'Impossible de récupérer les méthodes de paiement. Veuillez réessayer.',
  create: 'Impossible de créer le paiement. Veuillez réessayer.',
  get: PAYMENT_STATUS_UNAVAILABLE_MESSAGE,
  cancel: "Impossible d'annuler le paiement. Veuillez réessayer.",
  customer: 'Impossible de préparer le paiement récurrent. Veuillez réessayer.',
  mandates: "Impossible de vérifier l'autorisation de prélèvement. Veuillez réessayer.",
  refund: 'Mollie est injoignable : le remboursement n’a pas été effectué. Veuillez réessayer dans quelques minutes.',
  refunds:
    'Mollie est injoignable : impossible de vérifier les remboursements. Veuillez réessayer dans quelques minutes.',
};

/**
 * The provider cannot be reached, answered 5xx, refused our credentials or answered something we do
 * not understand (503). `detail` keeps the provider's own words for the logs, never for the shopper.
 */
export class PaymentProviderUnavailableError extends DomainError {
  constructor(
    readonly operation: PaymentOperation,
    readonly detail?: string,
  ) {
    super('PAYMENT_PROVIDER_UNAVAILABLE', UNAVAILABLE_MESSAGES[operation], 'unavailable');
  }
}

/** The provider refused the request itself (4xx on create: amount out of range, bad method…) (400). */
export class PaymentRefusedError extends DomainError {
  constructor(
    readonly detail: string,
    readonly field?: string,
  ) {
    super('PAYMENT_REFUSED', 'Le prestataire de paiement a refusé la demande de paiement.', 'invalid');
  }
}

/** No such payment at the provider (404). */
export class PaymentNotFoundError extends DomainError {
  constructor(readonly paymentId: string) {
    super('PAYMENT_NOT_FOUND', 'Paiement introuvable', 'not-found');
  }
}

/** The payment left 'open': it can no longer be cancelled (409). */
export class PaymentNotCancelableError extends DomainError {
  constructor(readonly paymentId: string) {
    super('PAYMENT_NOT_CANCELABLE', 'Ce paiement ne peut plus être annulé.', 'conflict');
  }
}

/** The provider refused the refund (more than what remains, a payment that cannot be refunded) (409). */
export class RefundRefusedError extends DomainError {
  constructor(readonly detail: string) {
    super('REFUND_REFUSED', 'Mollie a refusé ce remboursement (montant supérieur au solde du paiement ?).', 'conflict');
  }
}
