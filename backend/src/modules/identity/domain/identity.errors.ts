import { DomainError } from '../../../shared/domain-error.js';

export class EmailTakenError extends DomainError {
  constructor() {
    super('EMAIL_TAKEN', 'Un compte existe déjà avec cette adresse email.', 'conflict');
  }
}

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('INVALID_CREDENTIALS', 'Email ou mot de passe incorrect.', 'unauthenticated');
  }
}

export class EmailNotVerifiedError extends DomainError {
  constructor() {
    super('EMAIL_NOT_VERIFIED', 'Veuillez vérifier votre email avant de vous connecter.', 'forbidden');
  }
}

export class VerificationTokenInvalidError extends DomainError {
  constructor() {
    super('VERIFICATION_TOKEN_INVALID', 'Le lien de vérification est invalide ou a expiré.', 'invalid');
  }
}

export class ResetTokenInvalidError extends DomainError {
  constructor() {
    super('RESET_TOKEN_INVALID', 'Le token est invalide ou a expiré', 'invalid');
  }
}

export class InvalidCurrentPasswordError extends DomainError {
  constructor() {
    super('INVALID_CURRENT_PASSWORD', 'Mot de passe actuel incorrect', 'invalid');
  }
}

export class UnauthenticatedError extends DomainError {
  /** Also served (GET /api/rules): the SPA says it when the session it keeps has expired. */
  static readonly MESSAGE = 'Votre session a expiré. Veuillez vous reconnecter.';

  constructor() {
    super('UNAUTHENTICATED', UnauthenticatedError.MESSAGE, 'unauthenticated');
  }
}

export class AdminOnlyError extends DomainError {
  /** Also served (GET /api/rules): the SPA says it when a customer opens a back-office page. */
  static readonly MESSAGE = 'Accès non autorisé. Cette page est réservée aux administrateurs.';

  constructor() {
    super('FORBIDDEN', AdminOnlyError.MESSAGE, 'forbidden');
  }
}

/** "dans 45 secondes", "dans 1 minute", "dans 3 minutes": when the client may try again. */
export function retryDelayText(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? 'dans 1 seconde' : `dans ${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'dans 1 minute' : `dans ${minutes} minutes`;
}

export class TooManyRequestsError extends DomainError {
  constructor(readonly retryAfterSeconds?: number) {
    super(
      'TOO_MANY_REQUESTS',
      retryAfterSeconds === undefined
        ? 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'
        : `Trop de tentatives. Veuillez réessayer ${retryDelayText(retryAfterSeconds)}.`,
      'too-many-requests',
    );
  }
}

export class UserNotFoundError extends DomainError {
  constructor() {
    super('USER_NOT_FOUND', 'Utilisateur non trouvé', 'not-found');
  }
}

export class SelfDeletionError extends DomainError {
  /** Also served (GET /api/rules): why the back office's delete button is off on your own row. */
  static readonly MESSAGE = 'Vous ne pouvez pas supprimer votre propre compte.';

  constructor() {
    super('SELF_DELETION', SelfDeletionError.MESSAGE, 'conflict');
  }
}

export class SelfDemotionError extends DomainError {
  /** Also served (GET /api/rules): why your own administrator box cannot be unticked. */
  static readonly MESSAGE = "Vous ne pouvez pas retirer vos propres droits d'administrateur.";

  constructor() {
    super('SELF_DEMOTION', SelfDemotionError.MESSAGE, 'conflict');
  }
}

export class LastAdminError extends DomainError {
  /** Also served (GET /api/rules): why the delete button is off on the only administrator's row. */
  static readonly DELETE_MESSAGE = 'Impossible de supprimer le dernier administrateur.';

  constructor(action: 'delete' | 'demote') {
    super(
      'LAST_ADMIN',
      action === 'delete'
        ? LastAdminError.DELETE_MESSAGE
        : 'Impossible de retirer les droits du dernier administrateur : la boutique doit garder au moins un administrateur.',
      'conflict',
    );
  }
}
