/** The gift-cards module's public API: what other modules and the app may import. */
export { GiftCardsModule } from './gift-cards.module.js';
export {
  SendGiftCardsService,
  giftCardSweepSummary,
  type GiftCardSweepResult,
} from './application/send-gift-cards.service.js';
export { GiftCardRule } from './http/gift-card.rule.js';
export { WithdrawGiftCardService } from './application/withdraw-gift-card.service.js';
