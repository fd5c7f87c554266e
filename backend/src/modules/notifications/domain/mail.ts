/** The transactional mails of the shop. Each kind has its French templates (HTML + text). */
export const MAIL_KINDS = [
  'email-verification',
  'email-change',
  'password-reset',
  'password-changed',
  'order-confirmation',
  'order-shipped',
  'gift-shipped',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'withdrawal-received',
  'subscription-started',
  'subscription-paused',
  'subscription-cancelled',
  'subscription-renewal-reminder',
  'subscription-renewal-failed',
  'subscription-ended',
  'gift-announced',
  'gift-recipient-told',
  'gift-ending',
  'gift-ended',
  'gift-cancelled',
  'gift-card',
  'gift-card-print',
  'gift-card-receipt',
  'gift-card-reminder',
  'gift-card-withdrawn',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail to send: its kind, recipient and the values its templates show (escaped when rendered). */
export interface MailRequest {
  kind: MailKind;
  to: string;
  data: MailData;
}

/** What a template may show: texts, and lists or groups of them (an order's lines). JSON, kept in the outbox. */
export type MailValue = string | number | boolean | null | MailValue[] | { [key: string]: MailValue };
export type MailData = Record<string, MailValue>;

export const SUBJECTS: Record<MailKind, string> = {
  'email-verification': 'Confirmez votre adresse email — BoxPlaisir',
  'email-change': 'Confirmez votre nouvelle adresse email — BoxPlaisir',
  'password-reset': 'Réinitialisation de votre mot de passe — BoxPlaisir',
  'password-changed': 'Votre mot de passe a été modifié — BoxPlaisir',
  'order-confirmation': 'Votre commande est confirmée — BoxPlaisir',
  'order-shipped': 'Votre commande est en route — BoxPlaisir',
  'gift-shipped': 'Un cadeau est en route pour vous — BoxPlaisir',
  'order-delivered': 'Votre commande a été livrée — BoxPlaisir',
  'order-cancelled': 'Votre commande a été annulée — BoxPlaisir',
  'order-refunded': 'Votre remboursement — BoxPlaisir',
  'withdrawal-received': 'Nous avons bien reçu votre rétractation — BoxPlaisir',
  'subscription-started': 'Votre abonnement a commencé — BoxPlaisir',
  'subscription-paused': 'Votre abonnement est en pause — BoxPlaisir',
  'subscription-cancelled': 'Votre abonnement est annulé — BoxPlaisir',
  'subscription-renewal-reminder': 'Votre prochaine box arrive bientôt — BoxPlaisir',
  'subscription-renewal-failed': 'Le paiement de votre abonnement a échoué — BoxPlaisir',
  'subscription-ended': 'Votre abonnement a pris fin — BoxPlaisir',
  'gift-announced': 'Un abonnement BoxPlaisir vous est offert — BoxPlaisir',
  'gift-recipient-told': 'Votre cadeau a été annoncé — BoxPlaisir',
  'gift-ending': 'Votre abonnement cadeau se termine : continuez à −15 % — BoxPlaisir',
  'gift-ended': 'Votre abonnement offert est terminé — BoxPlaisir',
  'gift-cancelled': "L'abonnement qui vous était offert s'arrête — BoxPlaisir",
  'gift-card': 'Une carte cadeau BoxPlaisir vous est offerte — BoxPlaisir',
  'gift-card-print': 'Votre carte cadeau à imprimer — BoxPlaisir',
  'gift-card-receipt': 'Le reçu de vos cartes cadeaux — BoxPlaisir',
  'gift-card-reminder': 'Votre carte cadeau expire bientôt — BoxPlaisir',
  'gift-card-withdrawn': 'Votre carte cadeau est remboursée — BoxPlaisir',
};

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delay before the next try after `attempts` failed tries: base, 2×base, 4×base … capped at one hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}
