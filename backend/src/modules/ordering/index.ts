/** The ordering module's public API: what other modules and the app may import. */
export { OrderingModule } from './ordering.module.js';
export { EMPTY_CART_MESSAGE } from './http/create-payment.request.js';
export { SubscriptionCheckout, type SubscriptionCheckoutParticipant } from './application/subscription-checkout.js';
export {
  GIFT_SUBSCRIPTION_CHECKOUT,
  GIFT_SUBSCRIPTION_LINE_SUFFIX,
  GiftSubscriptionCheckout,
  type GiftSubscriptionOfferInput,
  type GiftSubscriptionParticipant,
} from './application/gift-subscription-checkout.js';
export {
  GiftCardCheckout,
  buysGiftCards,
  type GiftCardLineInput,
  type GiftCardOrderView,
  type GiftCardsOfOrder,
  type GiftCardCreditView,
  paidWithGiftCards,
  type GiftCardParticipant,
  GIFT_CARD_PAYMENT_STATUS_LABELS,
} from './application/gift-card-checkout.js';
export {
  ExpireUnpaidOrdersService,
  type ExpirySweepResult,
  type ExpiryDecision,
} from './application/expire-unpaid-orders.service.js';
export { RecoverCheckoutsService, type RecoverySweepResult } from './application/recover-checkouts.service.js';
export { RefundOrderService } from './application/refund-order.service.js';
export { GiftCardHoldsSweep } from './application/gift-card-holds-sweep.service.js';
export { RenewalOrders, type RenewalOrderInput, type PrepaidBoxInput } from './application/renewal-orders.js';
export { ChangeOrderStatusService, type ChangeOrderStatusCommand } from './application/change-order-status.service.js';
export { OrderRefundsQuery, type OrderRefundsView, type RefundView } from './application/order-refunds.query.js';
export { WithdrawalsQuery } from './application/withdrawals.query.js';
export type { AdminWithdrawalView } from './application/withdrawal-views.js';
export {
  ORDER_STATUSES,
  ADMIN_STATUS_LABELS,
  CUSTOMER_STATUS_LABELS,
  ACTION_LABELS,
  INITIAL_ORDER_STATUS,
  DEFAULT_HISTORY_NOTE,
  PAID_ORDER_STATUSES,
  REVENUE_ORDER_STATUSES,
  nextStatuses,
  orderPathStep,
  isFinalStatus,
  isOrderStatus,
  type OrderStatus,
  type TargetStatus,
} from './domain/order-status.js';
export { parseOrderReference, type OrderReference } from './domain/order-number.js';
export { ORDER_EFFECTS, type OrderEffect, orderEffectText } from './domain/order-effects.js';
export { orderTransitionEffects } from './application/order-transitions.js';
export {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_BADGES,
  paymentStatusBadge,
  type PaymentStatus,
} from './domain/payment-status.js';
export { ShipmentTrackingError } from './domain/order.errors.js';
export {
  CARRIERS,
  type Carrier,
  type OrderSnapshot,
  type OrderItem,
  type OrderHistoryEntry,
  type BillingSnapshot,
  type ShippingSnapshot,
  type Tracking,
} from './domain/order.js';
export {
  BillingInfoResponse,
  OrderItemResponse,
  OrderNotesResponse,
  ShippingInfoResponse,
  TrackingResponse,
  GiftResponse,
} from './http/order.response.js';
export { RefundViewResponse } from './http/refund.dto.js';
export { AdminWithdrawalResponse } from './http/withdrawal.dto.js';
export {
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGES,
  GIFT_NOTIFY,
  GIFT_NOTIFY_LABELS,
  GIFT_NOTIFY_DONE_LABELS,
  type GiftNotify,
  type OrderGift,
} from './domain/gift.js';
export { PaidOrdersModule } from './paid-orders.module.js';
export { CompactOrderFiguresService } from './application/compact-order-figures.service.js';
export {
  BULK_ACTIONS,
  BULK_ACTION_LABELS,
  BULK_ACTION_TARGETS,
  BULK_MAX_ORDERS,
  BULK_MESSAGES,
  type BulkAction,
} from './domain/bulk-actions.js';
