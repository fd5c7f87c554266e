/** The rows of renewal cycles, payment attempts and Mollie customers that the renewal run reads (stored by subscriptions/infrastructure/subscription.schema.ts). */

/** One box of a subscription: cycle 1 is the first order, then one per renewal. */
export interface SubscriptionCycleRow {
  id: string;
  subscriptionId: string;
  cycleNumber: number;
  dueOn: string;
  orderId: string | null;
  amountCents: number;
  status: string;
  failedAttempts: number;
  nextAttemptOn: string | null;
  /** The day of the first failed attempt: retries at +3 and +7 days count from it. */
  firstFailedOn?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One Mollie payment asked for a cycle; written (status 'creating') before Mollie is called. */
export interface SubscriptionPaymentAttemptRow {
  cycleId: string;
  attempt: number;
  idempotencyKey: string;
  paymentId: string | null;
  status: string;
  /** While 'creating': someone asks Mollie for this payment until then (a crash leaves it to the next run). */
  leaseUntil?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  cycle?: SubscriptionCycleRow;
}

/** The Mollie customer made (once) for one of our customers. */
export interface MollieCustomerRow {
  userId: string;
  mollieCustomerId: string;
  createdAt: Date;
}
