/**
 * `npm run orders:expire` (from the repository root, or `-w backend`): ONE recovery sweep (checkouts cut
 * between two steps are finished), ONE sweep of refunds left pending, ONE expiry sweep and ONE sweep of
 * gift card holds left behind, then exit —
 * for operators who run the sweep from an external cron with SCHEDULER=off on the API instances.
 * Same rules as the every-minute job (docs/design/orders.md): claims unpaid orders older than 15 minutes with
 * FOR UPDATE SKIP LOCKED (safe beside running instances), asks Mollie first, never cancels a paid
 * order, and prints what it claimed and decided. Uses DATABASE_URL, else the embedded PostgreSQL of
 * DATA_DIR (the running shop's, or started for the sweep). Exit code 1 when the sweep failed.
 * Which Mollie and which database: see app-context.ts.
 */
import {
  ExpireUnpaidOrdersService,
  GiftCardHoldsSweep,
  RecoverCheckoutsService,
  RefundOrderService,
} from '../modules/ordering/index.js';
import { withAppContext } from './app-context.js';

async function main(): Promise<number> {
  return withAppContext(async (app) => {
    const recovery = await app.get(RecoverCheckoutsService).sweep();
    const recovered = (decision: string) => recovery.decisions.filter((d) => d.decision === decision).length;
    console.log(
      `Reprise : ${recovery.decisions.length} commande(s) interrompue(s) avant leur paiement — ` +
        `${recovered('completed')} terminée(s), ${recovered('removed')} retirée(s), ${recovered('skipped')} laissée(s) pour plus tard`,
    );
    await app
      .get(RefundOrderService)
      .recoverStale()
      .then(
        (settled) => console.log(`Remboursements : ${settled} remboursement(s) en suspens réglé(s) avec Mollie`),
        (error: unknown) =>
          console.log(`Remboursements en suspens non réglés, Mollie injoignable ? (${(error as Error).message})`),
      );
    const result = await app.get(ExpireUnpaidOrdersService).sweep();
    const count = (decision: string) => result.decisions.filter((d) => d.decision === decision).length;
    console.log(
      `Expiration : ${result.claimed} commande(s) réclamée(s) — ${count('expired')} annulée(s), ` +
        `${count('paid')} payée(s), ${count('skipped')} laissée(s) pour plus tard`,
    );
    const holds = await app.get(GiftCardHoldsSweep).sweep();
    console.log(`Cartes cadeaux : ${holds} réservation(s) oubliée(s) réglée(s)`);
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Passage d'expiration impossible :", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
