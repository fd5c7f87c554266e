import { EMAIL_MESSAGES, isEmail } from '../../lib/email';
import { FORM_RULES } from '../../lib/forms';

/** The French texts of the sign-in screens (docs/design/accounts.md), verbatim. */
export const AUTH_MESSAGES = {
  fillAll: FORM_RULES.fillAllFieldsMessage,
  emailRequired: EMAIL_MESSAGES.promptMessage,
  emailFormat: EMAIL_MESSAGES.invalidMessage,
  signInFailed: 'Erreur de connexion. Vérifiez vos identifiants.',
  resetRequestFailed: 'Erreur lors de la demande de réinitialisation. Veuillez réessayer.',
  resendFailed: "Erreur lors de l'envoi de l'email de vérification. Veuillez réessayer.",
  resendFailedRegistration: "Erreur lors de l'envoi de l'email. Veuillez réessayer.",
  verificationSuccess: 'Votre email a été vérifié avec succès. Vous pouvez maintenant vous connecter.',
  verificationFailed: 'Le lien de vérification est invalide ou a expiré. Veuillez demander un nouveau lien.',
  verificationError: 'Une erreur est survenue lors de la vérification. Veuillez réessayer plus tard.',
  authFailed: 'La connexion a échoué. Veuillez réessayer.',
  googleFailed: 'La connexion avec Google a échoué. Veuillez réessayer ou utiliser une autre méthode.',
  googleNotConfigured:
    "La connexion avec Google n'est pas disponible pour le moment. Utilisez votre email et votre mot de passe.",
  tokenUnreadable: 'Erreur lors de la connexion. Veuillez réessayer.',
  signedIn: 'Connexion réussie!',
  signedInGoogle: 'Connexion réussie avec Google !',
  resetSent: 'Un email de réinitialisation a été envoyé à votre adresse',
  verificationSent: 'Un nouvel email de vérification a été envoyé à votre adresse',
  registrationFailed: "Erreur lors de l'inscription. Veuillez réessayer.",
  callbackGoogleError: "Échec de l'authentification Google. Veuillez réessayer.",
  resetExpired: 'Le lien de réinitialisation a expiré ou est invalide',
  resetFailed: 'Une erreur est survenue lors de la réinitialisation du mot de passe',
  resetTokenMissing: 'Token de réinitialisation manquant',
  verifyFailed: 'La vérification a échoué. Lien invalide ou expiré.',
  verifyError: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const;

/** Notifications on the sign-in screens stay 5 s (docs/design/accounts.md). */
export const AUTH_TOAST_MS = 5000;

export { isEmail };
