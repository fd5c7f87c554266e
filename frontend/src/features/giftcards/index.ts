/** E-gift cards (docs/design/gift-cards.md): their pages are loaded by their routes (app/lazyPages.tsx). */
export { giftCardsApi } from './endpoints';
export type { BalanceAnswer } from './types';
