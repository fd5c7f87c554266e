import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './shop-fixture.js';
import { waitFor } from './wait-for.js';

/**
 * A real redis-server of the test's own (no persistence, random port), for the tests of REDIS_URL.
 * Without the binary it fails saying so (install the `redis-server` package): nothing is skipped.
 */
export class RedisServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    const port = await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const missing = new Promise<never>((_, reject) =>
      child.once('error', (error) =>
        reject(
          new Error(
            `redis-server introuvable (${error.message}) : ce test a besoin d'un vrai Redis — installez le paquet redis-server`,
          ),
        ),
      ),
    );
    // Ready when it answers PING: wait on that, not on a delay.
    const ready = waitFor(
      async () => {
        const probe = new Redis(`redis://127.0.0.1:${port}`, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } catch {
          return false;
        } finally {
          probe.disconnect();
        }
      },
      15_000,
      'redis-server prêt',
    );
    await Promise.race([missing, ready]);
    return new RedisServer(child, port);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
