/** The payments module's public API: what other modules may import. */
export { PaymentsModule, paymentsMode, sandboxCheckoutBaseUrl, type PaymentsMode } from './payments.module.js';
export {
  PaymentGateway,
  GATEWAY_PAYMENT_STATUSES,
  PAYMENT_CURRENCY,
  DEFAULT_PAYMENT_LOCALE,
  isGatewayPaymentStatus,
  MANDATE_STATUSES,
  SEQUENCE_TYPES,
  type Amount,
  type CreateCustomerCommand,
  type CreatePaymentCommand,
  type GatewayCustomer,
  type GatewayMandate,
  type MandateStatus,
  type SequenceType,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type ListMethodsQuery,
  type PaymentMethod,
  REFUND_STATUSES,
  type RefundStatus,
  type CreateRefundCommand,
  type GatewayRefund,
} from './domain/payment-gateway.js';
export {
  PAYMENT_STATUS_UNAVAILABLE_MESSAGE,
  PaymentNotCancelableError,
  PaymentNotFoundError,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  RefundRefusedError,
} from './domain/payment.errors.js';
/** What the sandbox-only endpoints ask of the Mollie sandbox (provided in the sandbox modes only). */
export { SandboxControl } from './infrastructure/sandbox/sandbox-control.js';
export { MollieHttpError } from './infrastructure/sandbox/sandbox-http-error.js';
