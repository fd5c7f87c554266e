import { api } from '../../lib/api';
import type { CreatePaymentRequest, PaymentCreated, PaymentStatusAnswer } from './types';

/** The payment calls wait at most 10 s (docs/design/payments.md). */
export const PAYMENT_TIMEOUT_MS = 10_000;

/** GET /api/mollie/methods query (docs/design/payments.md). */
export interface MethodsQuery {
  value: string;
  currency?: string;
  locale?: string;
  billingCountry?: string;
  /** 'first': only the methods that can create a mandate (the first payment of a subscription). */
  sequenceType?: 'oneoff' | 'first';
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The payment methods for an amount, in Mollie's answer shape (`_embedded.methods`); kept 5 minutes. */
    getPaymentMethods: build.query<unknown, MethodsQuery>({
      query: ({ value, currency = 'EUR', locale = 'fr_BE', billingCountry, sequenceType }) => ({
        url: '/mollie/methods',
        params: {
          'amount[value]': value,
          'amount[currency]': currency,
          locale,
          ...(billingCountry ? { billingCountry } : {}),
          ...(sequenceType ? { sequenceType } : {}),
        },
        timeout: PAYMENT_TIMEOUT_MS,
      }),
      keepUnusedDataFor: 300,
    }),
    /** Creates the order and its payment; the same `Idempotency-Key` never creates a second one. */
    createPayment: build.mutation<PaymentCreated, { body: CreatePaymentRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/mollie/payments',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        timeout: PAYMENT_TIMEOUT_MS,
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** The status of one of my payments (410 when it has expired). */
    getPaymentStatus: build.query<PaymentStatusAnswer, string>({
      query: (id) => ({ url: `/mollie/payments/${encodeURIComponent(id)}`, timeout: PAYMENT_TIMEOUT_MS }),
      keepUnusedDataFor: 0,
    }),
    /** A new payment for my unpaid order, for the same server-side amount. */
    resumeOrderPayment: build.mutation<PaymentCreated, string>({
      query: (orderId) => ({
        url: `/orders/${encodeURIComponent(orderId)}/resume`,
        method: 'POST',
        body: {},
        timeout: PAYMENT_TIMEOUT_MS,
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useCreatePaymentMutation,
  useLazyGetPaymentStatusQuery,
  useResumeOrderPaymentMutation,
} = paymentsApi;
