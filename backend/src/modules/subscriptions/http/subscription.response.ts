import { ApiProperty } from '@nestjs/swagger';
import { centsToEuros } from '../../../shared/money.js';
import type { SubscriptionView } from '../application/subscription.view.js';
import { FREQUENCIES, FREQUENCY_LABELS } from '../domain/frequency.js';
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction, availableActions } from '../domain/subscription-actions.js';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS } from '../domain/subscription-status.js';

export class SubscriptionItemResponse {
  @ApiProperty({ example: 1 }) productId!: number;
  @ApiProperty({ example: 'Box Essentielle' }) name!: string;
  @ApiProperty({ example: 1 }) quantity!: number;
  @ApiProperty({ example: 25.49, description: 'Prix unitaire par box (remise abonnement comprise), en euros' })
  unitPrice!: number;
  @ApiProperty({ example: '/images/products/1-1.svg', nullable: true, type: String, description: 'Image de la box' })
  image!: string | null;
}

export class SubscriptionOrderResponse {
  @ApiProperty({ example: 'BP-20261121-AB12CD', description: 'Numéro de la commande' }) orderId!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ example: 30.48, description: 'Total de la commande en euros' }) amount!: number;
  @ApiProperty({ example: 'paid', description: 'Statut du paiement (Mollie)' }) status!: string;
  @ApiProperty({ example: 'payee', description: 'Statut de la commande' }) orderStatus!: string;
}

/** A subscription (docs/design/subscriptions.md): amounts in euros, calendar dates 'YYYY-MM-DD' (Europe/Brussels). */
export class SubscriptionResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status!: string;
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({ enum: FREQUENCIES }) frequency!: string;
  @ApiProperty({ example: 'Mensuel' }) frequencyLabel!: string;
  @ApiProperty({ type: [SubscriptionItemResponse] }) items!: SubscriptionItemResponse[];
  @ApiProperty({ example: 30.48, description: 'Montant prélevé à chaque box (livraison comprise), en euros' })
  amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 'Visa •••• 4242', nullable: true, type: String }) paymentMethod!: string | null;
  @ApiProperty({ example: '2026-12-21', nullable: true, type: String, description: 'Prochaine box (AAAA-MM-JJ)' })
  nextChargeOn!: string | null;
  @ApiProperty({ example: null, nullable: true, type: String }) pausedUntil!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) canceledAt!: string | null;
  @ApiProperty({
    type: [SubscriptionOrderResponse],
    description: 'Ses commandes, de la plus récente à la plus ancienne',
  })
  orders!: SubscriptionOrderResponse[];
  @ApiProperty({
    enum: SUBSCRIPTION_ACTIONS,
    isArray: true,
    description: 'Ce que le client peut demander dans cet état (les boutons à montrer)',
  })
  actions!: SubscriptionAction[];

  static from({ subscription: s, orders, images }: SubscriptionView): SubscriptionResponse {
    return {
      id: s.id,
      status: s.status,
      statusLabel: SUBSCRIPTION_STATUS_LABELS[s.status],
      frequency: s.frequency,
      frequencyLabel: FREQUENCY_LABELS[s.frequency],
      items: s.items.map((item) => ({
        productId: item.productId,
        name: item.name,
        quantity: item.quantity,
        unitPrice: centsToEuros(item.unitPriceCents),
        image: images?.get(item.productId) ?? null,
      })),
      amount: centsToEuros(s.amountCents),
      currency: s.currency,
      paymentMethod: s.paymentMethod,
      nextChargeOn: s.status === 'annulee' ? null : s.nextChargeOn,
      pausedUntil: s.pausedUntil,
      createdAt: s.createdAt.toISOString(),
      canceledAt: s.canceledAt ? s.canceledAt.toISOString() : null,
      orders: orders.map((order) => ({
        orderId: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        amount: centsToEuros(order.totalCents),
        status: order.paymentStatus,
        orderStatus: order.orderStatus,
      })),
      actions: availableActions(s),
    };
  }
}

/** POST /api/subscriptions/:id/payment-method: where the customer pays the box and sets the new mandate. */
export class PaymentMethodCheckoutResponse {
  @ApiProperty({ example: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS' }) checkoutUrl!: string;
}

export class SubscriptionListResponse {
  @ApiProperty({ type: [SubscriptionResponse] }) subscriptions!: SubscriptionResponse[];
}
