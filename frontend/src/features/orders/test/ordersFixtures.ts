import { stubFetch } from '../../../test/utils';
import type { CustomerOrder } from '../types';

/** The account's orders as the server lists them, and a stub that serves them. */
export const address = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  phone: '+32 470 12 34 56',
  address: 'Rue Haute 12',
  postalCode: '1000',
  city: 'Bruxelles',
  country: 'BE',
};

export function order(overrides: Partial<CustomerOrder>): CustomerOrder {
  return {
    _id: overrides.orderId ?? 'x',
    orderId: 'BP-20261121-AB12CD',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:05:00.000Z',
    amount: 60.38,
    currency: 'EUR',
    status: 'paid',
    statusLabel: 'Payé',
    orderStatus: 'payee',
    orderStatusLabel: 'Commande confirmée',
    items: [
      {
        productId: 1,
        name: 'Box Essentielle',
        quantity: 1,
        price: 25.49,
        isSubscription: true,
        frequency: 'monthly',
        giftSubscription: false,
        prepaid: false,
      },
      {
        productId: 2,
        name: 'Box Premium',
        quantity: 1,
        price: 49.99,
        isSubscription: false,
        frequency: null,
        giftSubscription: false,
        prepaid: false,
      },
    ],
    subtotal: 75.48,
    discount: 15.1,
    promoCode: 'PROMO20',
    shipping: 0,
    billingInfo: address,
    shippingInfo: { ...address, sameAsBilling: true },
    tracking: null,
    notes: { customer: '' },
    paidAt: '2026-11-21T10:05:00.000Z',
    confirmedAt: null,
    preparationStartedAt: null,
    shippedAt: null,
    deliveredAt: null,
    canceledAt: null,
    returnedAt: null,
    canResume: false,
    ...overrides,
  };
}

export const ORDERS: CustomerOrder[] = [
  order({}),
  order({
    orderId: 'BP-20261020-SHIP01',
    createdAt: '2026-10-20T09:00:00.000Z',
    orderStatus: 'livree',
    orderStatusLabel: 'Commande livrée',
    amount: 29.98,
    subtotal: 24.99,
    discount: 0,
    promoCode: null,
    shipping: 4.99,
    items: [{ productId: 5, name: 'Box Cadeau', quantity: 1, price: 24.99, isSubscription: false, giftSubscription: false, prepaid: false }],
    shippedAt: '2026-10-21T09:00:00.000Z',
    deliveredAt: '2026-10-22T09:00:00.000Z',
    preparationStartedAt: '2026-10-20T12:00:00.000Z',
    tracking: {
      carrier: 'bpost',
      trackingNumber: 'CD123456789BE',
      trackingUrl: 'https://track.bpost.be/CD123456789BE',
    },
  }),
  order({
    orderId: 'BP-20261122-OPEN01',
    createdAt: '2026-11-22T08:00:00.000Z',
    status: 'open',
    statusLabel: 'Ouvert',
    orderStatus: 'en_attente_paiement',
    orderStatusLabel: 'En attente de paiement',
    paidAt: null,
    canResume: true,
  }),
  order({
    orderId: 'BP-20260901-CANC01',
    createdAt: '2026-09-01T08:00:00.000Z',
    status: 'expired',
    statusLabel: 'Expiré',
    orderStatus: 'annulee',
    orderStatusLabel: 'Commande annulée',
    paidAt: null,
    canceledAt: '2026-09-01T08:16:00.000Z',
  }),
];

export function serve(answer: { status?: number; body: unknown } = { body: ORDERS }) {
  let calls = 0;
  stubFetch((url) => {
    if (url.pathname === '/api/orders') {
      calls += 1;
      return answer;
    }
    return { status: 404, body: {} };
  });
  return { calls: () => calls };
}
