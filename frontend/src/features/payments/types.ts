/** Mollie's amount: a 2-decimal string and a currency ("60.38", "EUR"). */
export interface MoneyAmount {
  value: string;
  currency: string;
}

/** Payment statuses as Mollie reports them. */
export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface BillingInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface ShippingInfo {
  sameAsBilling: boolean;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface PaymentItem {
  id: number;
  name: string;
  quantity: number;
  price: number;
  isSubscription: boolean;
  frequency?: string;
}

/** POST /api/mollie/payments body (spec §3, payment creation payload; the server prices it again). */
export interface CreatePaymentRequest {
  amount: MoneyAmount;
  description: string;
  redirectUrl: string;
  method?: string;
  issuer?: string;
  promoCode?: string;
  metadata: {
    items: PaymentItem[];
    billingInfo: BillingInfo;
    shippingInfo: ShippingInfo;
  };
}

/** The answer to POST /api/mollie/payments and POST /api/mollie/orders/:orderId/resume. */
export interface PaymentCreated {
  id: string;
  status?: string;
  orderId: string;
  checkoutUrl?: string | null;
  _links?: { checkout?: { href?: string | null } | null } | null;
  links?: { checkout?: { href?: string | null } | null } | null;
  amount?: MoneyAmount;
}

/** GET /api/mollie/payments/:id */
export interface PaymentStatusAnswer {
  id: string;
  status?: string | null;
  orderId?: string | null;
  amount?: MoneyAmount;
}

/** The provider's checkout page of a created payment: checkoutUrl, else _links.checkout.href, else links.checkout.href. */
export function checkoutLink(payment: PaymentCreated): string | null {
  return payment.checkoutUrl || payment._links?.checkout?.href || payment.links?.checkout?.href || null;
}
