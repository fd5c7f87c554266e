/** GET /api/subscriptions (DESIGN §8): amounts in euros, calendar dates 'YYYY-MM-DD'. */
export type SubscriptionStatus = 'en_attente' | 'active' | 'en_pause' | 'suspendue' | 'annulee';
export type SubscriptionFrequency = 'monthly' | 'bimonthly' | 'quarterly';

/** What the server lets the customer ask in the subscription's current state. */
export type SubscriptionAction =
  'changeFrequency' | 'skip' | 'pause' | 'resume' | 'cancel' | 'reactivate' | 'updatePaymentMethod';

export interface SubscriptionItem {
  productId: number;
  name: string;
  quantity: number;
  unitPrice: number;
  image: string | null;
}

export interface SubscriptionOrder {
  orderId: string;
  createdAt: string;
  amount: number;
  /** Payment status (paid, open, failed…). */
  status: string;
  orderStatus: string;
}

export interface Subscription {
  id: string;
  status: SubscriptionStatus | string;
  statusLabel: string;
  frequency: SubscriptionFrequency | string;
  frequencyLabel: string;
  items: SubscriptionItem[];
  amount: number;
  currency: string;
  paymentMethod: string | null;
  nextChargeOn: string | null;
  pausedUntil: string | null;
  createdAt: string;
  canceledAt: string | null;
  orders: SubscriptionOrder[];
  actions?: SubscriptionAction[];
}
