import { EntitySchema } from 'typeorm';
import { GiftSubscriptionSchema } from './gift-subscription.schema.js';
import { diesWith } from '../../../shared/database/dies-with.js';
import { type StatusHistoryColumns, statusHistoryColumnOptions } from '../../../shared/database/status-history.js';
import { sqlList } from '../../../shared/database/sql-list.js';
import { FREQUENCIES } from '../../../shared/subscription-rules.js';
import { GATEWAY_PAYMENT_STATUSES } from '../../payments/index.js';
import { CYCLE_STATUSES } from '../domain/cycle.js';
import type { SubscriptionSnapshot } from '../domain/subscription.js';
import { SUBSCRIPTION_STATUSES } from '../domain/subscription-status.js';
import type {
  SubscriptionCycleRow,
  SubscriptionPaymentAttemptRow,
  MollieCustomerRow,
} from '../application/ports/renewal-records.js';

const STATUSES_SQL = sqlList(SUBSCRIPTION_STATUSES);
const FREQUENCIES_SQL = sqlList(FREQUENCIES);
const CYCLE_STATUSES_SQL = sqlList(CYCLE_STATUSES);
/** A payment attempt is 'creating' until Mollie answered, then has Mollie's status. */
const ATTEMPT_STATUSES_SQL = sqlList(['creating', ...GATEWAY_PAYMENT_STATUSES]);
/**
 * A `subscriptions` row: the aggregate's snapshot without its history, the enumerations as plain text
 * and calendar dates as 'YYYY-MM-DD' strings (PostgreSQL `date`).
 */
export type SubscriptionRow = Omit<SubscriptionSnapshot, 'status' | 'frequency' | 'currency' | 'history'> & {
  status: string;
  frequency: string;
  currency: string;
  /** The box whose 3-days-before reminder was sent (once per cycle); written with SQL only. */
  remindedFor?: string | null;
};

export interface SubscriptionHistoryRow extends StatusHistoryColumns {
  id: string;
  subscriptionId: string;
  subscription?: SubscriptionRow;
}

/**
 * TypeORM mappings of the subscription tables, created by the migrations (never synchronised); they
 * describe the tables completely so that `migration:generate` finds no difference. Partial and
 * descending indexes are the migration's (`synchronize: false`).
 */
export const MollieCustomerSchema = new EntitySchema<MollieCustomerRow>({
  name: 'MollieCustomer',
  tableName: 'mollie_customers',
  columns: {
    userId: { name: 'user_id', type: 'uuid', primary: true },
    mollieCustomerId: { name: 'mollie_customer_id', type: 'varchar', length: 64 },
    createdAt: { name: 'created_at', type: 'timestamptz' },
  },
  uniques: [{ name: 'mollie_customers_mollie_id_key', columns: ['mollieCustomerId'] }],
});

export const SubscriptionSchema = new EntitySchema<SubscriptionRow>({
  name: 'Subscription',
  tableName: 'subscriptions',
  columns: {
    id: { type: 'uuid', primary: true },
    customerId: { name: 'customer_id', type: 'uuid' },
    status: { type: 'varchar', length: 20 },
    frequency: { type: 'varchar', length: 20 },
    items: { type: 'jsonb' },
    subtotalCents: { name: 'subtotal_cents', type: 'integer' },
    shippingCents: { name: 'shipping_cents', type: 'integer' },
    amountCents: { name: 'amount_cents', type: 'integer' },
    currency: { type: 'varchar', length: 3, default: 'EUR' },
    firstOrderId: { name: 'first_order_id', type: 'uuid' },
    firstOrderLine: { name: 'first_order_line', type: 'integer' },
    mollieCustomerId: { name: 'mollie_customer_id', type: 'varchar', length: 64 },
    mandateId: { name: 'mandate_id', type: 'varchar', length: 64, nullable: true },
    paymentMethod: { name: 'payment_method', type: 'varchar', length: 100, nullable: true },
    anchorDay: { name: 'anchor_day', type: 'smallint' },
    nextChargeOn: { name: 'next_charge_on', type: 'date', nullable: true },
    lastChargedOn: { name: 'last_charged_on', type: 'date', nullable: true },
    pausedUntil: { name: 'paused_until', type: 'date', nullable: true },
    cycleCount: { name: 'cycle_count', type: 'integer' },
    createdAt: { name: 'created_at', type: 'timestamptz' },
    updatedAt: { name: 'updated_at', type: 'timestamptz' },
    activatedAt: { name: 'activated_at', type: 'timestamptz', nullable: true },
    pausedAt: { name: 'paused_at', type: 'timestamptz', nullable: true },
    suspendedAt: { name: 'suspended_at', type: 'timestamptz', nullable: true },
    canceledAt: { name: 'canceled_at', type: 'timestamptz', nullable: true },
    remindedFor: { name: 'reminded_for', type: 'date', nullable: true, select: false, insert: false, update: false },
  },
  uniques: [{ name: 'subscriptions_first_order_line_key', columns: ['firstOrderId', 'firstOrderLine'] }],
  indices: [
    { name: 'subscriptions_customer_created_idx', columns: ['customerId', 'createdAt'], synchronize: false },
    { name: 'subscriptions_due_idx', columns: ['nextChargeOn'], synchronize: false },
    { name: 'subscriptions_pause_end_idx', columns: ['pausedUntil'], synchronize: false },
    { name: 'subscriptions_status_created_idx', columns: ['status', 'createdAt', 'id'], synchronize: false },
  ],
  checks: [
    { name: 'subscriptions_status_check', expression: `"status" IN (${STATUSES_SQL})` },
    { name: 'subscriptions_frequency_check', expression: `"frequency" IN (${FREQUENCIES_SQL})` },
    {
      name: 'subscriptions_amounts_check',
      expression:
        '"subtotal_cents" >= 0 AND "shipping_cents" >= 0 AND "amount_cents" = "subtotal_cents" + "shipping_cents" AND "amount_cents" > 0',
    },
    { name: 'subscriptions_anchor_day_check', expression: '"anchor_day" BETWEEN 1 AND 31' },
  ],
});

