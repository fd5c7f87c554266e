import { useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import giftCardRule from '../../../generated/rules/giftCard.json';
import { toast } from '../../components/toast';
import { formatCalendarDate } from '../../lib/format';
import { randomKey } from '../../lib/navigation';
import { setGiftCards, type CartState, type GiftCardLine } from './cartSlice';

/** The e-gift card's rules as the server serves them (GET /api/rules, `giftCard`): amounts, deliveries. */
export const GIFT_CARD_RULE = giftCardRule;

export type GiftCardDelivery = GiftCardLine['delivery'];

/** The server's words for a delivery ('Maintenant', 'À une date choisie', 'Je l’imprime moi-même'). */
export function deliveryLabel(delivery: string): string {
  return GIFT_CARD_RULE.deliveries.find((choice) => choice.value === delivery)?.label ?? delivery;
}

/** When a card leaves: the server's label, or for a chosen date '24 décembre 2026 à 08:00 (heure de Bruxelles)'. */
export function giftCardSendText(card: Pick<GiftCardLine, 'delivery' | 'sendAt'>): string {
  if (card.delivery === 'at_date' && card.sendAt) {
    return `${formatCalendarDate(card.sendAt.slice(0, 10))} à ${card.sendAt.slice(11, 16)} (heure de Bruxelles)`;
  }
  return deliveryLabel(card.delivery);
}

export const GIFT_CARD_TEXTS = {
  added: (name: string) => `Carte cadeau pour ${name} ajoutée au panier`,
  removed: (name: string) => `Carte cadeau pour ${name} retirée du panier`,
  tooMany: `Une commande compte au plus ${GIFT_CARD_RULE.maxPerOrder} cartes cadeaux`,
} as const;

/** The cart's gift card transitions, each with its message (kept out of the catalogue's first pages). */
export function useGiftCardActions() {
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  return useMemo(
    () => ({
      /** Adds a card; false when the cart already holds the most an order may. */
      add(card: Omit<GiftCardLine, 'key'>): boolean {
        const cards = store.getState().cart.giftCards;
        if (cards.length >= GIFT_CARD_RULE.maxPerOrder) {
          toast.error(GIFT_CARD_TEXTS.tooMany);
          return false;
        }
        dispatch(setGiftCards([...cards, { key: randomKey(), ...card }]));
        toast.success(GIFT_CARD_TEXTS.added(card.recipientName.trim()));
        return true;
      },
      remove(card: GiftCardLine) {
        dispatch(setGiftCards(store.getState().cart.giftCards.filter((other) => other.key !== card.key)));
        toast.success(GIFT_CARD_TEXTS.removed(card.recipientName.trim()));
      },
    }),
    [dispatch, store],
  );
}
