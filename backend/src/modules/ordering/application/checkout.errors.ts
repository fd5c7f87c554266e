import { DomainError } from '../../../shared/domain-error.js';
import { type Cents, centsToDecimalString } from '../../../shared/money.js';

/** 60.38 → '60,38 €' (French writing of an amount in a message). */
export function frenchEuros(cents: Cents): string {
  return `${centsToDecimalString(cents).replace('.', ',')} €`;
}

/** The client's amount is not what the server charges for this cart (400). Nothing is created. */
export class AmountMismatchError extends DomainError {
  constructor(readonly expectedCents: Cents) {
    super(
      'AMOUNT_MISMATCH',
      `Le montant du paiement ne correspond pas à votre panier (${frenchEuros(expectedCents)} attendus). Aucun paiement n'a été créé.`,
      'invalid',
      { 'amount.value': [`Montant attendu : ${frenchEuros(expectedCents)}`] },
    );
  }
}

/** The same Idempotency-Key was used for a different checkout (409). */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      'Cette demande de paiement a déjà été envoyée avec un autre contenu. Rechargez la page puis réessayez.',
      'conflict',
    );
  }
}

/** The first request with this Idempotency-Key is still being processed (409). */
export class CheckoutInProgressError extends DomainError {
  constructor() {
    super(
      'PAYMENT_CREATION_IN_PROGRESS',
      'Votre paiement est déjà en cours de création. Veuillez patienter quelques secondes puis réessayer.',
      'conflict',
    );
  }
}

/** No such order for this customer (another customer's order is not found either) (404). */
export class OrderNotFoundError extends DomainError {
  constructor() {
    super('ORDER_NOT_FOUND', 'Commande introuvable', 'not-found');
  }
}

/** The order exists but has no invoice: it is not paid (404, docs/design/invoices.md). */
export class InvoiceNotFoundError extends DomainError {
  constructor() {
    super('INVOICE_NOT_FOUND', "Aucune facture pour cette commande : elle n'a pas été payée", 'not-found');
  }
}

/** No such credit note for this order (404). */
export class CreditNoteNotFoundError extends DomainError {
  constructor() {
    super('CREDIT_NOTE_NOT_FOUND', 'Note de crédit introuvable pour cette commande', 'not-found');
  }
}

/** No such payment for this customer (404). */
export class CustomerPaymentNotFoundError extends DomainError {
  constructor() {
    super('PAYMENT_NOT_FOUND', 'Paiement introuvable', 'not-found');
  }
}

/** GET /api/mollie/payments/:id of an expired payment (410, read by the payment result page). */
export class PaymentExpiredError extends DomainError {
  constructor() {
    super('PAYMENT_EXPIRED', 'Le paiement a expiré.', 'gone');
  }
}

/** A payment id that cannot be Mollie's (400). */
export class InvalidPaymentIdError extends DomainError {
  constructor() {
    super('INVALID_PAYMENT_ID', 'Identifiant de paiement non valide', 'invalid', {
      id: ['Identifiant de paiement non valide'],
    });
  }
}

/** Resume of an order that no longer waits for its payment (409), in the customer's words. */
export class OrderNotResumableError extends DomainError {
  constructor(readonly reason: 'paid' | 'canceled') {
    super(
      'ORDER_NOT_RESUMABLE',
      reason === 'paid'
        ? 'Cette commande est déjà payée : aucun nouveau paiement n’est nécessaire.'
        : 'Cette commande est annulée : elle ne peut plus être payée. Vous pouvez passer une nouvelle commande.',
      'conflict',
    );
  }
}

/**
 * The final answer kept on an Idempotency-Key whose order ended without its payment (cancelled by the
 * expiry sweep or a person): a repeat answers this 409 again, never 'en cours' for ever.
 */
export function storedRefusal(reason: OrderNotResumableError['reason']): Record<string, unknown> {
  return { refused: 'ORDER_NOT_RESUMABLE', reason };
}

/** The refusal kept by `storedRefusal`, as the error to throw again; undefined for a payment answer. */
export function storedRefusalError(response: Record<string, unknown>): OrderNotResumableError | undefined {
  if (response.refused !== 'ORDER_NOT_RESUMABLE') return undefined;
  return new OrderNotResumableError(response.reason === 'paid' ? 'paid' : 'canceled');
}

/** Mollie ids: tr_ and letters/digits. */
export const PAYMENT_ID_PATTERN = /^tr_[A-Za-z0-9]{1,64}$/;

/** An Idempotency-Key header that is empty, too long or not plain visible characters (400). */
export class InvalidIdempotencyKeyError extends DomainError {
  constructor() {
    const message = "L'en-tête Idempotency-Key doit contenir de 1 à 255 caractères visibles";
    super('VALIDATION_FAILED', message, 'invalid', { 'Idempotency-Key': [message] });
  }
}

/** The body names another customer (metadata.customerId): refused, nothing is created (400). */
export class CustomerMismatchError extends DomainError {
  constructor() {
    const message = 'Ce paiement ne peut être créé que pour votre propre compte.';
    super('CUSTOMER_MISMATCH', message, 'invalid', { 'metadata.customerId': [message] });
  }
}

/** A renewal's payment reported before its order holds it (503: Mollie retries the webhook). */
export class RenewalNotCommittedError extends DomainError {
  constructor() {
    super(
      'RENEWAL_NOT_COMMITTED',
      'Ce paiement de renouvellement n’est pas encore enregistré : réessayez dans un instant.',
      'unavailable',
    );
  }
}
