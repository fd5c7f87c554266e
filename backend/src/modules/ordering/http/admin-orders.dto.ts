import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  ORDER_PAGE_SIZES,
  ORDER_SEARCH_MAX_LENGTH,
  ORDER_SORT_ORDERS,
  ORDER_SORTS,
  type OrderSort,
  type OrderSortOrder,
} from '../domain/order-list.js';
import { PageParam, SearchParam } from '../../../shared/validation/query-params.js';
import { stacked } from '../../../shared/validation/stacked.js';
import { toInt } from '../../../shared/validation/transforms.js';
import { AdminWithdrawalResponse } from './withdrawal.dto.js';
import {
  BillingInfoResponse,
  OrderItemResponse,
  OrderNotesResponse,
  ShippingInfoResponse,
  TrackingResponse,
  GiftResponse,
  OrderGiftCardsFields,
} from './order.response.js';
import { CARRIERS } from '../domain/order.js';
import { ORDER_EFFECTS, type OrderEffect } from '../domain/order-effects.js';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-status.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../domain/payment-status.js';
import { RefundViewResponse } from './refund.dto.js';

/** '' (a filter left on "all") is no filter. */
const emptyIsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;
const toBoolean = ({ value }: { value: unknown }): unknown =>
  value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value;

/** An optional filter or sort: one of `values`, '' (left on "all") being no choice. */
function ChoiceParam(values: readonly string[], message: string, api: ApiPropertyOptions): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ enum: values, ...api }),
    IsOptional(),
    Transform(emptyIsAbsent),
    IsIn(values, { message }),
  );
}

const STATUS_CHOICE = `Le statut de commande doit être l'un de : ${ORDER_STATUSES.join(', ')}`;
const PAYMENT_CHOICE = "Ce statut de paiement n'existe pas";
const LIMIT_CHOICE = `Le nombre de commandes par page doit être ${ORDER_PAGE_SIZES.join(', ')}`;

/** GET /api/admin/orders query string (unknown parameters are refused by the global pipe). */
export class ListAdminOrdersQuery {
  @PageParam() page?: number;

  @ApiPropertyOptional({ enum: ORDER_PAGE_SIZES, default: 20 })
  @IsOptional()
  @Transform(toInt)
  @IsIn(ORDER_PAGE_SIZES, { message: LIMIT_CHOICE })
  limit?: number;

  @ChoiceParam(ORDER_SORTS, `Le tri doit être l'un de : ${ORDER_SORTS.join(', ')}`, { default: 'createdAt' })
  sortBy?: OrderSort;

  @ChoiceParam(ORDER_SORT_ORDERS, "L'ordre de tri doit être asc ou desc", { default: 'desc' })
  sortOrder?: OrderSortOrder;

  @ChoiceParam(ORDER_STATUSES, STATUS_CHOICE, { description: 'État de la commande' })
  orderStatus?: OrderStatus;

  @ChoiceParam(PAYMENT_STATUSES, PAYMENT_CHOICE, { description: 'Statut du paiement' })
  status?: PaymentStatus;

  @ApiPropertyOptional({ type: Boolean, description: 'Seulement les commandes à rembourser (true) ou les autres' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'Le filtre remboursement doit valoir true ou false' })
  refundRequired?: boolean;

  @SearchParam(
    ORDER_SEARCH_MAX_LENGTH,
    'Numéro de commande (ou son début), nom ou email du client ; sans tenir compte des accents',
    emptyIsAbsent,
  )
  search?: string;
}

export class TrackingDto {
  @ApiPropertyOptional({ enum: CARRIERS })
  @IsOptional()
  @IsString({ message: 'Le transporteur doit être un texte' })
  @MaxLength(50, { message: 'Le transporteur est trop long' })
  carrier?: string;

  @ApiPropertyOptional({ example: 'CD123456789BE' })
  @IsOptional()
  @IsString({ message: 'Le numéro de suivi doit être un texte' })
  @MaxLength(100, { message: 'Le numéro de suivi ne doit pas dépasser 100 caractères' })
  trackingNumber?: string;

