import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * The instance's life: serving, then draining once SIGTERM arrived (main.ts). While draining, the
 * readiness check answers 503 (the load balancer stops sending new requests), responses ask clients
 * to close their kept-alive connections, and scheduled jobs start nothing new. Jobs under way are
 * awaited before the application closes its database (`beforeApplicationShutdown`).
 */
@Injectable()
export class Lifecycle implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Arrêt');
  private isDraining = false;
  private readonly jobs = new Set<Promise<unknown>>();

  get draining(): boolean {
    return this.isDraining;
  }

  startDraining(): void {
    this.isDraining = true;
  }

  /**
   * Runs one pass of a scheduled job, unless the instance is draining (then nothing starts). The
   * pass is awaited at shutdown.
   */
  async runJob(name: string, pass: () => Promise<void>): Promise<void> {
    if (this.draining) {
      this.logger.log(`${name} : instance en cours d'arrêt, passage non lancé`);
      return;
    }
    const running = pass();
    this.jobs.add(running);
    try {
      await running;
    } finally {
      this.jobs.delete(running);
    }
  }

  /** Jobs under way (readiness detail, tests). */
  get runningJobs(): number {
    return this.jobs.size;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.startDraining();
    if (this.jobs.size === 0) return;
    this.logger.log(`${this.jobs.size} tâche(s) planifiée(s) en cours : attente de leur fin`);
    await Promise.allSettled([...this.jobs]);
    this.logger.log('tâches planifiées terminées');
  }
}
