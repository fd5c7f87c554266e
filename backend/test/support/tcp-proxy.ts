import net from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL), that a test can cut: `cut()` drops every open
 * connection and refuses new ones (what the application sees when the database goes away), `restore()`
 * lets connections through again. Used to stop the database between two steps of a write.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private open = true;
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target.host, target.port);
    proxy.server = net.createServer((client) => proxy.relay(client));
    await new Promise<void>((resolve) => proxy.server!.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.server.address() as net.AddressInfo).port;
    return proxy;
  }

  /** The same URL, through this relay. */
  url(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  get isCut(): boolean {
    return !this.open;
  }

  cut(): void {
    this.open = false;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.open = true;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private relay(client: net.Socket): void {
    if (!this.open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}

/** Test fault hooks: a function per point (see src/shared/fault-points.ts). */
export class TestFaults {
  private readonly hooks = new Map<string, (detail: Record<string, unknown>) => Promise<void> | void>();

  on(point: string, hook: (detail: Record<string, unknown>) => Promise<void> | void): void {
    this.hooks.set(point, hook);
  }

  off(point?: string): void {
    if (point) this.hooks.delete(point);
    else this.hooks.clear();
  }

  async reach(point: string, detail: Record<string, unknown> = {}): Promise<void> {
    await this.hooks.get(point)?.(detail);
  }
}
