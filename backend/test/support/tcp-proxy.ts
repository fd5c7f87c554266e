import net from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL), that a test can cut: `cut()` drops every open
 * connection and refuses new ones (what the application sees when the database goes away), `restore()`
 * lets connections through again. Used to stop the database between two steps of a write.
 * `hang()` is the other outage, a black hole: connections stay open and new ones are accepted, but no
 * byte goes through either way (a hung server, or a network path that stopped forwarding without
 * closing); `restore()` then delivers what was held, in order, and forwards again.
 * `forget()` is a restart the client is never told of (a restarted host or container behind a NAT, a
 * load balancer or a proxy that lost its state): the open connections lose their server side silently,
 * and the next bytes a client sends on one are answered with a reset (ECONNRESET); new connections go
 * through.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private readonly forgetters = new Set<() => void>();
  private open = true;
  private resetRefused = false;
  private held: (() => void)[] | undefined;
  port = 0;
  /** Connections refused while cut: how a test knows the application has met the outage. */
  refusals = 0;

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

  /**
   * `how`: each connection arriving while cut is closed at once ('close'), or answered with a reset
   * ('reset': ECONNRESET, the nearest to the ECONNREFUSED of a stopped server) — an SMTP client takes a
   * connection closed before the server's greeting for a quiet close and keeps its mail waiting, never
   * failing it, so an SMTP outage resets.
   */
  cut(how: 'close' | 'reset' = 'close'): void {
    this.open = false;
    this.resetRefused = how === 'reset';
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Drops the server side of every open connection without telling its client (see the class). */
  forget(): void {
    for (const forgetOne of this.forgetters) forgetOne();
    this.forgetters.clear();
  }

  get isHung(): boolean {
    return this.held !== undefined;
  }

  hang(): void {
    this.held ??= [];
  }

  restore(): void {
    this.open = true;
    const held = this.held ?? [];
    this.held = undefined;
    for (const deliver of held) deliver();
  }

  /**
   * Restores once the application has met the cut (a connection refused since it began), rather than
   * after a delay that a loaded machine may spend before anyone tried. Answers whether it was met; after
   * `timeoutMs` without a refusal it restores all the same (and answers false).
   */
  async restoreOnceRefused(timeoutMs = 15_000): Promise<boolean> {
    const before = this.refusals;
    const deadline = Date.now() + timeoutMs;
    while (this.refusals === before && !this.open && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const met = this.refusals > before;
    this.restore();
    return met;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private relay(client: net.Socket): void {
    if (!this.open) {
      this.refusals++;
      if (this.resetRefused) client.resetAndDestroy();
      else client.destroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    let forgotten = false;
    const forgetOne = () => {
      forgotten = true;
      upstream.destroy();
    };
    this.forgetters.add(forgetOne);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => {
      this.forgetters.delete(forgetOne);
      upstream.destroy();
    });
    upstream.on('close', () => {
      if (!forgotten) client.destroy();
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk: Buffer) => {
        if (forgotten) {
          if (from === client) client.resetAndDestroy();
          return;
        }
        if (this.held) this.held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    }
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

/**
 * A TCP relay that forgets idle connections silently, as a load balancer or NAT in front of an API
 * does: after `idleMs` without traffic and with no request waiting for its answer, it drops its side of the connection without telling the client,
 * and the next bytes the client sends on it are answered with a reset (ECONNRESET on the client). A
 * client that keeps sockets idle longer than `idleMs` hits that reset for certain; one that closes its
 * idle sockets first never does. (Node's HTTP server, by contrast, announces its timeout in a
 * `Keep-Alive: timeout=…` header that Node's agent honours, so it cannot show the difference.)
 */
export class IdleForgettingProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** Connections forgotten after their idle time, and how many of them a client wrote to afterwards. */
  forgotten = 0;
  resets = 0;
  /** Connections neither forgotten nor closed (0: every socket a client keeps idle is a dropped one). */
  active = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    private readonly idleMs: number,
  ) {}

  static async start(target: { host: string; port: number }, idleMs: number): Promise<IdleForgettingProxy> {
    const proxy = new IdleForgettingProxy(target, idleMs);
    proxy.server = net.createServer((client) => proxy.relay(client));
    await new Promise<void>((resolve) => proxy.server!.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.server.address() as net.AddressInfo).port;
    return proxy;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private relay(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    let forgotten = false;
    let timer: NodeJS.Timeout | undefined;
    let counted = true;
    this.active++;
    const uncount = () => {
      if (counted) this.active--;
      counted = false;
    };
    const forget = () => {
      forgotten = true;
      this.forgotten++;
      uncount();
      upstream.destroy();
    };
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(forget, this.idleMs);
    };
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => {
        this.sockets.delete(socket);
        clearTimeout(timer);
        uncount();
      });
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (forgotten) {
        this.resets++;
        client.resetAndDestroy();
        return;
      }
      // A request on its way: the connection is not idle until the answer comes back (however slow a
      // loaded machine makes it), as a load balancer counts idleness between exchanges.
      clearTimeout(timer);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      touch();
      client.write(chunk);
    });
    client.on('end', () => {
      if (!forgotten) upstream.end();
    });
    upstream.on('end', () => {
      if (!forgotten) client.end();
    });
    upstream.on('close', () => {
      if (!forgotten) client.destroy();
    });
    touch();
  }
}
