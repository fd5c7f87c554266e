import type { RulesResponse } from '../features/rules';

/** GET /api/rules as the server answers it (backend/test/rules.api.spec.ts checks the same body). */
export const RULES: RulesResponse = {
  subscriptionDiscountPercent: 15,
  frequencies: [
    { value: 'monthly', label: 'Mensuel', months: 1 },
    { value: 'bimonthly', label: 'Tous les 2 mois', months: 2 },
    { value: 'quarterly', label: 'Trimestriel', months: 3 },
  ],
  defaultFrequency: 'monthly',
  statuses: [
    {
      value: 'en_attente_paiement',
      label: 'En attente de paiement',
      customerLabel: 'En attente de paiement',
      actionLabel: null,
      next: ['payee', 'annulee'],
    },
    {
      value: 'payee',
      label: 'Commande reçue',
      customerLabel: 'Commande confirmée',
      actionLabel: 'Confirmer la réception du paiement',
      next: ['en_preparation', 'annulee'],
    },
    {
      value: 'en_preparation',
      label: 'En cours de préparation',
      customerLabel: 'En cours de préparation',
      actionLabel: 'Démarrer la préparation',
      next: ['expediee', 'annulee'],
    },
    {
      value: 'expediee',
      label: 'Commande expédiée',
      customerLabel: 'Commande expédiée',
      actionLabel: 'Marquer comme expédiée',
      next: ['livree', 'retournee'],
    },
    {
      value: 'livree',
      label: 'Commande livrée',
      customerLabel: 'Commande livrée',
      actionLabel: 'Confirmer la livraison',
      next: ['retournee'],
    },
    {
      value: 'annulee',
      label: 'Commande annulée',
      customerLabel: 'Commande annulée',
      actionLabel: 'Annuler la commande',
      next: [],
    },
    {
      value: 'retournee',
      label: 'Commande retournée',
      customerLabel: 'Commande retournée',
      actionLabel: 'Marquer comme retournée',
      next: [],
    },
  ],
  defaultHistoryNote: 'Statut mis à jour de {from} vers {to}',
  shipping: {
    trackedStatus: 'expediee',
    carriers: ['Bpost', 'DHL', 'PostNL', 'DPD', 'UPS', 'FedEx', 'Colissimo', 'Mondial Relay', 'Autre'],
    trackingRequiredMessage:
      'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié',
    fee: 4.99,
    freeShippingThreshold: 50,
  },
};
