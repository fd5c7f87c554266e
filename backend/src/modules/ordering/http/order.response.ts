import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { centsToEuros } from '../../../shared/money.js';
import type { OrderSnapshot } from '../domain/order.js';
import { CUSTOMER_STATUS_LABELS, ORDER_STATUSES } from '../domain/order-status.js';
import { PAYMENT_STATUSES, paymentStatusBadge } from '../domain/payment-status.js';
import { CustomerWithdrawalResponse } from './withdrawal.dto.js';
import { GIFT_NOTIFY, type GiftNotify } from '../domain/gift.js';
import { GIFT_CARD_DELIVERIES } from '../../../shared/gift-card-rules.js';
import { type GiftCardsOfOrder, giftCardsJson } from '../application/gift-card-checkout.js';

export class OrderItemResponse {
  @ApiProperty({ example: 1 }) productId!: number;
  @ApiProperty({ example: 'Box Essentielle' }) name!: string;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: 25.49, description: 'Prix unitaire payé (remise abonnement comprise), en euros' })
  price!: number;
  @ApiProperty() isSubscription!: boolean;
  @ApiProperty({ enum: ['monthly', 'bimonthly', 'quarterly'], nullable: true }) frequency!: string | null;
  @ApiProperty({ description: 'Un abonnement offert acheté : `quantity` box, chacune envoyée par sa propre commande' })
  giftSubscription!: boolean;
  @ApiProperty({ description: "Une box d'abonnement offert : « prépayé », payée par la commande du cadeau (0 €)" })
  prepaid!: boolean;
}

export class BillingInfoResponse {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() address!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
}

export class ShippingInfoResponse {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() address!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
}

export class TrackingResponse {
  @ApiProperty({ example: 'Bpost' }) carrier!: string;
  @ApiProperty({ example: 'CD123456789BE' }) trackingNumber!: string;
  @ApiProperty({ nullable: true, type: String }) trackingUrl!: string | null;
}

/** A gift order's message and recipient (docs/design/gifting.md); nothing addressed to the recipient shows a price. */
export class GiftResponse {
  @ApiProperty({ nullable: true, type: String, example: 'lea@example.be' }) recipientEmail!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Joyeux anniversaire !' }) message!: string | null;
  @ApiProperty({ enum: GIFT_NOTIFY, description: "never : une surprise ; at_shipping : prévenu à l'expédition" })
  notify!: GiftNotify;
  @ApiProperty({ enum: [true], description: 'Toujours vrai : rien de ce qui va au destinataire ne montre un prix' })
  hidePrices!: true;
}

/** An e-gift card bought with the order (docs/design/gift-cards.md): its code is never shown, only its last 4. */
export class OrderGiftCardResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 5000, description: 'Montant en centimes' }) amountCents!: number;
  @ApiProperty({ example: 'Léa' }) recipientName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'lea@example.be', description: 'null : carte imprimée' })
  recipientEmail!: string | null;
  @ApiProperty({ enum: GIFT_CARD_DELIVERIES, enumName: 'GiftCardDelivery' }) delivery!: 'now' | 'at_date' | 'print';
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'delivery = at_date : quand elle part',
  })
  sendAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Quand elle est partie ; null sinon' })
  sentAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '7KQ2',
    description: 'Les 4 derniers caractères du code, une fois payée',
  })
  last4!: string | null;
  @ApiProperty({ example: 'active', description: 'en_attente, active, annulee… (libellé : statusLabel)' })
  status!: string;
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description:
      'Inutilisée : son acheteur peut s’en rétracter jusque-là (POST /api/gift-cards/:id/withdraw) ; null sinon',
  })
  withdrawableUntil!: string | null;
}

/** What one gift card paid of the order (docs/design/gift-cards.md, "Paying with a card"): never its code. */
export class OrderGiftCardPaymentResponse {
  @ApiProperty({ example: '8HJD' }) last4!: string;
  @ApiProperty({ example: 2000, description: 'Ce que la carte paie, en centimes' }) amountCents!: number;
  @ApiProperty({ example: 0, description: 'Ce qui lui a été recrédité par un remboursement, en centimes' })
  creditedCents!: number;
  @ApiProperty({ enum: ['held', 'captured', 'released'], description: 'réservé, payé, libéré (statusLabel)' })
  status!: 'held' | 'captured' | 'released';
  @ApiProperty({ example: 'Payé' }) statusLabel!: string;
}

