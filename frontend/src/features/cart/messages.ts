import type { CartItem } from './cartSlice';

type Line = Pick<CartItem, 'name' | 'isSubscription'> & { gift?: CartItem['gift'] };

/** ' (abonnement)' names the subscription line a message is about (docs/design/checkout.md); a gift's says to whom. */
function suffix(line: Line): string {
  if (line.gift) return ` (abonnement offert à ${line.gift.offer.recipient.firstName.trim()})`;
  return line.isSubscription ? ' (abonnement)' : '';
}

/** The cart's toasts, verbatim (docs/design/checkout.md). The suffix describes the line the shopper acted on. */
export const cartMessages = {
  added: (line: Line) => `${line.name} ajouté au panier${suffix(line)}`,
  increased: (line: Line) => `Quantité de ${line.name} augmentée${suffix(line)}`,
  removed: (line: Line) => `${line.name} retiré du panier${suffix(line)}`,
  cleared: () => 'Panier vidé',
  /** `line` is the line before the switch. */
  switched: (line: Line) =>
    `${line.name} passé en mode ${line.isSubscription ? 'achat unique' : 'abonnement'}${suffix(line)}`,
};

/** How a line is named to assistive technologies: 'Box Premium' or 'Box Premium (abonnement)'. */
export function lineLabel(line: Line): string {
  return `${line.name}${suffix(line)}`;
}