export const SubscriptionHistorySchema = new EntitySchema<SubscriptionHistoryRow>({
  name: 'SubscriptionHistory',
  tableName: 'subscription_history',
  columns: statusHistoryColumnOptions('subscriptionId', 'subscription_id', 20),
  relations: { subscription: diesWith('Subscription', 'subscription_id', 'subscription_history_subscription_fk') },
  indices: [{ name: 'subscription_history_subscription_idx', columns: ['subscriptionId', 'id'] }],
});

export const SubscriptionCycleSchema = new EntitySchema<SubscriptionCycleRow & { subscription?: SubscriptionRow }>({
  name: 'SubscriptionCycle',
  tableName: 'subscription_cycles',
  columns: {
    id: { type: 'uuid', primary: true },
    subscriptionId: { name: 'subscription_id', type: 'uuid' },
    cycleNumber: { name: 'cycle_number', type: 'integer' },
    dueOn: { name: 'due_on', type: 'date' },
    orderId: { name: 'order_id', type: 'uuid', nullable: true },
    amountCents: { name: 'amount_cents', type: 'integer' },
    status: { type: 'varchar', length: 20 },
    failedAttempts: { name: 'failed_attempts', type: 'integer', default: 0 },
    nextAttemptOn: { name: 'next_attempt_on', type: 'date', nullable: true },
    firstFailedOn: { name: 'first_failed_on', type: 'date', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz' },
    updatedAt: { name: 'updated_at', type: 'timestamptz' },
  },
  relations: { subscription: diesWith('Subscription', 'subscription_id', 'subscription_cycles_subscription_fk') },
  uniques: [
    { name: 'subscription_cycles_number_key', columns: ['subscriptionId', 'cycleNumber'] },
    { name: 'subscription_cycles_order_key', columns: ['orderId', 'subscriptionId'] },
  ],
  indices: [{ name: 'subscription_cycles_retry_idx', columns: ['nextAttemptOn'], synchronize: false }],
  checks: [
    { name: 'subscription_cycles_status_check', expression: `"status" IN (${CYCLE_STATUSES_SQL})` },
    { name: 'subscription_cycles_number_check', expression: '"cycle_number" >= 1 AND "failed_attempts" >= 0' },
  ],
});

export const SubscriptionPaymentAttemptSchema = new EntitySchema<SubscriptionPaymentAttemptRow>({
  name: 'SubscriptionPaymentAttempt',
  tableName: 'subscription_payment_attempts',
  columns: {
    cycleId: {
      name: 'cycle_id',
      type: 'uuid',
      primary: true,
      primaryKeyConstraintName: 'subscription_payment_attempts_pkey',
    },
    attempt: { type: 'integer', primary: true, primaryKeyConstraintName: 'subscription_payment_attempts_pkey' },
    idempotencyKey: { name: 'idempotency_key', type: 'varchar', length: 200 },
    paymentId: { name: 'payment_id', type: 'varchar', length: 64, nullable: true },
    status: { type: 'varchar', length: 20 },
    leaseUntil: { name: 'lease_until', type: 'timestamptz', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz' },
    updatedAt: { name: 'updated_at', type: 'timestamptz' },
  },
  relations: { cycle: diesWith('SubscriptionCycle', 'cycle_id', 'subscription_payment_attempts_cycle_fk') },
  uniques: [
    { name: 'subscription_payment_attempts_key_key', columns: ['idempotencyKey'] },
    { name: 'subscription_payment_attempts_payment_key', columns: ['paymentId'] },
  ],
  indices: [{ name: 'subscription_payment_attempts_creating_idx', columns: ['leaseUntil'], synchronize: false }],
  checks: [{ name: 'subscription_payment_attempts_status_check', expression: `"status" IN (${ATTEMPT_STATUSES_SQL})` }],
});

export const SUBSCRIPTION_SCHEMAS = [
  MollieCustomerSchema,
  SubscriptionSchema,
  SubscriptionHistorySchema,
  SubscriptionCycleSchema,
  SubscriptionPaymentAttemptSchema,
  GiftSubscriptionSchema,
];