/** The receipt of the cards' sale (outside VAT), downloadable at /api/gift-cards/receipts/:orderId. */
export class GiftCardReceiptResponse {
  @ApiProperty({ example: 'RC-2026-000001' }) number!: string;
}

export class OrderNotesResponse {
  @ApiProperty({ nullable: true, type: String }) customer!: string | null;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A credit note of the order (a refund), downloadable from /api/orders/:orderId/credit-notes/:number. */
export class CreditNoteResponse {
  @ApiProperty({ example: 'NC-2026-000001' }) number!: string;
  @ApiProperty() issuedAt!: string;
  @ApiProperty({ example: 12.5, description: 'Montant remboursé, en euros' }) total!: number;
}

/** Documents of an order as the invoicing module lists them. */
export interface OrderDocumentSummary {
  number: string;
  kind: 'invoice' | 'credit-note';
  issuedAt: string;
  totalCents: number;
}

/** The order's gift cards, the same for its customer and the back office (docs/design/gift-cards.md). */
export class OrderGiftCardsFields {
  @ApiProperty({
    type: [OrderGiftCardResponse],
    description: 'Les cartes cadeaux achetées avec la commande (comprises dans amount, hors facture)',
  })
  giftCards!: OrderGiftCardResponse[];
  @ApiProperty({
    type: GiftCardReceiptResponse,
    nullable: true,
    description: 'Le reçu des cartes cadeaux (hors champ TVA) une fois payées : /api/gift-cards/receipts/:orderId',
  })
  giftCardReceipt!: GiftCardReceiptResponse | null;
  @ApiProperty({
    type: [OrderGiftCardPaymentResponse],
    description: 'Les cartes cadeaux qui paient la commande (un moyen de paiement : le total ne change pas)',
  })
  giftCardPayments!: OrderGiftCardPaymentResponse[];
  @ApiProperty({ example: 2078, description: 'Payé (ou à payer) par Mollie, en centimes : le total moins les cartes' })
  amountDueCents!: number;
}

/** A customer's order (GET /api/orders, /api/orders/:orderId): amounts in euros. */
export class CustomerOrderResponse extends OrderGiftCardsFields {
  @ApiProperty({ description: 'Identifiant interne' }) _id!: string;
  @ApiProperty({ example: 'BP-20261121-AB12CD' }) orderId!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ example: 60.38, description: 'Total payé en euros' }) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', description: 'Statut du paiement' })
  status!: string;
  @ApiProperty({ example: 'Payé' }) statusLabel!: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'payee' }) orderStatus!: string;
  @ApiProperty({ example: 'Commande confirmée' }) orderStatusLabel!: string;
  @ApiProperty({ type: [OrderItemResponse] }) items!: OrderItemResponse[];
  @ApiProperty() subtotal!: number;
  @ApiProperty() discount!: number;
  @ApiProperty({ nullable: true, type: String }) promoCode!: string | null;
  @ApiProperty() shipping!: number;
  @ApiProperty({ type: BillingInfoResponse }) billingInfo!: BillingInfoResponse;
  @ApiProperty({ type: ShippingInfoResponse }) shippingInfo!: ShippingInfoResponse;
  @ApiPropertyOptional({ type: TrackingResponse, nullable: true }) tracking!: TrackingResponse | null;
  @ApiProperty({ type: GiftResponse, nullable: true, description: "null : la commande n'est pas un cadeau" })
  gift!: GiftResponse | null;
  @ApiProperty({ type: OrderNotesResponse }) notes!: OrderNotesResponse;
  @ApiProperty({ nullable: true, type: String }) paidAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) confirmedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) preparationStartedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) shippedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) deliveredAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) canceledAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) returnedAt!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "L'abonnement dont cette commande est une box (badge « Abo ») ; null pour un achat unique",
  })
  subscriptionId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "L'abonnement offert dont cette commande est une box (prépayée) ; null sinon",
  })
  giftSubscriptionId!: string | null;
  @ApiProperty({ description: 'Non payée et non annulée : /checkout/resume?orderId=… peut la payer' })
  canResume!: boolean;
  @ApiProperty({ description: 'La facture existe (commande payée) : /api/orders/:orderId/invoice' })
  hasInvoice!: boolean;
  @ApiProperty({ type: [CreditNoteResponse], description: 'Les notes de crédit (remboursements)' })
  creditNotes!: CreditNoteResponse[];
  @ApiProperty({
    type: CustomerWithdrawalResponse,
    description: "Droit de rétractation : 'Se rétracter' proposé maintenant, jusqu'à quand, et la demande faite",
  })
  withdrawal!: CustomerWithdrawalResponse;

  static from(
    s: OrderSnapshot,
    documents: readonly OrderDocumentSummary[] = [],
    withdrawal: CustomerWithdrawalResponse = { canWithdraw: false, deadline: null, request: null },
    giftCards?: GiftCardsOfOrder,
  ): CustomerOrderResponse {
    return {
      _id: s.id,
      orderId: s.orderNumber,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      amount: centsToEuros(s.totalCents),
      currency: s.currency,
      status: s.paymentStatus,
      statusLabel: paymentStatusBadge(s.paymentStatus),
      orderStatus: s.status,
      orderStatusLabel: CUSTOMER_STATUS_LABELS[s.status],
      items: s.items.map((item) => ({
        productId: item.productId,
        name: item.name,
        quantity: item.quantity,
        price: centsToEuros(item.unitPriceCents),
        isSubscription: item.isSubscription,
        frequency: item.frequency,
        giftSubscription: item.giftSubscription === true,
        prepaid: item.prepaid === true,
      })),
      subtotal: centsToEuros(s.subtotalCents),
      discount: centsToEuros(s.discountCents),
      promoCode: s.promoCode,
      shipping: centsToEuros(s.shippingCents),
      billingInfo: { ...s.billing },
      shippingInfo: { ...s.shipping },
      tracking: s.tracking ? { ...s.tracking } : null,
      gift: s.gift ? { ...s.gift } : null,
      notes: { customer: s.notes.customer },
      paidAt: iso(s.paidAt),
      confirmedAt: iso(s.confirmedAt),
      preparationStartedAt: iso(s.preparationStartedAt),
      shippedAt: iso(s.shippedAt),
      deliveredAt: iso(s.deliveredAt),
      canceledAt: iso(s.canceledAt),
      returnedAt: iso(s.returnedAt),
      subscriptionId: s.subscriptionId,
      giftSubscriptionId: s.giftSubscriptionId,
      canResume: s.status === 'en_attente_paiement' && s.paymentStatus !== 'paid',
      hasInvoice: documents.some((d) => d.kind === 'invoice'),
      creditNotes: documents
        .filter((d) => d.kind === 'credit-note')
        .map((d) => ({ number: d.number, issuedAt: d.issuedAt, total: centsToEuros(d.totalCents) })),
      withdrawal,
      ...giftCardsJson(giftCards, s),
    };
  }
}

