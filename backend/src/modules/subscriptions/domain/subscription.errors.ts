import { DomainError } from '../../../shared/domain-error.js';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from './subscription-status.js';

const quoted = (status: SubscriptionStatus): string => `« ${SUBSCRIPTION_STATUS_LABELS[status]} »`;
/** 'de mettre en pause', 'd’annuler', 'de réactiver' (elision before a vowel or a mute h). */
const of = (action: string): string => (/^[aeiouyâàéèêh]/i.test(action) ? `d’${action}` : `de ${action}`);

/** The state forbids the request (409), e.g. skipping a box of a cancelled subscription. */
export class SubscriptionStateError extends DomainError {
  constructor(
    readonly from: SubscriptionStatus,
    action: string,
  ) {
    super(
      'SUBSCRIPTION_INVALID_TRANSITION',
      `Impossible ${of(action)} : l'abonnement est ${quoted(from)}.`,
      'conflict',
    );
  }
}

/** A bad value for one field (400, French, never echoing the input). */
export class InvalidSubscriptionError extends DomainError {
  constructor(message: string, field?: string) {
    super('SUBSCRIPTION_INVALID', message, 'invalid', field ? { [field]: [message] } : undefined);
  }
}

/** Unknown id, or someone else's subscription (404: we do not tell which). */
export class SubscriptionNotFoundError extends DomainError {
  constructor() {
    super('SUBSCRIPTION_NOT_FOUND', 'Abonnement introuvable.', 'not-found');
  }
}

/** Reactivation needs a mandate Mollie still holds as valid (409). */
export class MandateNotValidError extends DomainError {
  constructor() {
    super(
      'SUBSCRIPTION_MANDATE_INVALID',
      "Votre autorisation de prélèvement n'est plus valide : souscrivez de nouveau depuis la boutique.",
      'conflict',
    );
  }
}

/** The test hook could not give the renewal payment the outcome asked for: it was settled otherwise (409). */
export class RenewalOutcomeMismatchError extends DomainError {
  constructor(outcome: string, status: string) {
    super(
      'RENEWAL_OUTCOME_MISMATCH',
      `Le paiement du renouvellement est déjà « ${status} » : l'issue « ${outcome} » n'a pas pu être appliquée.`,
      'conflict',
    );
  }
}
