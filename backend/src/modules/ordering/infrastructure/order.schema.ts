import { EntitySchema } from 'typeorm';
import { diesWith } from '../../../shared/database/dies-with.js';
import { type StatusHistoryColumns, statusHistoryColumnOptions } from '../../../shared/database/status-history.js';
import { sqlList } from '../../../shared/database/sql-list.js';
import type { OrderSnapshot } from '../domain/order.js';
import { ORDER_STATUSES } from '../domain/order-status.js';
import { PAYMENT_STATUSES } from '../domain/payment-status.js';
import type { CheckoutOptions, OrderPaymentRow, CheckoutRequestRow } from '../application/ports/checkout-records.js';

const ORDER_STATUSES_SQL = sqlList(ORDER_STATUSES);
const PAYMENT_STATUSES_SQL = sqlList(PAYMENT_STATUSES);

/**
 * The `orders` columns TypeORM reads: the Order's persisted state (OrderSnapshot), flat. The customer's
 * note has its own column, the statuses and the currency are the database's text, the history is in
 * `order_history`.
 */
export interface OrderColumns extends Omit<
  OrderSnapshot,
  'status' | 'paymentStatus' | 'currency' | 'notes' | 'history'
> {
  status: string;
  paymentStatus: string;
  currency: string;
  customerNote: string | null;
}

/** An `orders` row (amounts in cents, snapshots as jsonb). The Order aggregate is rebuilt from it. */
export interface OrderRow extends OrderColumns {
  /** Folded order number, customer name and email for the back office's search: kept by a database trigger. */
  searchText?: string | null;
  stockState?: string;
  restockNeeded?: boolean;
  /** Someone works on this order outside a transaction until then (durable steps); written with SQL only. */
  leaseUntil?: Date | null;
  /** The method and issuer the shopper asked for, to create the payment again identically; written with SQL only. */
  checkoutOptions?: CheckoutOptions | null;
}

export interface OrderHistoryRow extends StatusHistoryColumns {
  id: string;
  orderId: string;
  order?: OrderRow;
}

/**
 * TypeORM mappings of the ordering tables, created by migrations (never synchronised). They describe
 * the tables completely so that `migration:generate` finds no difference; the partial, descending,
 * expression and trigram indexes are the migrations' (`synchronize: false`). `search_text` is written by
 * a trigger, never by TypeORM; the figures behind the back office's statistics (`order_figures`) are
 * kept by triggers too and read with SQL only.
 */
export const OrderSchema = new EntitySchema<OrderRow>({
  name: 'Order',
  tableName: 'orders',
  columns: {
    id: { type: 'uuid', primary: true },
    orderNumber: { name: 'order_number', type: 'varchar', length: 20 },
    customerId: { name: 'customer_id', type: 'uuid', nullable: true },
    subscriptionId: { name: 'subscription_id', type: 'uuid', nullable: true },
    giftSubscriptionId: { name: 'gift_subscription_id', type: 'uuid', nullable: true },
    status: { type: 'varchar', length: 30 },
    paymentStatus: { name: 'payment_status', type: 'varchar', length: 20 },
    molliePaymentId: { name: 'mollie_payment_id', type: 'varchar', length: 64, nullable: true },
    paymentStartedAt: { name: 'payment_started_at', type: 'timestamptz' },
    items: { type: 'jsonb' },
    billing: { type: 'jsonb' },
    shipping: { type: 'jsonb' },
    subtotalCents: { name: 'subtotal_cents', type: 'integer' },
    discountCents: { name: 'discount_cents', type: 'integer', default: 0 },
    promoCode: { name: 'promo_code', type: 'varchar', length: 20, nullable: true },
    shippingCents: { name: 'shipping_cents', type: 'integer', default: 0 },
    giftCardsCents: { name: 'gift_cards_cents', type: 'integer', default: 0 },
    giftCardPaidCents: { name: 'gift_card_paid_cents', type: 'integer', default: 0 },
    totalCents: { name: 'total_cents', type: 'integer' },
    currency: { type: 'varchar', length: 3, default: 'EUR' },
    tracking: { type: 'jsonb', nullable: true },
    gift: { type: 'jsonb', nullable: true },
    customerNote: { name: 'customer_note', type: 'text', nullable: true },
    refundRequired: { name: 'refund_required', type: 'boolean', default: false },
    createdAt: { name: 'created_at', type: 'timestamptz' },
    updatedAt: { name: 'updated_at', type: 'timestamptz' },
    paidAt: { name: 'paid_at', type: 'timestamptz', nullable: true },
    confirmedAt: { name: 'confirmed_at', type: 'timestamptz', nullable: true },
    preparationStartedAt: { name: 'preparation_started_at', type: 'timestamptz', nullable: true },
    shippedAt: { name: 'shipped_at', type: 'timestamptz', nullable: true },
    deliveredAt: { name: 'delivered_at', type: 'timestamptz', nullable: true },
    canceledAt: { name: 'canceled_at', type: 'timestamptz', nullable: true },
    returnedAt: { name: 'returned_at', type: 'timestamptz', nullable: true },
    searchText: { name: 'search_text', type: 'text', nullable: true, select: false, insert: false, update: false },
    // What the order's units do to the stock: written with SQL by the catalogue's stock reservations only.
    stockState: {
      name: 'stock_state',
      type: 'varchar',
      length: 10,
      default: 'none',
      select: false,
      insert: false,
      update: false,
    },
    // A renewal created without its units ('À réapprovisionner'): written with SQL only.
    restockNeeded: {
      name: 'restock_needed',
      type: 'boolean',
      default: false,
      select: false,
      insert: false,
      update: false,
    },
    leaseUntil: {
      name: 'lease_until',
      type: 'timestamptz',
      nullable: true,
      select: false,
      insert: false,
      update: false,
    },
    checkoutOptions: {
      name: 'checkout_options',
      type: 'jsonb',
      nullable: true,
      select: false,
      insert: false,
      update: false,
    },
  },
  uniques: [
    { name: 'orders_order_number_key', columns: ['orderNumber'] },
    { name: 'orders_mollie_payment_id_key', columns: ['molliePaymentId'] },
  ],
  indices: [
    { name: 'orders_customer_created_idx', columns: ['customerId', 'createdAt'], synchronize: false },
    { name: 'orders_awaiting_payment_idx', columns: ['paymentStartedAt'], synchronize: false },
    { name: 'orders_subscription_idx', columns: ['subscriptionId'], synchronize: false },
    { name: 'orders_gift_subscription_idx', columns: ['giftSubscriptionId'], synchronize: false },
    // The back office's list, sorts and search (admin-orders migration).
    { name: 'orders_created_id_idx', columns: ['createdAt', 'id'], synchronize: false },
    { name: 'orders_status_created_idx', columns: ['status', 'createdAt', 'id'], synchronize: false },
    { name: 'orders_payment_created_idx', columns: ['paymentStatus', 'createdAt', 'id'], synchronize: false },
    { name: 'orders_refund_created_idx', columns: ['createdAt', 'id'], synchronize: false },
    { name: 'orders_total_idx', columns: ['totalCents', 'id'], synchronize: false },
    { name: 'orders_customer_name_idx', columns: ['billing', 'id'], synchronize: false },
    { name: 'orders_order_number_prefix_idx', columns: ['orderNumber'], synchronize: false },
    { name: 'orders_search_trgm_idx', columns: ['searchText'], synchronize: false },
    { name: 'orders_without_payment_idx', columns: ['createdAt'], synchronize: false },
    // 'À réapprovisionner': the partial index of the restock-orders-index migration.
    { name: 'orders_restock_needed_idx', columns: ['createdAt', 'id'], synchronize: false },
  ],
  checks: [
    { name: 'orders_status_check', expression: `"status" IN (${ORDER_STATUSES_SQL})` },
    { name: 'orders_payment_status_check', expression: `"payment_status" IN (${PAYMENT_STATUSES_SQL})` },
    { name: 'orders_stock_state_check', expression: `"stock_state" IN ('none', 'reserved', 'sold', 'released')` },
    {
      name: 'orders_amounts_check',
      expression:
        '"subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "shipping_cents" >= 0 AND "gift_cards_cents" >= 0 AND "total_cents" = "subtotal_cents" - "discount_cents" + "shipping_cents" + "gift_cards_cents"',
    },
    {
      name: 'orders_gift_card_paid_check',
      expression: '"gift_card_paid_cents" >= 0 AND "gift_card_paid_cents" <= "total_cents"',
    },
  ],
});