  @ApiPropertyOptional({
    description: 'Facultatif : sans lien, celui du transporteur est utilisé',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString({ message: 'Le lien de suivi doit être un texte' })
  @MaxLength(500, { message: 'Le lien de suivi ne doit pas dépasser 500 caractères' })
  trackingUrl?: string | null;
}

const SELECT_STATUS = 'Veuillez sélectionner un nouveau statut';

/** PUT /api/admin/orders/:orderId/status. */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @Transform(emptyIsAbsent)
  @IsIn(ORDER_STATUSES, { message: SELECT_STATUS })
  orderStatus!: OrderStatus;

  @ApiPropertyOptional({
    enum: ORDER_STATUSES,
    description:
      "L'état vu par l'administrateur : si la commande a changé entre-temps, 409 ORDER_CHANGED_MEANWHILE (deux administrateurs à la fois)",
  })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: STATUS_CHOICE })
  expectedStatus?: OrderStatus;

  @ApiPropertyOptional({
    description: "Note interne ; vide : 'Statut mis à jour de X vers Y'",
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsString({ message: 'Les notes doivent être un texte' })
  @MaxLength(1000, { message: 'Les notes ne doivent pas dépasser 1000 caractères' })
  notes?: string | null;

  @ApiPropertyOptional({ type: TrackingDto, description: 'Obligatoire pour expediee (transporteur et numéro)' })
  @IsOptional()
  @IsObject({ message: 'Le suivi doit être un objet { carrier, trackingNumber, trackingUrl }' })
  @ValidateNested()
  @Type(() => TrackingDto)
  tracking?: TrackingDto | null;
}

/** The order states, one named type in the OpenAPI document (and in the SPA's generated types). */
const ORDER_STATUS = { enum: ORDER_STATUSES, enumName: 'OrderStatus' } as const;
const PAYMENT_STATUS = { enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' } as const;
const DATE = { nullable: true, type: String } as const;

export class OrderEffectResponse {
  @ApiProperty({ enum: ORDER_EFFECTS, enumName: 'OrderEffect', example: 'customer-mail' }) code!: OrderEffect;
  @ApiProperty({ example: 'Le client sera prévenu par email.' }) text!: string;
}

export class AllowedTransitionResponse {
  @ApiProperty({ ...ORDER_STATUS, example: 'en_preparation' }) status!: OrderStatus;
  @ApiProperty({ example: 'En cours de préparation' }) label!: string;
  @ApiProperty({ example: 'Démarrer la préparation' }) actionLabel!: string;
  @ApiProperty({
    type: [OrderEffectResponse],
    description: 'Ce que ce changement de statut provoquera (e-mail au client, stock, remboursement…)',
  })
  effects!: OrderEffectResponse[];
}

export class OrderHistoryResponse {
  // Inline (not the named OrderStatus): OpenAPI 3.0 cannot make a $ref nullable without an allOf of one schema.
  @ApiProperty({ enum: ORDER_STATUSES, type: String, nullable: true }) from!: OrderStatus | null;
  @ApiProperty({ nullable: true, type: String }) fromLabel!: string | null;
  @ApiProperty({ ...ORDER_STATUS, description: 'État après le changement' }) to!: OrderStatus;
  @ApiProperty() toLabel!: string;
  @ApiProperty() at!: string;
  @ApiProperty({ example: 'admin:…' }) by!: string;
  @ApiProperty({ example: 'Alice Martin (administrateur)' }) byLabel!: string;
  @ApiProperty({ nullable: true, type: String }) note!: string | null;
}

export class OrderDocumentResponse {
  @ApiProperty({ example: 'F-2026-000001' }) number!: string;
  @ApiProperty({ enum: ['invoice', 'credit-note'] }) kind!: 'invoice' | 'credit-note';
  @ApiProperty({ example: 'Facture' }) kindLabel!: string;
  @ApiProperty() issuedAt!: string;
  @ApiProperty({ example: 60.78 }) total!: number;
}

/** One order only: its refunds and what the server allows now. */
export class OrderRefundsResponse {
  @ApiProperty({ example: 12.5, description: 'Ce qui reste remboursable, en euros' }) refundable!: number;
  @ApiProperty({ example: 0, description: 'Déjà remboursé, en euros' }) refunded!: number;
  @ApiProperty({ description: "'Rembourser' est proposé" }) canRefund!: boolean;
  @ApiProperty({ type: [RefundViewResponse] }) refunds!: RefundViewResponse[];
}

export class AdminOrderResponse extends OrderGiftCardsFields {
  @ApiProperty() _id!: string;
  @ApiProperty({ example: 'BP-20261121-AB12CD' }) orderId!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ example: 60.78 }) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 'paid' }) status!: string;
  @ApiProperty({ example: 'Payé' }) statusLabel!: string;
  @ApiProperty({ ...ORDER_STATUS, description: 'État de la commande' }) orderStatus!: OrderStatus;
  @ApiProperty({ example: 'Commande reçue' }) orderStatusLabel!: string;
  @ApiProperty({ nullable: true, type: String, example: 'tr_WDqYK6vllg' }) paymentId!: string | null;
  @ApiProperty({ type: [OrderItemResponse] }) items!: OrderItemResponse[];
  @ApiProperty() hasSubscription!: boolean;
  @ApiProperty({ nullable: true, type: String, description: "L'abonnement dont cette commande est une box" })
  subscriptionId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "L'abonnement offert dont cette commande est une box prépayée",
  })
  giftSubscriptionId!: string | null;
  @ApiProperty({ example: 50.98 }) subtotal!: number;
  @ApiProperty({ example: 0 }) discount!: number;
  @ApiProperty({ nullable: true, type: String }) promoCode!: string | null;
  @ApiProperty({ example: 9.8 }) shipping!: number;
  @ApiProperty({ type: BillingInfoResponse }) billingInfo!: BillingInfoResponse;
  @ApiProperty({ type: ShippingInfoResponse }) shippingInfo!: ShippingInfoResponse;
  @ApiProperty({ nullable: true, type: String }) customerId!: string | null;
  @ApiProperty({ type: TrackingResponse, nullable: true }) tracking!: TrackingResponse | null;
  @ApiProperty({ type: GiftResponse, nullable: true, description: "null : la commande n'est pas un cadeau" })
  gift!: GiftResponse | null;
  @ApiProperty({ type: OrderNotesResponse }) notes!: OrderNotesResponse;
  @ApiProperty(DATE) paidAt!: string | null;
  @ApiProperty(DATE) confirmedAt!: string | null;
  @ApiProperty(DATE) preparationStartedAt!: string | null;
  @ApiProperty(DATE) shippedAt!: string | null;
  @ApiProperty(DATE) deliveredAt!: string | null;
  @ApiProperty(DATE) canceledAt!: string | null;
  @ApiProperty(DATE) returnedAt!: string | null;
  @ApiProperty() refundRequired!: boolean;
  @ApiProperty({ description: "Renouvellement d'abonnement créé sans stock suffisant : 'À réapprovisionner'" })
  restockNeeded!: boolean;
  @ApiProperty({ type: [AllowedTransitionResponse] }) allowedTransitions!: AllowedTransitionResponse[];
  @ApiProperty() isFinal!: boolean;
  @ApiProperty({ type: [OrderHistoryResponse] }) history!: OrderHistoryResponse[];
  @ApiPropertyOptional({
    type: [OrderDocumentResponse],
    description: 'Une commande seule : sa facture et ses notes de crédit',
  })
  documents?: OrderDocumentResponse[];
  @ApiPropertyOptional({ type: OrderRefundsResponse, description: 'Une commande seule : ses remboursements' })
  refund?: OrderRefundsResponse;
  @ApiPropertyOptional({
    type: AdminWithdrawalResponse,
    nullable: true,
    description: 'Une commande seule : la rétractation du client, ou null (comme GET /api/admin/withdrawals)',
  })
  withdrawal?: AdminWithdrawalResponse | null;
}

