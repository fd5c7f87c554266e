/** The Order aggregate's test fixtures (ordering/domain/order*.spec.ts): one placed order, and the legal paths to each state. */
import { DomainError } from '../../src/shared/domain-error.js';
import { Order, type PlaceOrderInput } from '../../src/modules/ordering/domain/order.js';
import type { OrderStatus, TargetStatus } from '../../src/modules/ordering/domain/order-status.js';

export const T0 = new Date('2025-06-15T10:00:00Z');
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
export const TRACKING = {
  carrier: 'Bpost',
  trackingNumber: 'CD123456789BE',
  trackingUrl: 'https://track.bpost.cloud/x',
};

export function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    id: '7d1f4c1e-0000-4000-8000-000000000001',
    orderNumber: 'BP-20250615-AB12CD',
    customerId: 'customer-1',
    items: [
      {
        productId: 1,
        name: 'Box Essentielle',
        unitPriceCents: 2549,
        quantity: 2,
        isSubscription: true,
        frequency: 'monthly',
      },
      { productId: 5, name: 'Box Cadeau', unitPriceCents: 2499, quantity: 1, isSubscription: false, frequency: null },
    ],
    billing: {
      firstName: 'Camille',
      lastName: 'Peeters',
      email: 'camille@example.be',
      phone: '+32470123456',
      address: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    shipping: {
      firstName: 'Camille',
      lastName: 'Peeters',
      address: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    subtotalCents: 7597,
    discountCents: 1519,
    promoCode: 'PROMO20',
    shippingCents: 0,
    totalCents: 6078,
    now: T0,
    ...overrides,
  };
}

/** An order brought to `status` through the legal path. */
export function orderIn(status: OrderStatus): Order {
  const order = Order.place(input());
  const paths: Record<OrderStatus, ((o: Order) => void)[]> = {
    en_attente_paiement: [],
    payee: [(o) => o.markPaid(at(1))],
    en_preparation: [(o) => o.markPaid(at(1)), (o) => o.startPreparation(at(2))],
    expediee: [(o) => o.markPaid(at(1)), (o) => o.startPreparation(at(2)), (o) => o.ship(TRACKING, at(3))],
    livree: [
      (o) => o.markPaid(at(1)),
      (o) => o.startPreparation(at(2)),
      (o) => o.ship(TRACKING, at(3)),
      (o) => o.deliver(at(4)),
    ],
    annulee: [(o) => o.cancel(at(1))],
    retournee: [
      (o) => o.markPaid(at(1)),
      (o) => o.startPreparation(at(2)),
      (o) => o.ship(TRACKING, at(3)),
      (o) => o.markReturned(at(4)),
    ],
  };
  for (const step of paths[status]) step(order);
  expect(order.status).toBe(status);
  return order;
}

/** The intent method that aims at each target state. */
export const INTENTS: Record<TargetStatus, (order: Order, now: Date) => void> = {
  payee: (o, now) => o.markPaid(now),
  en_preparation: (o, now) => o.startPreparation(now),
  expediee: (o, now) => o.ship(TRACKING, now),
  livree: (o, now) => o.deliver(now),
  annulee: (o, now) => o.cancel(now),
  retournee: (o, now) => o.markReturned(now),
};

export function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}
