/** Who is asking for a quote: the signed-in customer's id (the token's subject), absent for a visitor. */
export type CustomerId = string;

/**
 * Port: does this customer already have a paid order? Decides whether a first-order-only promo code
 * (BIENVENUE) is still allowed. The ordering module will provide the real implementation; until
 * orders exist, cart-pricing binds NoPaidOrderLookup (always false).
 */
export abstract class PaidOrderLookup {
  abstract hasPaidOrder(customerId: CustomerId): Promise<boolean>;
}
