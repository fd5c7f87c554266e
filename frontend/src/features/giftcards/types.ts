import type { components } from '../../../generated/api-schema';

/** POST /api/gift-cards/balance's answer (docs/design/gift-cards.md), generated from the OpenAPI document. */
export type BalanceAnswer = components['schemas']['GiftCardBalanceResponse'];
