import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../config/app-config.js';
import { Lifecycle } from '../../../shared/lifecycle.js';
import { SendGiftCardsService } from '../application/send-gift-cards.service.js';
import { WithdrawGiftCardService } from '../application/withdraw-gift-card.service.js';

/**
 * Every minute, when SCHEDULER=on (the default; never in tests): the 'at_date' cards due, the
 * reminders, the cards past their end, and the refunds of withdrawn cards that Mollie could not make yet (docs/design/gift-cards.md, "Sending", "Expiry", "Refunds"). Safe on any number of instances (FOR UPDATE SKIP
 * LOCKED). `npm run gift-cards:send` runs one pass on demand, for an external cron.
 */
@Injectable()
export class GiftCardSendingJob {
  private readonly logger = new Logger('Cartes cadeaux');

  constructor(
    private readonly sending: SendGiftCardsService,
    private readonly withdrawals: WithdrawGiftCardService,
    private readonly config: AppConfig,
    private readonly lifecycle: Lifecycle,
  ) {}

  get enabled(): boolean {
    return this.config.schedulerEnabled && this.config.nodeEnv !== 'test';
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'gift-cards-sending', waitForCompletion: true })
  async run(): Promise<void> {
    if (!this.enabled) return;
    await this.lifecycle.runJob('Cartes cadeaux', async () => {
      try {
        await this.sending.sweep();
      } catch (error) {
        this.logger.error(`Passage des cartes cadeaux interrompu : ${(error as Error).message}`);
      }
      try {
        await this.withdrawals.retryRefunds();
      } catch (error) {
        this.logger.error(`Remboursements de rétractation non repris : ${(error as Error).message}`);
      }
    });
  }
}
