import { centsToEuros } from '../../../shared/money.js';
import type { OrderSnapshot } from '../domain/order.js';
import { WITHDRAWAL_STATUS_LABELS, canWithdraw, withdrawalDeadline, type WithdrawnItem } from '../domain/withdrawal.js';
import { ListedWithdrawal, StoredWithdrawal } from './ports/withdrawal.repository.js';

/** The customer's side: whether 'Se rétracter' is offered now, until when, and the request made. */
export interface CustomerWithdrawalView {
  canWithdraw: boolean;
  /** Last moment of the 14 days (ISO); null while the order is not delivered. */
  deadline: string | null;
  request: {
    status: StoredWithdrawal['status'];
    statusLabel: string;
    requestedAt: string;
    items: WithdrawnItem[];
    reason: string | null;
    amount: number;
  } | null;
}

/** The back office's side of one request. */
export interface AdminWithdrawalView {
  id: string;
  status: StoredWithdrawal['status'];
  statusLabel: string;
  items: WithdrawnItem[];
  reason: string | null;
  amount: number;
  requestedAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
  /** 'Marchandise reçue' is offered. */
  canReceive: boolean;
}

export interface ListedWithdrawalView extends AdminWithdrawalView {
  orderId: string;
  orderStatus: string;
  customerName: string;
  customerEmail: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function customerWithdrawalView(
  order: Pick<OrderSnapshot, 'status' | 'deliveredAt'>,
  request: StoredWithdrawal | null,
  now: Date,
): CustomerWithdrawalView {
  return {
    canWithdraw: canWithdraw(order, now, request !== null),
    deadline: order.deliveredAt ? new Date(withdrawalDeadline(order.deliveredAt).getTime() - 1).toISOString() : null,
    request: request
      ? {
          status: request.status,
          statusLabel: WITHDRAWAL_STATUS_LABELS[request.status],
          requestedAt: request.requestedAt.toISOString(),
          items: request.items,
          reason: request.reason,
          amount: centsToEuros(request.amountCents),
        }
      : null,
  };
}

export function adminWithdrawalView(request: StoredWithdrawal): AdminWithdrawalView {
  return {
    id: request.id,
    status: request.status,
    statusLabel: WITHDRAWAL_STATUS_LABELS[request.status],
    items: request.items,
    reason: request.reason,
    amount: centsToEuros(request.amountCents),
    requestedAt: request.requestedAt.toISOString(),
    receivedAt: iso(request.receivedAt),
    refundedAt: iso(request.refundedAt),
    canReceive: request.status === 'demandee',
  };
}

export function listedWithdrawalView(request: ListedWithdrawal): ListedWithdrawalView {
  return {
    ...adminWithdrawalView(request),
    orderId: request.orderNumber,
    orderStatus: request.orderStatus,
    customerName: request.customerName,
    customerEmail: request.customerEmail,
  };
}
