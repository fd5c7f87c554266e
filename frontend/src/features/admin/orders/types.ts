/** The back office's orders (GET /api/mollie/admin/orders, /stats, PUT …/status): amounts in euros. */
export type OrderStatus =
  'en_attente_paiement' | 'payee' | 'en_preparation' | 'expediee' | 'livree' | 'annulee' | 'retournee';

export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export type OrderSort = 'createdAt' | 'total' | 'orderNumber' | 'customer';
export type SortOrder = 'asc' | 'desc';

/** A state the order may go to, as the server's state machine says (label and button text included). */
export interface AllowedTransition {
  status: OrderStatus;
  label: string;
  actionLabel: string;
}

export interface OrderHistoryEntry {
  from: OrderStatus | null;
  fromLabel: string | null;
  to: OrderStatus;
  toLabel: string;
  at: string;
  by: string;
  byLabel: string;
  note: string | null;
}

export interface AdminOrderItem {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  isSubscription: boolean;
  frequency: string | null;
}

export interface BillingInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface ShippingInfo {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface Tracking {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface AdminOrder {
  _id: string;
  orderId: string;
  createdAt: string;
  updatedAt: string;
  amount: number;
  currency: string;
  /** Payment status and its badge. */
  status: string;
  statusLabel: string;
  orderStatus: OrderStatus;
  orderStatusLabel: string;
  paymentId: string | null;
  items: AdminOrderItem[];
  hasSubscription: boolean;
  /** The subscription this order is a box of (the 'Abo' badge links to it); null for a one-off purchase. */
  subscriptionId?: string | null;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  billingInfo: BillingInfo;
  shippingInfo: ShippingInfo;
  customerId: string | null;
  tracking: Tracking | null;
  notes: { customer: string | null };
  paidAt: string | null;
  confirmedAt: string | null;
  preparationStartedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  canceledAt: string | null;
  returnedAt: string | null;
  refundRequired: boolean;
  /** A subscription renewal created short of stock: 'À réapprovisionner'. */
  restockNeeded: boolean;
  allowedTransitions: AllowedTransition[];
  isFinal: boolean;
  history: OrderHistoryEntry[];
  /** One order only: its invoice and credit notes. */
  documents?: OrderDocument[];
  /** One order only: its refunds and what the server allows now. */
  refund?: OrderRefunds;
  /** One order only: the customer's withdrawal (droit de rétractation), if any. */
  withdrawal?: AdminWithdrawal | null;
}

export interface OrderListPagination {
  currentPage: number;
  totalPages: number;
  totalOrders: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  limit?: number;
  /** A search stopped counting (1000+). */
  totalIsCapped?: boolean;
}

export interface OrderListResponse {
  orders: AdminOrder[];
  pagination: OrderListPagination;
}

/** The list's state (kept in the address): what the screen asks the server. */
export interface OrderListQuery {
  page: number;
  limit: number;
  sortBy: OrderSort;
  sortOrder: SortOrder;
  orderStatus: OrderStatus | '';
  status: PaymentStatus | '';
  refundOnly: boolean;
  search: string;
}

export interface StatusCount<S extends string> {
  status: S;
  label: string;
  count: number;
}

export interface OrderStats {
  overview: { totalOrders: number; totalRevenue: number; averageOrderValue: number; paidOrders?: number };
  toProcess?: number;
  refundRequired?: number;
  byStatus?: StatusCount<OrderStatus>[];
  paymentStatuses?: StatusCount<PaymentStatus>[];
  revenueByDay?: { date: string; revenue: number; orders: number }[];
}

export interface UpdateOrderStatusPayload {
  orderStatus: OrderStatus;
  /** The state the administrator saw (a concurrent change is then refused with 409). */
  expectedStatus?: OrderStatus;
  notes?: string;
  tracking?: { carrier: string; trackingNumber: string; trackingUrl?: string };
}

export interface UpdateOrderStatusResponse {
  success: boolean;
  message: string;
  order: AdminOrder;
}

/** An invoice or credit note of the order (GET /api/mollie/admin/orders/:orderId). */
export interface OrderDocument {
  number: string;
  kind: 'invoice' | 'credit-note';
  kindLabel: string;
  issuedAt: string;
  total: number;
}

/** A refund of the order (Mollie refund + credit note). */
export interface OrderRefund {
  id: string;
  amount: number;
  reason: string;
  status: 'pending' | 'done';
  statusLabel: string;
  mollieRefundId: string | null;
  creditNoteNumber: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface OrderRefunds {
  /** What may still be refunded, in euros. */
  refundable: number;
  refunded: number;
  /** The server offers 'Rembourser' (refund flag, cancelled after payment, returned). */
  canRefund: boolean;
  refunds: OrderRefund[];
}

export interface RefundPayload {
  amount?: number;
  reason: string;
}

export interface RefundResponse {
  success: boolean;
  message: string;
  refund: OrderRefund;
  refundable: number;
}

/** The customer's withdrawal of an order, as the back office sees it. */
export interface AdminWithdrawal {
  id: string;
  status: 'demandee' | 'recue' | 'remboursee';
  statusLabel: string;
  items: { productId: number; name: string; quantity: number }[];
  reason: string | null;
  amount: number;
  requestedAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
  /** 'Marchandise reçue' is offered. */
  canReceive: boolean;
}
