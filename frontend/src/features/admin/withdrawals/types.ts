import type { AdminWithdrawal } from '../orders/types';

/** A request in the back office's list, with its order and customer. */
export interface ListedWithdrawal extends AdminWithdrawal {
  orderId: string;
  orderStatus: string;
  customerName: string;
  customerEmail: string;
}

export type WithdrawalStatus = AdminWithdrawal['status'];

export interface WithdrawalListResponse {
  withdrawals: ListedWithdrawal[];
  pagination: { currentPage: number; totalPages: number; total: number; limit: number };
}
