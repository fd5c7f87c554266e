import type { SandboxPayment } from './sandbox-store.js';

export interface SandboxLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SandboxWebhookOptions {
  log: SandboxLog;
  /** Retries after a failed call. Default 1 s, 5 s, 15 s. */
  retryDelaysMs?: readonly number[];
  /** How long one call may take. Default 5 s. */
  timeoutMs?: number;
  /**
   * Where the calls really go, when the shop's public origin is not reachable from the sandbox (a
   * container, where PUBLIC_URL=http://localhost:8080 is the sandbox itself): e.g. http://proxy. The
   * webhook's path and query are kept, only its origin is replaced. Default: the webhookUrl as given.
   */
  origin?: string;
}

/** A webhookUrl sent to `origin` instead (same path and query). */
export function webhookTarget(url: string, origin: string | undefined): string {
  if (!origin) return url;
  const given = new URL(url);
  return new URL(`${given.pathname}${given.search}`, origin).toString();
}

/**
 * The sandbox's doorbell: POSTs `id=tr_…` (form-encoded, like Mollie) to a payment's webhookUrl, and
 * on a failed call again after each retry delay. `close()` cancels the retries still waiting and waits
 * for the calls under way.
 */
export class SandboxWebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly retryDelays: readonly number[];
  private closed = false;

  constructor(private readonly options: SandboxWebhookOptions) {
    this.retryDelays = options.retryDelaysMs ?? [1000, 5000, 15_000];
  }

  /** Rings once now (resolves after that first try); on failure, again later in the background. */
  deliver(payment: SandboxPayment): Promise<void> {
    return this.track(this.ring(payment));
  }

  /** Rings without waiting for the answer. */
  deliverInBackground(payment: SandboxPayment): void {
    void this.deliver(payment);
  }

  /** Calls under way, retries waiting (tests and the standalone sandbox's shutdown). */
  get pending(): number {
    return this.inFlight.size + this.timers.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }

  private async ring(payment: SandboxPayment): Promise<void> {
    if (!payment.webhookUrl || this.closed) return;
    const url = webhookTarget(payment.webhookUrl, this.options.origin);
    if (await this.post(url, payment.id, 1)) return;
    this.scheduleRetry(url, payment.id, 0);
  }

  private scheduleRetry(url: string, id: string, retry: number): void {
    if (this.closed) return;
    if (retry >= this.retryDelays.length) {
      this.options.log.warn(
        `Bac à sable Mollie : webhook ${url} injoignable pour ${id}, abandon après ${retry + 1} essais`,
      );
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(
        this.post(url, id, retry + 2).then((delivered) => {
          if (!delivered) this.scheduleRetry(url, id, retry + 1);
        }),
      );
    }, this.retryDelays[retry]);
    timer.unref();
    this.timers.add(timer);
  }

  /** POST id=tr_… (form-encoded, like Mollie); true on a 2xx answer. */
  private async post(url: string, id: string, attempt: number): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie sandbox' },
        body: new URLSearchParams({ id }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      this.options.log.warn(
        `Bac à sable Mollie : webhook ${url} a répondu ${response.status} pour ${id} (essai ${attempt})`,
      );
    } catch (error) {
      this.options.log.warn(
        `Bac à sable Mollie : webhook ${url} injoignable pour ${id} (essai ${attempt}) : ${
          error instanceof Error ? error.message : error
        }`,
      );
    }
    return false;
  }
}
