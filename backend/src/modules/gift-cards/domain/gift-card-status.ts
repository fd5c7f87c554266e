/*
 * A card's life (docs/design/gift-cards.md, "Life"): created with its order, waiting for the payment
 * (en_attente); active once paid; annulee when the order ends unpaid. The next slice adds disabled
 * (by customer service) and expired (past its end, the rest recorded as a movement).
 */

export const GIFT_CARD_STATUSES = ['en_attente', 'active', 'annulee', 'disabled', 'expired'] as const;
export type GiftCardLifeStatus = (typeof GIFT_CARD_STATUSES)[number];

export const GIFT_CARD_STATUS_LABELS: Readonly<Record<GiftCardLifeStatus, string>> = {
  en_attente: 'En attente du paiement',
  active: 'Active',
  annulee: 'Annulée',
  disabled: 'Désactivée',
  expired: 'Expirée',
};

/** 'RC-2026-000001': the receipts of cards sold, numbered without gaps per year. */
export function giftCardReceiptNumber(year: number, sequence: number): string {
  return `RC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The French refusal of a balance lookup: the same for a malformed and an unknown code. */
export const GIFT_CARD_UNKNOWN_MESSAGE = 'Ce code ne correspond à aucune carte cadeau.';
