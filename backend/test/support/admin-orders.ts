import { MailingShop } from './mailing-shop.js';
import { type CartLine, type Customer, paymentBody, waitFor } from './shop-fixture.js';
import { useSuiteFixture } from './suite-fixture.js';

export type Status =
  'en_attente_paiement' | 'payee' | 'en_preparation' | 'expediee' | 'livree' | 'annulee' | 'retournee';
export const STATUSES: Status[] = [
  'en_attente_paiement',
  'payee',
  'en_preparation',
  'expediee',
  'livree',
  'annulee',
  'retournee',
];
export const LABELS: Record<Status, string> = {
  en_attente_paiement: 'En attente de paiement',
  payee: 'Commande reçue',
  en_preparation: 'En cours de préparation',
  expediee: 'Commande expédiée',
  livree: 'Commande livrée',
  annulee: 'Commande annulée',
  retournee: 'Commande retournée',
};
/** How the suites bring a paid order to each state, through the endpoint. */
const PATH: Record<Status, Status[]> = {
  en_attente_paiement: [],
  payee: [],
  en_preparation: ['en_preparation'],
  expediee: ['en_preparation', 'expediee'],
  livree: ['en_preparation', 'expediee', 'livree'],
  annulee: ['annulee'],
  retournee: ['en_preparation', 'expediee', 'retournee'],
};
export const BPOST = { carrier: 'Bpost', trackingNumber: 'CD123456789BE' };
const ONE_BOX: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

export interface AdminOrder {
  _id: string;
  orderId: string;
  amount: number;
  status: string;
  statusLabel: string;
  orderStatus: Status;
  orderStatusLabel: string;
  customerId: string | null;
  billingInfo: { firstName: string; lastName: string; email: string; phone: string };
  items: { name: string; price: number; quantity: number; isSubscription: boolean }[];
  hasSubscription: boolean;
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  gift: { recipientEmail: string | null; message: string | null; notify: string; hidePrices: boolean } | null;
  refundRequired: boolean;
  allowedTransitions: {
    status: Status;
    label: string;
    actionLabel: string;
    effects: { code: string; text: string }[];
  }[];
  isFinal: boolean;
  history: {
    from: Status | null;
    to: Status;
    by: string;
    byLabel: string;
    note: string | null;
    fromLabel: string | null;
  }[];
  [stamp: string]: unknown;
}
export interface ListJson {
  orders: AdminOrder[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalOrders: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
    limit: number;
    totalIsCapped: boolean;
  };
}

/**
 * What the back office's order suites share: the real app (PostgreSQL, the Mollie sandbox over HTTP
 * for payments, a real SMTP capture for the customer's mails), two administrators and a customer,
 * and orders brought to any state through the real checkout and the status endpoint.
 */
export class AdminOrdersDesk extends MailingShop {
  admin!: Customer;
  otherAdmin!: Customer;
  camille!: Customer;
  private billingCounter = 0;

  override async start(): Promise<void> {
    await super.start();
    this.admin = await this.shop.admin('Alice', 'Gérante');
    this.otherAdmin = await this.shop.admin('Bruno', 'Adjoint');
    this.camille = await this.shop.customer('Camille');
  }

  call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Customer | null, payload?: object) =>
    this.shop.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });

  list = async (query = ''): Promise<ListJson> => {
    const res = await this.call('GET', `/api/admin/orders${query}`, this.admin);
    expect(res.statusCode).toBe(200);
    return res.json<ListJson>();
  };

  detail = async (orderId: string): Promise<AdminOrder> => {
    const res = await this.call('GET', `/api/admin/orders/${orderId}`, this.admin);
    expect(res.statusCode).toBe(200);
    return res.json<AdminOrder>();
  };

  setStatus = (orderId: string, body: object, who: Customer = this.admin) =>
    this.call('PUT', `/api/admin/orders/${orderId}/status`, who, body);

  /** An order through the real checkout (not paid yet), with billing names of its own. */
  placeOrder = async (
    customer: Customer = this.camille,
    billing: Partial<Record<'firstName' | 'lastName' | 'email', string>> = {},
  ): Promise<{ orderId: string; checkoutUrl: string }> => {
    const n = ++this.billingCounter;
    const billingInfo = {
      firstName: 'Camille',
      lastName: 'Peeters',
      email: `camille.peeters${n}@example.be`,
      phone: '+32470123456',
      address: 'Rue Haute 12',
      city: 'Bruxelles',
      postalCode: '1000',
      country: 'BE',
      ...billing,
    };
    const res = await this.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: customer.auth,
      payload: paymentBody('34.98', ONE_BOX, { metadata: { billingInfo } }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ orderId: string; checkoutUrl: string }>();
  };

  /** A paid order ('Payé' on the sandbox's checkout page: Mollie rings the webhook). */
  paidOrder = async (customer: Customer = this.camille, billing = {}): Promise<string> => {
    const { orderId, checkoutUrl } = await this.placeOrder(customer, billing);
    await this.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await this.shop.orderRow(orderId)).status === 'payee');
    return orderId;
  };

  orderIn = async (status: Status): Promise<string> => {
    if (status === 'en_attente_paiement') return (await this.placeOrder()).orderId;
    const orderId = await this.paidOrder();
    for (const step of PATH[status]) {
      const res = await this.setStatus(orderId, {
        orderStatus: step,
        ...(step === 'expediee' ? { tracking: BPOST } : {}),
      });
      expect(res.statusCode).toBe(200);
    }
    return orderId;
  };

  historyLength = async (orderId: string) => (await this.shop.history(orderId)).length;
}

/** The desk, started before the suite's tests and stopped after them. */
export const useAdminOrdersDesk = (): AdminOrdersDesk => useSuiteFixture(new AdminOrdersDesk());
