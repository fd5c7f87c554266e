import { api } from '../../lib/api';
import type { Subscription, SubscriptionFrequency } from './types';

const invalidates = (_result: unknown, _error: unknown, arg: { id: string } | string) => [
  { type: 'Subscription' as const, id: 'LIST' },
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Subscription' as const, id: typeof arg === 'string' ? arg : arg.id },
];

/** 'Mes abonnements' (docs/design/subscriptions.md): the signed-in customer's subscriptions and what they can change. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions',
      transformResponse: (answer: { subscriptions: Subscription[] }) => answer.subscriptions,
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    /** One subscription of the customer's (404 SUBSCRIPTION_NOT_FOUND for any other id). */
    getSubscription: build.query<Subscription, string>({
      query: (id) => `/subscriptions/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
    }),
    changeSubscriptionFrequency: build.mutation<
      Subscription,
      { id: string; frequency: SubscriptionFrequency }
    >({
      query: ({ id, frequency }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { frequency },
      }),
      invalidatesTags: invalidates,
    }),
    skipSubscriptionBox: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}/skip`, method: 'POST', body: {} }),
      invalidatesTags: invalidates,
    }),
    pauseSubscription: build.mutation<Subscription, { id: string; until: string }>({
      query: ({ id, until }) => ({
        url: `/subscriptions/${encodeURIComponent(id)}/pause`,
        method: 'POST',
        body: { until },
      }),
      invalidatesTags: invalidates,
    }),
    resumeSubscription: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}/resume`, method: 'POST', body: {} }),
      invalidatesTags: invalidates,
    }),
    cancelSubscription: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: invalidates,
    }),
    reactivateSubscription: build.mutation<Subscription, string>({
      query: (id) => ({
        url: `/subscriptions/${encodeURIComponent(id)}/reactivate`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: invalidates,
    }),
    /** A new mandate for a suspended subscription: the server answers Mollie's checkout page. */
    updateSubscriptionPaymentMethod: build.mutation<{ checkoutUrl: string }, string>({
      query: (id) => ({
        url: `/subscriptions/${encodeURIComponent(id)}/payment-method`,
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const {
  useGetMySubscriptionsQuery,
  useLazyGetSubscriptionQuery,
  useChangeSubscriptionFrequencyMutation,
  useSkipSubscriptionBoxMutation,
  usePauseSubscriptionMutation,
  useResumeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
  useUpdateSubscriptionPaymentMethodMutation,
} = subscriptionsApi;
