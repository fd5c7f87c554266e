/*
 * A card's life (docs/design/gift-cards.md, "Life"): created with its order, waiting for the payment
 * (en_attente); active once paid; annulee when the order ends unpaid; disabled by customer service
 * (with a reason); expired past its end (the rest recorded as a movement); withdrawn when its buyer
 * withdrew from an unused card within 14 days (refunded).
 */

import type { GiftCardMovementKind } from './gift-card.js';

export const GIFT_CARD_STATUSES = ['en_attente', 'active', 'annulee', 'disabled', 'expired', 'withdrawn'] as const;
export type GiftCardLifeStatus = (typeof GIFT_CARD_STATUSES)[number];

export const GIFT_CARD_STATUS_LABELS: Readonly<Record<GiftCardLifeStatus, string>> = {
  en_attente: 'En attente du paiement',
  active: 'Active',
  annulee: 'Annulée',
  disabled: 'Désactivée',
  expired: 'Expirée',
  withdrawn: 'Remboursée (rétractation)',
};

/** 'RC-2026-000001': the receipts of cards sold, numbered without gaps per year. */
export function giftCardReceiptNumber(year: number, sequence: number): string {
  return `RC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The French refusal of a balance lookup: the same for a malformed and an unknown code. */
export const GIFT_CARD_UNKNOWN_MESSAGE = 'Ce code ne correspond à aucune carte cadeau.';

/** A movement of a card's balance in French (the back office's history, docs/design/gift-cards.md). */
export const GIFT_CARD_MOVEMENT_LABELS: Readonly<Record<GiftCardMovementKind, string>> = {
  sold: 'Vendue',
  issued: 'Émise par le service client',
  held: 'Réservée pour une commande',
  captured: 'Utilisée',
  released: 'Libérée',
  credited: 'Recréditée (remboursement)',
  expired: 'Expirée',
  disabled: 'Désactivée',
  withdrawn: 'Remboursée (rétractation)',
};

export const GIFT_CARD_PAYMENT_STATUSES = ['held', 'captured', 'released'] as const;
/** A card's share of an order (gift_card_payments.status); its French labels are ordering's (the order JSON's). */
export type GiftCardPaymentStatus = (typeof GIFT_CARD_PAYMENT_STATUSES)[number];