/**
 * The columns TypeORM reads, and the `hidden` ones asked for (written with SQL only), as a SELECT list
 * (`o.order_number AS "orderNumber", …`): read models written in SQL get every new column with no edit.
 */
export function orderColumnsSql(alias: string, hidden: readonly (keyof OrderRow)[] = []): string {
  return Object.entries(OrderSchema.options.columns)
    .filter(([property, column]) => column?.select !== false || hidden.includes(property as keyof OrderRow))
    .map(([property, column]) => `${alias}.${column?.name ?? property} AS "${property}"`)
    .join(', ');
}

export const OrderHistorySchema = new EntitySchema<OrderHistoryRow>({
  name: 'OrderHistory',
  tableName: 'order_history',
  columns: statusHistoryColumnOptions('orderId', 'order_id', 30),
  relations: { order: diesWith('Order', 'order_id', 'order_history_order_fk') },
  indices: [{ name: 'order_history_order_idx', columns: ['orderId', 'id'] }],
});

export const OrderPaymentSchema = new EntitySchema<OrderPaymentRow & { order?: OrderRow }>({
  name: 'OrderPayment',
  tableName: 'order_payments',
  columns: {
    paymentId: { name: 'payment_id', type: 'varchar', length: 64, primary: true },
    orderId: { name: 'order_id', type: 'uuid' },
    status: { type: 'varchar', length: 20 },
    amountCents: { name: 'amount_cents', type: 'integer' },
    currency: { type: 'varchar', length: 3 },
    checkoutUrl: { name: 'checkout_url', type: 'varchar', length: 2048, nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz' },
    updatedAt: { name: 'updated_at', type: 'timestamptz' },
  },
  relations: { order: diesWith('Order', 'order_id', 'order_payments_order_fk') },
  indices: [{ name: 'order_payments_order_idx', columns: ['orderId'] }],
  checks: [{ name: 'order_payments_status_check', expression: `"status" IN (${PAYMENT_STATUSES_SQL})` }],
});

export const CheckoutRequestSchema = new EntitySchema<CheckoutRequestRow & { order?: OrderRow | null }>({
  name: 'CheckoutRequest',
  tableName: 'checkout_requests',
  columns: {
    customerId: { name: 'customer_id', type: 'uuid', primary: true },
    idempotencyKey: { name: 'idempotency_key', type: 'varchar', length: 255, primary: true },
    requestHash: { name: 'request_hash', type: 'varchar', length: 64 },
    orderId: { name: 'order_id', type: 'uuid', nullable: true },
    response: { type: 'jsonb', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz' },
  },
  relations: { order: { ...diesWith('Order', 'order_id', 'checkout_requests_order_fk'), nullable: true } },
  indices: [{ name: 'checkout_requests_order_idx', columns: ['orderId'] }],
});

export const ORDERING_SCHEMAS = [OrderSchema, OrderHistorySchema, OrderPaymentSchema, CheckoutRequestSchema];
