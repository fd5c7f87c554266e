import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config/load-config.js';
import { Lifecycle } from '../../../shared/lifecycle.js';
import type { RenewSubscriptionsService } from '../application/renew-subscriptions.service.js';
import type { GiftBoxesService } from '../application/gift-boxes.service.js';
import { SubscriptionRenewalJob } from './subscription-renewal.job.js';

/** The scheduled renewal run obeys SCHEDULER (docs/design/subscriptions.md): off, the instance renews nothing on its own. */
describe('SubscriptionRenewalJob', () => {
  let dataDir: string;
  let runs: number;
  const renewals = {
    sweep: () => {
      runs += 1;
      return Promise.resolve({});
    },
  } as unknown as RenewSubscriptionsService;
  let giftRuns: number;
  const gifts = {
    sweep: () => {
      giftRuns += 1;
      return Promise.resolve({});
    },
  } as unknown as GiftBoxesService;
  const job = (env: NodeJS.ProcessEnv) =>
    new SubscriptionRenewalJob(
      renewals,
      gifts,
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'development', ...env }),
      new Lifecycle(),
    );

  beforeEach(() => {
    runs = 0;
    giftRuns = 0;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-renewal-job-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('runs one renewal pass and one pass over the gift subscriptions per tick by default (SCHEDULER=on)', async () => {
    const scheduled = job({});
    expect(scheduled.enabled).toBe(true);
    await scheduled.run();
    expect(runs).toBe(1);
    expect(giftRuns).toBe(1);
  });

  it('runs none with SCHEDULER=off (an external cron runs npm run subscriptions:renew)', async () => {
    const off = job({ SCHEDULER: 'off' });
    expect(off.enabled).toBe(false);
    await off.run();
    expect(runs).toBe(0);
    expect(giftRuns).toBe(0);
  });

  it('starts no pass once the instance drains', async () => {
    const lifecycle = new Lifecycle();
    lifecycle.startDraining();
    const draining = new SubscriptionRenewalJob(
      renewals,
      gifts,
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'development' }),
      lifecycle,
    );
    await draining.run();
    expect(runs).toBe(0);
  });
});
