import type { components } from '../../../generated/api-schema';

type Schemas = components['schemas'];

/** Payment statuses as Mollie reports them. */
export type PaymentStatus = Schemas['PaymentStatus'];

/** POST /api/mollie/payments body (docs/design/checkout.md; the server prices it again), generated from the OpenAPI document. */
export type CreatePaymentRequest = Schemas['CreatePaymentRequest'];
export type BillingInfo = Schemas['BillingInfoRequest'];
export type ShippingInfo = Required<Schemas['ShippingInfoRequest']>;
/** When a gift's recipient is told: never (a surprise) or when the box ships. */
export type GiftNotify = NonNullable<Schemas['GiftRequest']['notify']>;

/** The answer to POST /api/mollie/payments and POST /api/orders/:orderId/resume. */
export type PaymentCreated = Schemas['CheckoutResponse'];
/** GET /api/mollie/payments/:id */
export type PaymentStatusAnswer = Schemas['PaymentStatusResponse'];

type CheckoutLinks = { checkout?: { href?: string | null } | null } | null;

/** The provider's checkout page of a created payment: checkoutUrl, else _links.checkout.href, else links.checkout.href. */
export function checkoutLink(payment: {
  checkoutUrl?: string | null;
  _links?: CheckoutLinks;
  links?: CheckoutLinks;
}): string | null {
  return payment.checkoutUrl || payment._links?.checkout?.href || payment.links?.checkout?.href || null;
}
