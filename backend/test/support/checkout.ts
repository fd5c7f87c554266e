import { MailingShop } from './mailing-shop.js';
import type { CartLine, Customer } from './shop-fixture.js';
import { useSuiteFixture } from './suite-fixture.js';

export interface CheckoutJson {
  id: string;
  status: string;
  orderId: string;
  checkoutUrl: string;
  _links: { checkout: { href: string } };
  amount: { value: string; currency: string };
}

export interface OrderJson {
  _id: string;
  orderId: string;
  amount: number;
  status: string;
  statusLabel: string;
  orderStatus: string;
  orderStatusLabel: string;
  items: {
    productId: number;
    name: string;
    quantity: number;
    price: number;
    isSubscription: boolean;
    frequency: string | null;
  }[];
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  canResume: boolean;
  paidAt: string | null;
  canceledAt: string | null;
  [key: string]: unknown;
}

/** Two Box Essentielle by subscription (2 × 25.49) and a Box Cadeau (24.99) with promo20: 75.97 - 15.19 = 60.78. */
export const CART: CartLine[] = [
  { id: 1, quantity: 2, isSubscription: true, frequency: 'monthly', name: 'Box Essentielle', price: 25.49 },
  { id: 5, quantity: 1, isSubscription: false, name: 'Box Cadeau', price: 24.99 },
];
export const TOTAL = '60.78';
/** One Box Essentielle: 29.99 + 4.99 shipping. */
export const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

/**
 * What the checkout suites share: the real app (PostgreSQL, the Mollie sandbox over HTTP, a real SMTP
 * capture for the confirmation mails), two customers, and the checkout and order calls.
 */
export class CheckoutShop extends MailingShop {
  alice!: Customer;
  bob!: Customer;

  override async start(): Promise<void> {
    await super.start();
    this.alice = await this.shop.customer('Alice');
    this.bob = await this.shop.customer('Bob');
  }

  pay = (customer: Customer | null, body: unknown, key?: string) =>
    this.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...(customer ? customer.auth : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as Record<string, unknown>,
    });

  created = async (customer: Customer, body: unknown, key?: string): Promise<CheckoutJson> => {
    const response = await this.pay(customer, body, key);
    expect(response.statusCode).toBe(201);
    return response.json<CheckoutJson>();
  };

  get = (customer: Customer, url: string) => this.shop.app.inject({ method: 'GET', url, headers: customer.auth });

  orderOf = async (customer: Customer, orderNumber: string): Promise<OrderJson> => {
    const response = await this.get(customer, `/api/orders/${orderNumber}`);
    expect(response.statusCode).toBe(200);
    return response.json<OrderJson>();
  };

  snapshotCounts = async () => ({
    orders: await this.shop.count('orders'),
    payments: await this.shop.count('order_payments'),
    requests: await this.shop.count('checkout_requests'),
    sandbox: this.shop.sandboxPaymentCount(),
  });
}

/** The checkout shop, started before the suite's tests and stopped after them. */
export const useCheckoutShop = (): CheckoutShop => useSuiteFixture(new CheckoutShop());
