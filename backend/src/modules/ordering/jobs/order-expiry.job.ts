import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../config/app-config.js';
import { ExpireUnpaidOrdersService } from '../application/expire-unpaid-orders.service.js';

/**
 * Every minute, when SCHEDULER=on (the default; never in tests): one expiry sweep. Safe on any
 * number of instances (the sweep claims orders with SKIP LOCKED). `npm run orders:expire` runs one
 * sweep on demand, for an external cron.
 */
@Injectable()
export class OrderExpiryJob {
  private readonly logger = new Logger('Expiration');

  constructor(
    private readonly expire: ExpireUnpaidOrdersService,
    private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.schedulerEnabled && this.config.nodeEnv !== 'test';
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'orders-expiry', waitForCompletion: true })
  async run(): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.expire.sweep();
    } catch (error) {
      this.logger.error(`Passage d'expiration interrompu : ${(error as Error).message}`);
    }
  }
}
