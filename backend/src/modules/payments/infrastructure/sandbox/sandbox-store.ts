import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatewayPaymentStatus } from '../../domain/payment-gateway.js';

/** A payment as the sandbox keeps it (Mollie's field names; dates as ISO strings). */
export interface SandboxPayment {
  id: string;
  amount: { value: string; currency: string };
  description: string;
  redirectUrl: string | null;
  cancelUrl: string | null;
  webhookUrl: string | null;
  method: string | null;
  issuer: string | null;
  locale: string | null;
  metadata: unknown;
  status: GatewayPaymentStatus;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  canceledAt: string | null;
  expiredAt: string | null;
  failedAt: string | null;
  /** Absent on payments stored before recurring payments existed: 'oneoff'. */
  sequenceType?: SandboxSequenceType;
  customerId?: string | null;
  mandateId?: string | null;
  /** Set by a chargeback (the status stays 'paid', like Mollie). */
  amountChargedBack?: { value: string; currency: string } | null;
}

export type SandboxSequenceType = 'oneoff' | 'first' | 'recurring';

/** A Mollie customer as the sandbox keeps it. */
export interface SandboxCustomer {
  id: string;
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
  createdAt: string;
}

/** A mandate: pending from a first payment, valid once it is paid with a mandate-capable method. */
export interface SandboxMandate {
  id: string;
  customerId: string;
  method: 'creditcard' | 'directdebit';
  status: 'pending' | 'valid' | 'invalid';
  details: Record<string, string | null>;
  mandateReference: string | null;
  signatureDate: string | null;
  createdAt: string;
}

/** A refund of a payment (Mollie's field names). */
export interface SandboxRefund {
  id: string;
  paymentId: string;
  amount: { value: string; currency: string };
  description: string;
  metadata: unknown;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  createdAt: string;
}

const FILE_VERSION = 1;
const MAX_PAYMENTS = 10_000;
const MAX_IDEMPOTENCY_KEYS = 10_000;

/** What an Idempotency-Key names: the key of a payment creation is not the key of a refund. */
export type SandboxKeyScope = 'payment' | 'refund' | 'customer';
/** Writes are grouped: at most one every SAVE_DELAY_MS (and one on close). */
const SAVE_DELAY_MS = 200;

/** The store hands out copies: a caller changing what it read never changes the store. */
const copyOf = <T>(record: T | undefined): T | undefined => (record ? structuredClone(record) : undefined);

/** The records of the file whose ids carry Mollie's prefix (`tr_`, `cst_` …); anything else is skipped. */
function loadInto<T extends { id: string }>(records: Map<string, T>, saved: T[] | undefined, prefix: string): void {
  for (const record of saved ?? []) {
    if (typeof record?.id === 'string' && record.id.startsWith(prefix)) records.set(record.id, record);
  }
}

/**
 * Payments in memory, optionally mirrored to a JSON file (DATA_DIR/mollie-sandbox.json) so that a
 * restart of `npm start` keeps them. Writes are grouped (200 ms) and atomic (temporary file, then
 * rename); `flush()` writes what is pending. A creation waits for `persisted()` before it answers, so a
 * process killed right after answering still finds the payment, and its Idempotency-Key, on restart
 * (the keys are kept with the payments). An unreadable file is set aside and the sandbox starts empty.
 */
export class SandboxPaymentStore {
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly customers = new Map<string, SandboxCustomer>();
  private readonly mandates = new Map<string, SandboxMandate>();
  private readonly refunds = new Map<string, SandboxRefund>();
  /** `${scope}:${Idempotency-Key}` → the id of what that key created, oldest first. */
  private readonly keys = new Map<string, string>();
  private saveTimer: NodeJS.Timeout | undefined;
  private persisting: Promise<void> | undefined;

  constructor(
    private readonly file?: string,
    private readonly warn: (message: string) => void = () => undefined,
  ) {
    this.load();
  }

  get(id: string): SandboxPayment | undefined {
    return copyOf(this.payments.get(id));
  }

  put(payment: SandboxPayment): void {
    this.payments.delete(payment.id);
    this.payments.set(payment.id, structuredClone(payment));
    while (this.payments.size > MAX_PAYMENTS) {
      const oldest = this.payments.keys().next().value;
      if (oldest === undefined) break;
      this.payments.delete(oldest);
    }
    this.scheduleSave();
  }

  /** The id created earlier with this Idempotency-Key, if any. */
  keyed(scope: SandboxKeyScope, key: string): string | undefined {
    return this.keys.get(`${scope}:${key}`);
  }

