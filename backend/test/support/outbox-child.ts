/**
 * A real shop process for the outbox crash test (test/outbox-outages.api.spec.ts), started with
 * `node -r ./test/support/register-ts.cjs -e "require('./test/support/outbox-child.ts')"`: the application of main.ts
 * (configuration from the environment) whose dispatcher, from the KILL_AFTER_SENDS-th mail on, stops
 * right after the SMTP server accepted a mail and before it is marked sent. It prints
 * `SENT-UNMARKED <recipient>` for each such mail; the test then kills it with SIGKILL.
 */
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { FaultPoint, FaultPoints } from '../../src/shared/fault-points.js';

const killAfter = Number(process.env.KILL_AFTER_SENDS ?? 5);
let sent = 0;

const faults: FaultPoints = {
  async reach(point: FaultPoint, detail: Record<string, unknown> = {}): Promise<void> {
    if (point !== 'outbox:sent' || ++sent < killAfter) return;
    process.stdout.write(`SENT-UNMARKED ${String(detail.recipient)}\n`);
    await new Promise(() => undefined); // never marked: this process is about to be killed
  },
};

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp({ config, databaseUrl: config.databaseUrl!, serveSpa: false, faults });
  await app.init();
  process.stdout.write('READY\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
