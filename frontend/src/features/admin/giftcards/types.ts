import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/admin/gift-cards (generated from the backend's OpenAPI document): last 4 only, never a code. */
export type AdminGiftCard = Schemas['AdminGiftCardResponse'];
export type AdminGiftCardList = Schemas['AdminGiftCardListResponse'];
/** GET /api/admin/gift-cards/:id: the card, its movements (oldest first) and its payments. */
export type AdminGiftCardDetail = Schemas['AdminGiftCardDetailResponse'];
export type IssueGiftCardBody = Schemas['IssueGiftCardRequest'];

export type GiftCardStatusFilter = '' | AdminGiftCard['status'];

export interface AdminGiftCardQuery {
  status: GiftCardStatusFilter;
  search: string;
  page: number;
}
