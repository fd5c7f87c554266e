import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../config/app-config.js';
import { Lifecycle } from '../../../shared/lifecycle.js';
import { ExpireUnpaidOrdersService } from '../application/expire-unpaid-orders.service.js';
import { RecoverCheckoutsService } from '../application/recover-checkouts.service.js';
import { RefundOrderService } from '../application/refund-order.service.js';
import { GiftCardHoldsSweep } from '../application/gift-card-holds-sweep.service.js';

/**
 * Every minute, when SCHEDULER=on (the default; never in tests): one recovery sweep (checkouts cut
 * between two steps are finished), one sweep of refunds left pending (a crash, Mollie unreachable: settled
 * with what Mollie says, or dropped), then one expiry sweep, then the sweep of gift card holds left behind. Safe on any
 * number of instances (the sweep claims orders with SKIP LOCKED). `npm run orders:expire` runs one
 * sweep on demand, for an external cron.
 */
@Injectable()
export class OrderExpiryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Expiration');
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly expire: ExpireUnpaidOrdersService,
    private readonly recover: RecoverCheckoutsService,
    private readonly refunds: RefundOrderService,
    private readonly giftCardHolds: GiftCardHoldsSweep,
    private readonly config: AppConfig,
    private readonly lifecycle: Lifecycle,
  ) {}

  get enabled(): boolean {
    return this.config.schedulerEnabled && this.config.nodeEnv !== 'test';
  }

  /** EXPIRY_SWEEP_MS: a period of its own instead of the minute (also under NODE_ENV=test: asked for explicitly). */
  onApplicationBootstrap(): void {
    const period = this.config.expirySweepMs;
    if (!period || !this.config.schedulerEnabled) return;
    this.timer = setInterval(() => {
      if (this.running) return; // one pass at a time per instance
      this.running = true;
      void this.lifecycle.runJob('Expiration', () => this.pass()).finally(() => (this.running = false));
    }, period);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'orders-expiry', waitForCompletion: true })
  async run(): Promise<void> {
    if (!this.enabled || this.config.expirySweepMs) return;
    // Nothing new starts once the instance drains; a pass under way is awaited before the database closes.
    await this.lifecycle.runJob('Expiration', () => this.pass());
  }

  private async pass(): Promise<void> {
    try {
      await this.recover.sweep();
    } catch (error) {
      this.logger.error(`Reprise des commandes interrompues impossible : ${(error as Error).message}`);
    }
    try {
      await this.refunds.recoverStale();
    } catch (error) {
      this.logger.warn(`Remboursements en suspens non réglés (Mollie injoignable ?) : ${(error as Error).message}`);
    }
    try {
      await this.expire.sweep();
    } catch (error) {
      this.logger.error(`Passage d'expiration interrompu : ${(error as Error).message}`);
    }
    try {
      await this.giftCardHolds.sweep();
    } catch (error) {
      this.logger.error(`Réservations de cartes cadeaux non vérifiées : ${(error as Error).message}`);
    }
  }
}
