import type { IconName } from '../../components/Icon';
import paymentStatusUnavailableMessage from '../../../generated/rules/paymentStatusUnavailableMessage.json';
import type { DecisionRule, ResultStatus } from './decision';

export interface ResultContent {
  title: string;
  message: string;
  icon: IconName;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
  /** 'Que se passe-t-il maintenant ?' */
  next: string[];
  /** canceled, failed, expired: a retry button to /checkout. */
  retry: boolean;
}

/** The result titles (docs/design/payments.md) with the shop's messages. */
export const RESULT_CONTENT: Record<ResultStatus, ResultContent> = {
  paid: {
    title: 'Paiement confirmé',
    message: 'Merci pour votre commande ! Votre paiement a bien été reçu et votre commande est enregistrée.',
    icon: 'check',
    tone: 'success',
    next: [
      'Vous recevez un email de confirmation avec le récapitulatif de votre commande.',
      'Nous préparons votre box avec soin.',
      "Vous êtes prévenu(e) dès l'expédition, avec le numéro de suivi de votre colis.",
    ],
    retry: false,
  },
  pending: {
    title: 'Paiement en attente',
    message:
      'Votre paiement est en cours de traitement. Votre commande sera confirmée dès que nous aurons reçu la confirmation de paiement.',
    icon: 'clock',
    tone: 'warning',
    next: [
      'La confirmation de votre banque arrive en général en quelques minutes.',
      'Vous recevez un email dès que le paiement est confirmé.',
      'Vous pouvez suivre le statut de votre commande dans «\u00a0Mes commandes\u00a0».',
    ],
    retry: false,
  },
  open: {
    title: 'Paiement en attente',
    message:
      "Votre paiement n'est pas encore finalisé. Vous pouvez le terminer depuis «\u00a0Mes commandes\u00a0» pendant 15 minutes.",
    icon: 'clock',
    tone: 'warning',
    next: [
      'Si vous avez payé, la confirmation arrive en général en quelques minutes.',
      'Sinon, finalisez le paiement depuis «\u00a0Mes commandes\u00a0» : votre commande est réservée 15 minutes.',
      "Passé ce délai, la commande est annulée et aucun montant n'est débité.",
    ],
    retry: false,
  },
  canceled: {
    title: 'Paiement annulé',
    message: "Vous avez annulé le paiement : aucun montant n'a été débité. Votre panier a été conservé.",
    icon: 'close',
    tone: 'neutral',
    next: [
      'Votre panier vous attend, avec les mêmes articles.',
      'Vous pouvez réessayer le paiement, avec la même méthode ou une autre.',
      'Une question ? Notre équipe est là pour vous aider.',
    ],
    retry: true,
  },
  expired: {
    title: 'Paiement expiré',
    message:
      "Le délai de 15 minutes pour finaliser le paiement est dépassé : aucun montant n'a été débité. Votre panier a été conservé.",
    icon: 'clock',
    tone: 'danger',
    next: [
      'La commande non payée est annulée automatiquement.',
      'Votre panier est toujours là : relancez le paiement quand vous le souhaitez.',
      'Si un montant a malgré tout été débité, il vous sera remboursé : contactez-nous.',
    ],
    retry: true,
  },
  failed: {
    title: 'Échec du paiement',
    message: "Le paiement n'a pas pu aboutir : aucun montant n'a été débité. Votre panier a été conservé.",
    icon: 'alert',
    tone: 'danger',
    next: [
      'Vérifiez les informations de votre moyen de paiement, ou choisissez-en un autre.',
      'Relancez le paiement : votre panier est conservé.',
      'Si le problème persiste, contactez votre banque ou notre équipe.',
    ],
    retry: true,
  },
  unknown: {
    title: 'Statut inconnu',
    message:
      "Nous n'avons pas pu déterminer le statut de votre paiement. Si vous avez payé, votre commande apparaîtra dans «\u00a0Mes commandes\u00a0» dès sa confirmation.",
    icon: 'info',
    tone: 'neutral',
    next: [
      'Consultez «\u00a0Mes commandes\u00a0» dans quelques minutes.',
      'Vérifiez si vous avez reçu un email de confirmation.',
      'Sans nouvelles de votre commande, contactez-nous : nous vérifierons avec vous.',
    ],
    retry: false,
  },
};

/** The detail of an unknown status (docs/design/payments.md). */
export function unknownDetail(rule: DecisionRule | null): string | null {
  if (rule === 'noPaymentId') return 'Aucun ID de paiement trouvé';
  if (rule === 'fetchError') return paymentStatusUnavailableMessage;
  return null;
}