export class CheckoutLinkResponse {
  @ApiProperty() href!: string;
}
export class CheckoutLinksResponse {
  @ApiProperty({ type: CheckoutLinkResponse, nullable: true }) checkout!: CheckoutLinkResponse | null;
}
export class PaymentAmountResponse {
  @ApiProperty({ example: '60.38' }) value!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
}

/** POST /api/mollie/payments and resume: the Mollie payment and our order number. */
export class CheckoutResponse {
  @ApiProperty({ example: 'tr_WDqYK6vllg' }) id!: string;
  @ApiProperty({ example: 'open' }) status!: string;
  @ApiProperty({ example: 'BP-20261121-AB12CD' }) orderId!: string;
  @ApiProperty({ nullable: true, type: String }) checkoutUrl!: string | null;
  @ApiProperty({ type: CheckoutLinksResponse }) _links!: CheckoutLinksResponse;
  @ApiProperty({ type: PaymentAmountResponse }) amount!: PaymentAmountResponse;
}

/** GET /api/mollie/payments/:id. */
export class PaymentStatusResponse {
  @ApiProperty({ example: 'tr_WDqYK6vllg' }) id!: string;
  @ApiProperty({ example: 'paid' }) status!: string;
  @ApiProperty({ example: 'BP-20261121-AB12CD' }) orderId!: string;
  @ApiProperty({ type: PaymentAmountResponse }) amount!: PaymentAmountResponse;
}
