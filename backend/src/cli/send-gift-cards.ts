/**
 * `npm run gift-cards:send` (from the repository root, or `-w backend`): ONE pass of the gift cards'
 * job, then exit — for operators who run it from an external cron with SCHEDULER=off on the API
 * instances. Same rules as the job (docs/design/gift-cards.md, "Sending", "Expiry"): the 'at_date'
 * cards due, the reminders and the cards past their end, each claimed FOR UPDATE SKIP LOCKED (safe
 * beside running instances), its mail written to the outbox with the card's mark (or the card expired)
 * in one transaction. Exit code 1 when a card failed.
 */
import { SendGiftCardsService, WithdrawGiftCardService, giftCardSweepSummary } from '../modules/gift-cards/index.js';
import { withAppContext } from './app-context.js';

async function main(): Promise<number> {
  return withAppContext(async (app) => {
    const r = await app.get(SendGiftCardsService).sweep();
    console.log(giftCardSweepSummary(r));
    const refunded = await app.get(WithdrawGiftCardService).retryRefunds();
    console.log(`Rétractations : ${refunded} remboursement(s) repris`);
    return r.failed > 0 ? 1 : 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Passage des cartes cadeaux impossible :', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