  /** Remembers what an Idempotency-Key created (kept in the file with the rest). */
  rememberKey(scope: SandboxKeyScope, key: string, id: string): void {
    this.keys.delete(`${scope}:${key}`);
    this.keys.set(`${scope}:${key}`, id);
    while (this.keys.size > MAX_IDEMPOTENCY_KEYS) {
      const oldest = this.keys.keys().next().value;
      if (oldest === undefined) break;
      this.keys.delete(oldest);
    }
    this.scheduleSave();
  }

  /**
   * Resolves once every change made so far is in the file: the creations of one event-loop turn share
   * one write. Without a file, at once.
   */
  persisted(): Promise<void> {
    if (!this.file) return Promise.resolve();
    this.persisting ??= new Promise((resolve) =>
      setImmediate(() => {
        this.persisting = undefined;
        this.flush();
        resolve();
      }),
    );
    return this.persisting;
  }

  /** Writes pending changes now (on close). */
  flush(): void {
    if (this.saveTimer === undefined) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.save();
  }

  getCustomer(id: string): SandboxCustomer | undefined {
    return copyOf(this.customers.get(id));
  }

  putCustomer(customer: SandboxCustomer): void {
    this.keep(this.customers, customer);
  }

  getMandate(id: string): SandboxMandate | undefined {
    return copyOf(this.mandates.get(id));
  }

  putMandate(mandate: SandboxMandate): void {
    this.keep(this.mandates, mandate);
  }

  /** A customer's mandates, newest first (Mollie's order). */
  mandatesOf(customerId: string): SandboxMandate[] {
    return [...this.mandates.values()]
      .filter((mandate) => mandate.customerId === customerId)
      .reverse()
      .map((mandate) => structuredClone(mandate));
  }

  getRefund(id: string): SandboxRefund | undefined {
    return copyOf(this.refunds.get(id));
  }

  putRefund(refund: SandboxRefund): void {
    this.keep(this.refunds, refund);
  }

  /** Stores a copy (the caller's object stays theirs) and saves soon. */
  private keep<T extends { id: string }>(records: Map<string, T>, record: T): void {
    records.set(record.id, structuredClone(record));
    this.scheduleSave();
  }

  /** A payment's refunds, oldest first. */
  refundsOf(paymentId: string): SandboxRefund[] {
    return [...this.refunds.values()]
      .filter((refund) => refund.paymentId === paymentId)
      .map((refund) => structuredClone(refund));
  }

  all(): SandboxPayment[] {
    return [...this.payments.values()].map((payment) => structuredClone(payment));
  }

  private load(): void {
    if (!this.file || !fs.existsSync(this.file)) return;
    try {
      const data = JSON.parse(fs.readFileSync(this.file, 'utf8')) as {
        version?: number;
        payments?: SandboxPayment[];
        customers?: SandboxCustomer[];
        mandates?: SandboxMandate[];
        refunds?: SandboxRefund[];
        keys?: [string, string][];
      };
      if (data.version !== FILE_VERSION || !Array.isArray(data.payments)) throw new Error('format inconnu');
      loadInto(this.payments, data.payments, 'tr_');
      loadInto(this.customers, data.customers, 'cst_');
      loadInto(this.mandates, data.mandates, 'mdt_');
      loadInto(this.refunds, data.refunds, 're_');
      for (const entry of data.keys ?? []) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
          this.keys.set(entry[0], entry[1]);
      }
    } catch (error) {
      const aside = `${this.file}.illisible-${Date.now()}`;
      this.warn(
        `Bac à sable Mollie : ${this.file} illisible (${error instanceof Error ? error.message : String(error)}), ` +
          `mis de côté sous ${path.basename(aside)}`,
      );
      try {
        fs.renameSync(this.file, aside);
      } catch {
        // nothing more to do: start empty
      }
    }
  }

  private scheduleSave(): void {
    if (!this.file || this.saveTimer !== undefined) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.save();
    }, SAVE_DELAY_MS);
    this.saveTimer.unref();
  }

  private save(): void {
    if (!this.file) return;
    const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(
        temporary,
        JSON.stringify({
          version: FILE_VERSION,
          payments: [...this.payments.values()],
          customers: [...this.customers.values()],
          mandates: [...this.mandates.values()],
          refunds: [...this.refunds.values()],
          keys: [...this.keys.entries()],
        }),
        {
          mode: 0o600,
        },
      );
      fs.renameSync(temporary, this.file);
    } catch (error) {
      this.warn(
        `Bac à sable Mollie : impossible d'écrire ${this.file} (${error instanceof Error ? error.message : error})`,
      );
      fs.rmSync(temporary, { force: true });
    }
  }
}
