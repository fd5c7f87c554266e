import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { Lifecycle } from '../../../shared/lifecycle.js';
import { SessionRepository } from '../application/ports/session.repository.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly (SCHEDULER=on): forgets one-time tokens expired or used more than 7 days ago, and sessions
 * past their expiry (their tokens are refused anyway).
 */
@Injectable()
export class TokenCleanupJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jetons');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly sessions: SessionRepository,
    private readonly lifecycle: Lifecycle,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled || this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.lifecycle.runJob('Jetons', () => this.run()), EVERY_MS);
    this.timer.unref();
  }

  async run(): Promise<void> {
    try {
      await this.dataSource.query(
        `DELETE FROM user_tokens WHERE expires_at < now() - interval '7 days' OR used_at < now() - interval '7 days'`,
      );
      const sessions = await this.sessions.deleteExpired();
      if (sessions > 0) this.logger.log(`${sessions} session(s) expirée(s) effacée(s)`);
    } catch (error) {
      this.logger.warn(`Nettoyage des jetons impossible : ${(error as Error).message}`);
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
