import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../config/app-config.js';
import { Lifecycle } from '../../../shared/lifecycle.js';
import { CompactOrderFiguresService } from '../application/compact-order-figures.service.js';

/**
 * Every ten minutes, when SCHEDULER=on (never in tests): sums the statistics' delta rows, so that the
 * back office's figures read a few thousand rows however many changes orders went through. Safe on any
 * number of instances (an advisory lock; figures stay exact whether compacted or not).
 */
@Injectable()
export class OrderFiguresJob {
  private readonly logger = new Logger('Statistiques');

  constructor(
    private readonly compact: CompactOrderFiguresService,
    private readonly config: AppConfig,
    private readonly lifecycle: Lifecycle,
  ) {}

  get enabled(): boolean {
    return this.config.schedulerEnabled && this.config.nodeEnv !== 'test';
  }

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'order-figures-compaction', waitForCompletion: true })
  async run(): Promise<void> {
    if (!this.enabled) return;
    await this.lifecycle.runJob('Statistiques', () => this.pass());
  }

  private async pass(): Promise<void> {
    try {
      const result = await this.compact.execute();
      if (result && result.before !== result.after) {
        this.logger.log(`Chiffres des commandes regroupés : ${result.before} → ${result.after} lignes`);
      }
    } catch (error) {
      this.logger.error(`Regroupement des chiffres interrompu : ${(error as Error).message}`);
    }
  }
}
