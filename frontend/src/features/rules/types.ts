/**
 * GET /api/rules as the server's RulesResponse DTO describes it (backend/src/modules/rules/http/
 * rules.response.ts), field for field: the type to swap for the one generated from the OpenAPI document.
 */
export type Frequency = 'monthly' | 'bimonthly' | 'quarterly';

export type OrderStatus =
  'en_attente_paiement' | 'payee' | 'en_preparation' | 'expediee' | 'livree' | 'annulee' | 'retournee';

export interface FrequencyRule {
  value: Frequency;
  label: string;
  months: number;
}

export interface OrderStatusRule {
  value: OrderStatus;
  /** The back office's label. */
  label: string;
  /** The label the customer reads. */
  customerLabel: string;
  /** The button that leads to this state; null for the initial one. */
  actionLabel: string | null;
  /** The states allowed next (none: a final state). */
  next: OrderStatus[];
}

export interface ShippingRule {
  trackedStatus: 'expediee';
  carriers: string[];
  trackingRequiredMessage: string;
  /** Euros, under the threshold. */
  fee: number;
  /** Euros of subtotal from which shipping is free. */
  freeShippingThreshold: number;
}

export interface RulesResponse {
  subscriptionDiscountPercent: number;
  frequencies: FrequencyRule[];
  defaultFrequency: Frequency;
  statuses: OrderStatusRule[];
  /** '… de {from} vers {to}': the history note when the administrator types none. */
  defaultHistoryNote: string;
  shipping: ShippingRule;
}
