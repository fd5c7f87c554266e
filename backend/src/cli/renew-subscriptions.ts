/**
 * `npm run subscriptions:renew` (from the repository root, or `-w backend`): ONE renewal run, then
 * exit — for operators who run it from an external cron with SCHEDULER=off on the API instances. Same
 * rules as the job (docs/design/subscriptions.md): claims due subscriptions with FOR UPDATE SKIP LOCKED (safe beside
 * running instances), commits each box's cycle and order before asking Mollie for its recurring
 * payment (Idempotency-Key per subscription, cycle and attempt), sends the reminders, starts the
 * retries, takes over payments an interrupted run left, then the prepaid gift subscriptions'
 * announcements and boxes (docs/design/gifting.md), and prints what it did. Exit code 1 when the
 * run failed.
 */
import { GiftBoxesService, RenewSubscriptionsService } from '../modules/subscriptions/index.js';
import { withAppContext } from './app-context.js';

async function main(): Promise<number> {
  return withAppContext(async (app) => {
    const r = await app.get(RenewSubscriptionsService).sweep();
    console.log(
      `Renouvellements : ${r.renewed} box créée(s), ${r.retried} nouvel(s) essai(s) de paiement, ` +
        `${r.charged} paiement(s) demandé(s) à Mollie, ${r.postponed} reporté(s) au prochain passage, ` +
        `${r.reminded} rappel(s) envoyé(s), ${r.resumed} pause(s) terminée(s), ${r.dropped} box impayée(s) annulée(s), ${r.failed} échec(s)`,
    );
    const g = await app.get(GiftBoxesService).sweep();
    console.log(
      `Abonnements offerts : ${g.boxes} box créée(s), ${g.ended} terminé(s), ${g.announced} annonce(s), ${g.failed} échec(s)`,
    );
    return r.failed + g.failed > 0 ? 1 : 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Passage de renouvellement impossible :', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
