import { EntitySchema } from 'typeorm';
import { sqlList } from '../../../shared/database/sql-list.js';
import { FREQUENCIES } from '../../../shared/subscription-rules.js';
import type { GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import { GIFT_NOTICES, GIFT_SUBSCRIPTION_STATUSES } from '../domain/gift-subscription-rules.js';

/** A `gift_subscriptions` row: the aggregate's snapshot, enumerations as text, dates as 'YYYY-MM-DD'. */
export type GiftSubscriptionRow = Omit<GiftSubscriptionSnapshot, 'status' | 'frequency' | 'notify'> & {
  status: string;
  frequency: string;
  notify: string;
};

/**
 * The prepaid gift subscriptions (docs/design/gifting.md), created by their migration (never
 * synchronised); the mapping describes the table completely. Partial indexes are the migration's.
 */
export const GiftSubscriptionSchema = new EntitySchema<GiftSubscriptionRow>({
  name: 'GiftSubscription',
  tableName: 'gift_subscriptions',
  columns: {
    id: { type: 'uuid', primary: true },
    buyerId: { name: 'buyer_id', type: 'uuid', nullable: true },
    buyerFirstName: { name: 'buyer_first_name', type: 'varchar', length: 100 },
    orderId: { name: 'order_id', type: 'uuid' },
    productId: { name: 'product_id', type: 'integer' },
    productName: { name: 'product_name', type: 'varchar', length: 255 },
    frequency: { type: 'varchar', length: 20 },
    boxesTotal: { name: 'boxes_total', type: 'smallint' },
    boxesSent: { name: 'boxes_sent', type: 'smallint' },
    boxesCanceled: { name: 'boxes_canceled', type: 'smallint' },
    unitPriceCents: { name: 'unit_price_cents', type: 'integer' },
    shippingPerBoxCents: { name: 'shipping_per_box_cents', type: 'integer' },
    status: { type: 'varchar', length: 20 },
    recipient: { type: 'jsonb' },
    message: { type: 'text', nullable: true },
    firstBoxDate: { name: 'first_box_date', type: 'date', nullable: true },
    nextBoxDate: { name: 'next_box_date', type: 'date', nullable: true },
    plannedBoxDate: { name: 'planned_box_date', type: 'date', nullable: true },
    notify: { type: 'varchar', length: 10 },
    notifyAt: { name: 'notify_at', type: 'timestamptz', nullable: true },
    notifiedAt: { name: 'notified_at', type: 'timestamptz', nullable: true },
    claimTokenHash: { name: 'claim_token_hash', type: 'varchar', length: 64, nullable: true },
    claimedBy: { name: 'claimed_by', type: 'uuid', nullable: true },
    claimedAt: { name: 'claimed_at', type: 'timestamptz', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz' },
    updatedAt: { name: 'updated_at', type: 'timestamptz' },
    paidAt: { name: 'paid_at', type: 'timestamptz', nullable: true },
    endedAt: { name: 'ended_at', type: 'timestamptz', nullable: true },
    canceledAt: { name: 'canceled_at', type: 'timestamptz', nullable: true },
  },
  uniques: [
    { name: 'gift_subscriptions_order_key', columns: ['orderId'] },
    { name: 'gift_subscriptions_token_key', columns: ['claimTokenHash'] },
  ],
  indices: [
    { name: 'gift_subscriptions_buyer_idx', columns: ['buyerId', 'createdAt'] },
    { name: 'gift_subscriptions_claimed_idx', columns: ['claimedBy', 'createdAt'] },
    { name: 'gift_subscriptions_due_idx', columns: ['nextBoxDate'], synchronize: false },
    { name: 'gift_subscriptions_notice_idx', columns: ['notifyAt'], synchronize: false },
  ],
  checks: [
    { name: 'gift_subscriptions_status_check', expression: `"status" IN (${sqlList(GIFT_SUBSCRIPTION_STATUSES)})` },
    { name: 'gift_subscriptions_frequency_check', expression: `"frequency" IN (${sqlList(FREQUENCIES)})` },
    { name: 'gift_subscriptions_notify_check', expression: `"notify" IN (${sqlList(GIFT_NOTICES)})` },
    {
      name: 'gift_subscriptions_boxes_check',
      expression:
        '"boxes_total" IN (3, 6, 12) AND "boxes_sent" >= 0 AND "boxes_canceled" >= 0 AND "boxes_sent" + "boxes_canceled" <= "boxes_total"',
    },
  ],
});
