import type { MigrationInterface, QueryRunner } from 'typeorm';
import { shopIdentityFrom } from '../../config/shop-identity.js';
import { documentYear } from '../../modules/invoicing/domain/document-number.js';
import { buildInvoice, type PaidOrder } from '../../modules/invoicing/domain/invoice.js';
import { DEFAULT_VAT_RATE, isVatRate } from '../../modules/invoicing/domain/vat.js';

interface PaidOrderRow {
  id: string;
  order_number: string;
  items: { productId: number; name: string; unitPriceCents: number; quantity: number; isSubscription: boolean }[];
  billing: Record<string, string>;
  subtotal_cents: number;
  discount_cents: number;
  promo_code: string | null;
  shipping_cents: number;
  total_cents: number;
  currency: string;
  paid_at: Date;
  mollie_payment_id: string | null;
}

/**
 * Invoices and credit notes (DESIGN §10): the stored document data (the PDF is drawn from it on
 * demand), one counter row per kind and year (locked by the transaction that records a payment or a
 * refund, so numbers have no gap). Orders paid before this migration get
 * their invoice here, numbered in the order they were paid.
 */
export class Invoices1764900000000 implements MigrationInterface {
  name = 'Invoices1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "invoice_counters" (
        "kind" varchar(12) NOT NULL,
        "year" smallint NOT NULL,
        "last_sequence" integer NOT NULL,
        CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("kind", "year"),
        CONSTRAINT "invoice_counters_kind_check" CHECK ("kind" IN ('invoice', 'credit-note')),
        CONSTRAINT "invoice_counters_sequence_check" CHECK ("last_sequence" BETWEEN 0 AND 999999)
      )`);
    await queryRunner.query(`
      CREATE TABLE "invoices" (
        "number" varchar(16) PRIMARY KEY,
        "kind" varchar(12) NOT NULL,
        "year" smallint NOT NULL,
        "sequence" integer NOT NULL,
        "order_id" uuid NOT NULL,
        "invoice_number" varchar(16),
        "issued_at" timestamptz NOT NULL,
        "total_cents" integer NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "invoices_kind_check" CHECK ("kind" IN ('invoice', 'credit-note')),
        CONSTRAINT "invoices_sequence_key" UNIQUE ("kind", "year", "sequence"),
        CONSTRAINT "invoices_total_check" CHECK ("total_cents" > 0),
        CONSTRAINT "invoices_credit_note_check" CHECK (("kind" = 'invoice') = ("invoice_number" IS NULL)),
        CONSTRAINT "invoices_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "invoices_invoice_fk" FOREIGN KEY ("invoice_number") REFERENCES "invoices" ("number")
      )`);
    // One invoice per order; the accountant's month; an order's documents.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" ("order_id") WHERE "kind" = 'invoice'`,
    );
    await queryRunner.query(`CREATE INDEX "invoices_issued_idx" ON "invoices" ("issued_at", "number")`);
    await queryRunner.query(`CREATE INDEX "invoices_order_idx" ON "invoices" ("order_id")`);
    await this.invoicePaidOrders(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
  }

  /** Every order already paid gets its invoice, in the order of payment, at the product's current rate. */
  private async invoicePaidOrders(queryRunner: QueryRunner): Promise<void> {
    const seller = shopIdentityFrom(process.env);
    const rates = new Map<number, number>(
      ((await queryRunner.query(`SELECT id, vat_rate FROM products`)) as { id: number; vat_rate: number }[]).map(
        (row) => [row.id, row.vat_rate],
      ),
    );
    const rows = (await queryRunner.query(
      `SELECT id, order_number, items, billing, subtotal_cents, discount_cents, promo_code, shipping_cents,
              total_cents, currency, paid_at, mollie_payment_id
       FROM orders WHERE paid_at IS NOT NULL ORDER BY paid_at, id`,
    )) as PaidOrderRow[];
    const sequences = new Map<number, number>();
    for (const row of rows) {
      const year = documentYear(row.paid_at);
      const sequence = (sequences.get(year) ?? 0) + 1;
      sequences.set(year, sequence);
      const order: PaidOrder = {
        orderId: row.id,
        orderNumber: row.order_number,
        lines: row.items.map((item) => {
          const rate = rates.get(item.productId);
          return { ...item, vatRate: isVatRate(rate) ? rate : DEFAULT_VAT_RATE };
        }),
        subtotalCents: row.subtotal_cents,
        discountCents: row.discount_cents,
        promoCode: row.promo_code,
        shippingCents: row.shipping_cents,
        totalCents: row.total_cents,
        currency: row.currency,
        buyer: {
          name: `${row.billing.firstName ?? ''} ${row.billing.lastName ?? ''}`.trim(),
          email: row.billing.email ?? '',
          phone: row.billing.phone ?? '',
          address: row.billing.address ?? '',
          postalCode: row.billing.postalCode ?? '',
          city: row.billing.city ?? '',
          country: row.billing.country ?? '',
        },
        paidAt: row.paid_at,
        paymentMethod: null,
        paymentReference: row.mollie_payment_id,
      };
      const invoice = buildInvoice(order, seller, sequence);
      await queryRunner.query(
        `INSERT INTO invoices (number, kind, year, sequence, order_id, invoice_number, issued_at, total_cents, data)
         VALUES ($1, 'invoice', $2, $3, $4, NULL, $5, $6, $7)`,
        [invoice.number, year, sequence, row.id, row.paid_at, row.total_cents, JSON.stringify(invoice)],
      );
    }
    for (const [year, last] of sequences) {
      await queryRunner.query(`INSERT INTO invoice_counters (kind, year, last_sequence) VALUES ('invoice', $1, $2)`, [
        year,
        last,
      ]);
    }
  }
}
