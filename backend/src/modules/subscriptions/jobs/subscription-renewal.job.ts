import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../config/app-config.js';
import { Lifecycle } from '../../../shared/lifecycle.js';
import { RenewSubscriptionsService } from '../application/renew-subscriptions.service.js';
import { GiftBoxesService } from '../application/gift-boxes.service.js';

/**
 * Every five minutes, when SCHEDULER=on (the default; never in tests): one renewal run (reminders,
 * ended pauses, due boxes, retries, payments left by an interrupted run), then the prepaid gift
 * subscriptions' announcements and boxes (GiftBoxesService). Safe on any number of
 * instances (claims with FOR UPDATE SKIP LOCKED and leases). `npm run subscriptions:renew` runs one on
 * demand, for an external cron.
 */
@Injectable()
export class SubscriptionRenewalJob {
  private readonly logger = new Logger('Renouvellements');

  constructor(
    private readonly renewals: RenewSubscriptionsService,
    private readonly gifts: GiftBoxesService,
    private readonly config: AppConfig,
    private readonly lifecycle: Lifecycle,
  ) {}

  get enabled(): boolean {
    return this.config.schedulerEnabled && this.config.nodeEnv !== 'test';
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'subscriptions-renewal', waitForCompletion: true })
  async run(): Promise<void> {
    if (!this.enabled) return;
    // Nothing new starts once the instance drains (SIGTERM); a run under way is awaited before the database closes.
    await this.lifecycle.runJob('Renouvellements', () => this.pass());
  }

  private async pass(): Promise<void> {
    try {
      await this.renewals.sweep();
    } catch (error) {
      this.logger.error(`Passage de renouvellement interrompu : ${(error as Error).message}`);
    }
    try {
      await this.gifts.sweep();
    } catch (error) {
      this.logger.error(`Passage des abonnements offerts interrompu : ${(error as Error).message}`);
    }
  }
}
