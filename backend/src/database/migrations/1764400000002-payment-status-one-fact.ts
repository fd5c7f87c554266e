import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One fact, one column: an order's payment status and its current payment's row say the same thing
 * (the application now writes both in one transaction). Rows written before disagree, typically an
 * expired order whose payment row still says 'open', or a payment Mollie cancelled recorded 'canceled'
 * on the row and 'expired' on the order. Repair:
 * - a current payment recorded 'paid' on a cancelled order that does not say so: the money came, the
 *   order records it and is flagged for refund (as the webhook does today);
 * - otherwise the order's status is the fact and the row takes it. (A row 'paid' under an order still
 *   waiting is left as it is: the next expiry sweep asks Mollie and pays the order properly.)
 * The order_figures triggers keep the statistics exact through these updates.
 */
export class PaymentStatusOneFact1764400000002 implements MigrationInterface {
  name = 'PaymentStatusOneFact1764400000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "orders" o
      SET "payment_status" = 'paid', "refund_required" = true, "paid_at" = COALESCE(o."paid_at", p."updated_at"),
          "updated_at" = now()
      FROM "order_payments" p
      WHERE p."payment_id" = o."mollie_payment_id" AND p."status" = 'paid'
        AND o."payment_status" <> 'paid' AND o."status" = 'annulee'`);
    await queryRunner.query(`
      UPDATE "order_payments" p
      SET "status" = o."payment_status", "updated_at" = now()
      FROM "orders" o
      WHERE p."payment_id" = o."mollie_payment_id" AND p."status" <> o."payment_status"
        AND NOT (p."status" = 'paid' AND o."status" = 'en_attente_paiement')`);
  }

  async down(): Promise<void> {
    // A repair: nothing to undo.
  }
}
