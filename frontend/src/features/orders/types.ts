/** Order statuses of the customer's view (spec §4). */
export type OrderStatus =
  'en_attente_paiement' | 'payee' | 'en_preparation' | 'expediee' | 'livree' | 'annulee' | 'retournee';

export interface OrderItem {
  productId: number;
  name: string;
  quantity: number;
  /** Unit price paid, in euros. */
  price: number;
  isSubscription: boolean;
  frequency?: string | null;
}

export interface OrderAddress {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  sameAsBilling?: boolean;
}

export interface OrderTracking {
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

/** GET /api/mollie/orders item: amounts in euros; labels are the server's (customer wording). */
export interface CustomerOrder {
  _id: string;
  orderId: string;
  createdAt: string;
  updatedAt?: string;
  amount: number;
  currency: string;
  /** Payment status (open, pending, paid, failed, canceled, expired…). */
  status: string;
  /** Payment badge label: 'Payé', 'En attente'… */
  statusLabel: string;
  orderStatus: OrderStatus | string;
  /** Customer label of the order status: 'Commande confirmée'… */
  orderStatusLabel: string;
  items: OrderItem[];
  subtotal: number;
  discount?: number | null;
  promoCode?: string | null;
  shipping: number;
  billingInfo?: OrderAddress | null;
  shippingInfo?: OrderAddress | null;
  tracking?: OrderTracking | null;
  notes?: { customer?: string | null } | null;
  paidAt?: string | null;
  confirmedAt?: string | null;
  preparationStartedAt?: string | null;
  shippedAt?: string | null;
  deliveredAt?: string | null;
  canceledAt?: string | null;
  returnedAt?: string | null;
  canResume?: boolean;
  /** The subscription this order is a box of ('Abo' badge, link to it); null for a one-off purchase. */
  subscriptionId?: string | null;
  /** The credit notes of its refunds (downloadable). */
  creditNotes?: { number: string; issuedAt: string; total: number }[];
  /** The withdrawal (droit de rétractation): whether it is open now, until when, and the request made. */
  withdrawal?: CustomerWithdrawal;
}

/** What the server says about withdrawing from an order. */
export interface CustomerWithdrawal {
  /** 'Se rétracter' is offered now. */
  canWithdraw: boolean;
  /** Last moment of the 14 days (ISO), null while not delivered yet. */
  deadline: string | null;
  request: {
    status: 'demandee' | 'recue' | 'remboursee';
    statusLabel: string;
    requestedAt: string;
    items: { productId: number; name: string; quantity: number }[];
    reason?: string | null;
    amount: number;
  } | null;
}
