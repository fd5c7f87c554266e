/** Who is asking for a quote: the signed-in customer's id (the token's subject), absent for a visitor. */
export type CustomerId = string;

/**
 * Port: does this customer already have a paid order? Decides whether a first-order-only promo code
 * (BIENVENUE) is still allowed. The ordering module implements it (`CustomerPaidOrders`) and binds
 * it to this port.
 */
export abstract class PaidOrderLookup {
  abstract hasPaidOrder(customerId: CustomerId): Promise<boolean>;
}
