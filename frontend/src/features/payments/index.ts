export { PaymentWatcher } from './PaymentWatcher';
export {
  paymentsApi,
  useCreatePaymentMutation,
  useGetPaymentMethodsQuery,
  PAYMENT_TIMEOUT_MS,
} from './endpoints';
export { clearStoredPayment, readStoredPayment, storePaymentStart, type StoredPayment } from './storage';
export {
  checkoutLink,
  type BillingInfo,
  type CreatePaymentRequest,
  type PaymentCreated,
  type ShippingInfo,
  type GiftNotify,
} from './types';
