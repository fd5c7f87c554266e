import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/admin/withdrawals (generated from the backend's OpenAPI document). */
export type ListedWithdrawal = Schemas['ListedWithdrawalResponse'];
export type WithdrawalStatus = ListedWithdrawal['status'];
export type WithdrawalListResponse = Schemas['WithdrawalListResponse'];
