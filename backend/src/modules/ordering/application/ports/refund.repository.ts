/** An `order_refunds` row. */
export interface StoredRefund {
  id: string;
  orderId: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  status: 'pending' | 'done';
  mollieRefundId: string | null;
  mollieStatus: string | null;
  creditNoteNumber: string | null;
  requestedBy: string;
  withdrawalId: string | null;
  leaseUntil: Date | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** The `order_refunds` table (raw SQL: plain records). */
/** A refund as first written, before Mollie is asked ('pending', leased to whoever asks). */
export type PendingRefund = Pick<
  StoredRefund,
  | 'id'
  | 'orderId'
  | 'paymentId'
  | 'amountCents'
  | 'reason'
  | 'requestedBy'
  | 'withdrawalId'
  | 'leaseUntil'
  | 'createdAt'
>;

export abstract class RefundRepository {
  /** An order's refunds, oldest first (inside a transaction, or outside for reading). */
  abstract ofOrder(orderId: string): Promise<StoredRefund[]>;

  abstract find(id: string): Promise<StoredRefund | null>;

  abstract insertPending(refund: PendingRefund): Promise<void>;

  abstract markDone(
    id: string,
    done: { mollieRefundId: string; mollieStatus: string; creditNoteNumber: string; completedAt: Date },
  ): Promise<void>;

  /** Drops a pending refund Mollie never made. */
  abstract deletePending(id: string): Promise<void>;

  /** Gives a pending refund's lease back (whoever comes next settles it with Mollie). */
  abstract releaseLease(id: string, at: Date): Promise<void>;

  /** Pending refunds whose lease ran out (a crash, Mollie unreachable), oldest first. */
  abstract stalePending(now: Date, limit: number, orderId?: string): Promise<StoredRefund[]>;

  /** Takes a stale pending refund over for `until` (false: someone else has it, or it is settled). */
  abstract claim(id: string, now: Date, until: Date): Promise<boolean>;
}
