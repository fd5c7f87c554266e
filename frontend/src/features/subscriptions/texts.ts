/** The texts of 'Mes abonnements' shown in several places (and read by the tests). */
export const SUBSCRIPTION_TEXTS = {
  title: 'Mes abonnements',
  loadFailed: 'Impossible de charger vos abonnements',
  failed: 'La modification a échoué. Veuillez réessayer.',
  emptyTitle: "Vous n'avez pas encore d'abonnement",
  frequencyChanged: 'Fréquence modifiée',
  skipped: 'La prochaine box est reportée',
  paused: 'Abonnement mis en pause',
  resumed: 'Abonnement repris',
  cancelled: 'Abonnement annulé : un e-mail de confirmation vous a été envoyé',
  reactivated: 'Abonnement réactivé',
  paymentUpdateStarting: 'Redirection vers la page de paiement sécurisée…',
  paymentUpToDate: 'Cet abonnement n’attend aucun paiement : son moyen de paiement est à jour.',
} as const;
