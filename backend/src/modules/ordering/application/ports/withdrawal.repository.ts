import type { WithdrawalStatus, WithdrawnItem } from '../../domain/withdrawal.js';

/** A `withdrawal_requests` row (one per order). */
export interface StoredWithdrawal {
  id: string;
  orderId: string;
  items: WithdrawnItem[];
  reason: string | null;
  amountCents: number;
  status: WithdrawalStatus;
  requestedAt: Date;
  receivedAt: Date | null;
  refundedAt: Date | null;
}

/** A request with its order, as the back office lists them. */
export interface ListedWithdrawal extends StoredWithdrawal {
  orderNumber: string;
  orderStatus: string;
  customerName: string;
  customerEmail: string;
}

/** The `withdrawal_requests` table (raw SQL: plain records). */
export abstract class WithdrawalRepository {
  abstract insert(withdrawal: StoredWithdrawal): Promise<void>;

  abstract ofOrder(orderId: string): Promise<StoredWithdrawal | null>;

  /** The requests of these orders, by order id. */
  abstract ofOrders(orderIds: readonly string[]): Promise<Map<string, StoredWithdrawal>>;

  abstract find(id: string): Promise<StoredWithdrawal | null>;

  abstract markReceived(id: string, at: Date): Promise<void>;

  /** Newest first, optionally of one status; with the order's number, state and customer. */
  abstract list(
    status: WithdrawalStatus | undefined,
    page: number,
    limit: number,
  ): Promise<{ withdrawals: ListedWithdrawal[]; total: number }>;
}