export class AdminOrderPaginationResponse {
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalOrders!: number;
  @ApiProperty() hasPrevPage!: boolean;
  @ApiProperty() hasNextPage!: boolean;
  @ApiProperty() limit!: number;
  @ApiProperty({ description: 'Une recherche compte au plus 1000 commandes' }) totalIsCapped!: boolean;
}

export class AdminOrderListResponse {
  @ApiProperty({ type: [AdminOrderResponse] }) orders!: AdminOrderResponse[];
  @ApiProperty({ type: AdminOrderPaginationResponse }) pagination!: AdminOrderPaginationResponse;
}

export class OrderStatusUpdatedResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Statut mis à jour avec succès' }) message!: string;
  @ApiProperty({ type: AdminOrderResponse }) order!: AdminOrderResponse;
}

export class OrderStatsOverviewResponse {
  @ApiProperty() totalOrders!: number;
  @ApiProperty({ description: "Chiffre d'affaires en euros (commandes payées, ni annulées ni retournées)" })
  totalRevenue!: number;
  @ApiProperty({ description: 'En euros' }) averageOrderValue!: number;
  @ApiProperty({ description: "Les commandes comptées dans le chiffre d'affaires" }) paidOrders!: number;
}

export class OrderStatusCountResponse {
  @ApiProperty({ ...ORDER_STATUS, description: 'État des commandes comptées' }) status!: OrderStatus;
  @ApiProperty() label!: string;
  @ApiProperty() count!: number;
}

export class PaymentStatusCountResponse {
  @ApiProperty({ ...PAYMENT_STATUS, description: 'Statut de paiement des commandes comptées' }) status!: PaymentStatus;
  @ApiProperty() label!: string;
  @ApiProperty() count!: number;
}

export class RevenueDayResponse {
  @ApiProperty({ example: '2026-11-21' }) date!: string;
  @ApiProperty({ description: 'En euros' }) revenue!: number;
  @ApiProperty() orders!: number;
}

/** GET /api/admin/stats. */
export class OrderStatsResponse {
  @ApiProperty({ type: OrderStatsOverviewResponse }) overview!: OrderStatsOverviewResponse;
  @ApiProperty({ description: "'À traiter' : commandes reçues en attente de préparation" }) toProcess!: number;
  @ApiProperty() refundRequired!: number;
  @ApiProperty({ type: [OrderStatusCountResponse] }) byStatus!: OrderStatusCountResponse[];
  @ApiProperty({ type: [PaymentStatusCountResponse] }) paymentStatuses!: PaymentStatusCountResponse[];
  @ApiProperty({ type: [RevenueDayResponse], description: 'Les 30 derniers jours (Bruxelles)' })
  revenueByDay!: RevenueDayResponse[];
}
