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

  /**
   * redis-server cannot listen on port 0: a free port is picked, and another one should a process take
   * it before redis-server binds it (redis-server then exits at once).
   */
  static async start(): Promise<RedisServer> {
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const started = await RedisServer.startOn(port);
      if (started) return started;
      if (attempt === 5)
        throw new Error(`redis-server n'a pu écouter sur aucun des 5 ports essayés (dernier : ${port})`);
    }
  }

  /** The server on `port`, or null when it exited before answering (the port was taken). */
  private static async startOn(port: number): Promise<RedisServer | null> {
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
    ready.catch(() => undefined); // after an exit it is no longer awaited
    const exited = new Promise<'exited'>((resolve) => child.once('exit', () => resolve('exited')));
    if ((await Promise.race([missing, ready, exited])) === 'exited') return null;
    return new RedisServer(child, port);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
