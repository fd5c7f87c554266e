import { stockStateFor } from '../../catalog/index.js';
import type { OrderGift } from './gift.js';
import type { OrderStatus } from './order-status.js';
import type { PaymentStatus } from './payment-status.js';

/**
 * What moving an order to a state will cause, as the administrator is told before confirming (the
 * back office's status dialog shows the texts the admin order JSON sends with each allowed move):
 * - `payment-by-hand`: the payment is recorded as received without Mollie's report;
 * - `customer-mail`: the customer gets a mail (shipped with its tracking link, delivered, cancelled);
 * - `recipient-mail`: a gift's recipient gets a mail (shipped: tracking and message, never a price);
 * - `invoice`: the invoice is issued;
 * - `stock-sold`: the order's boxes leave the stock;
 * - `stock-released`: the boxes it held go back on sale;
 * - `refund-needed`: the customer paid: the money must go back (flagged on the order);
 * - `final`: the order can no longer change.
 */
export const ORDER_EFFECTS = [
  'payment-by-hand',
  'customer-mail',
  'recipient-mail',
  'invoice',
  'stock-sold',
  'stock-released',
  'refund-needed',
  'final',
] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];

/** What is known of an order before it moves (the aggregate, or a read model of it). */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** A gift order's gift (its recipient may be told at shipping). */
  gift?: Pick<OrderGift, 'notify'> | null;
  /** The total and the e-gift cards it buys (absent: no cards). */
  totalCents?: number;
  giftCardsCents?: number;
}

/**
 * Cancelling a paid order gives its boxes' money back; the e-gift cards it bought stay with their
 * recipients (already delivered: their buyer may withdraw from an unused one within 14 days,
 * docs/design/gift-cards.md, "Refunds"). A paid order of cards only has nothing to refund.
 */
export function refundDueOnCancel(order: OrderState): boolean {
  if (order.paymentStatus !== 'paid') return false;
  return order.totalCents === undefined || order.totalCents - (order.giftCardsCents ?? 0) > 0;
}

/** An effect in the administrator's words, for a move to `to`. */
export function orderEffectText(effect: OrderEffect, to: OrderStatus): string {
  switch (effect) {
    case 'payment-by-hand':
      return "Confirmez seulement si le paiement a bien été reçu (Mollie ne l'a pas encore signalé).";
    case 'customer-mail':
      if (to === 'expediee') return 'Le client recevra un email avec le transporteur, le numéro et le lien de suivi.';
      if (to === 'livree') return 'Le client sera informé de la livraison par email.';
      return 'Le client sera prévenu par email.';
    case 'recipient-mail':
      return 'Le destinataire du cadeau recevra un email avec le suivi et le message (sans aucun prix).';
    case 'invoice':
      return 'La facture sera émise.';
    case 'stock-sold':
      return 'Les box de la commande quitteront le stock.';
    case 'stock-released':
      return 'Les box réservées par la commande seront remises en vente.';
    case 'refund-needed':
      return 'Le paiement a été reçu : un remboursement devra être effectué au client.';
    case 'final':
      return to === 'retournee'
        ? 'Le retour est définitif : la commande ne pourra plus changer de statut.'
        : "L'annulation est définitive : la commande ne pourra plus changer de statut.";
  }
}

/**
 * What the domain itself causes when an order in `order`'s state moves to `to`: the refund flag (the
 * Order aggregate's `cancel`) and the stock, as the one stock policy decides it (catalog's
 * `stockStateFor`, applied when the order is saved). The mails and the invoice are the transition
 * handlers' (application/order-transitions.ts).
 */
export function domainEffects(order: OrderState, to: OrderStatus): OrderEffect[] {
  const effects: OrderEffect[] = [];
  const paymentAfter: PaymentStatus = to === 'payee' ? 'paid' : order.paymentStatus;
  const before = stockStateFor(order);
  const after = stockStateFor({ status: to, paymentStatus: paymentAfter });
  if (after === 'sold' && before !== 'sold') effects.push('stock-sold');
  if (after === 'released' && before === 'reserved') effects.push('stock-released');
  if (to === 'annulee' && refundDueOnCancel(order)) effects.push('refund-needed');
  return effects;
}
