// Journey: the back office's gift cards (docs/design/gift-cards.md, "Back office"). The administrator
// issues a 30 € card by hand for customer service (with a reason); the recipient's mail holds its code;
// the administrator finds the card in the list by its last 4, opens its movements ('Émise par le
// service client'), disables it with a reason, and the balance page then shows it 'Désactivée'.
// Looked at 360 and 1280 px wide, axe clean, no sideways scrolling.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openAsAdmin } from "./support/media-admin.mjs";
import {
  expectAxeClean,
  noSidewaysScroll,
  openPage,
  shot,
} from "./support/journey.mjs";
import { giftCardMailedTo, lookUpBalance } from "./support/gift-cards.mjs";
import { shopWithMail } from "./support/mail-journey.mjs";

const journey = shopWithMail();

for (const width of [360, 1280]) {
  test(`the back office's gift cards at ${width} px: issued by hand, found by its last 4, disabled`, async () => {
    const { shop, browser, mailbox } = journey;
    const { page, context, problems } = await openPage(browser, {
      width,
      height: 900,
    });
    const recipientEmail = `noe.emise.${width}@example.be`;
    await openAsAdmin(page, shop.url, "/admin");
    // Narrow, the admin links sit behind 'Menu'.
    if (width < 800) await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Cartes cadeaux" })
      .click();
    await page.waitForURL(/\/admin\/gift-cards$/);
    await page.getByRole("heading", { name: "Cartes cadeaux" }).waitFor();

    // Issue a card by hand: amount, recipient, message, reason.
    await page.getByRole("button", { name: "Émettre une carte" }).click();
    const issue = page.getByRole("dialog", { name: "Émettre une carte" });
    await issue.getByLabel(/Montant/).fill("30");
    await issue.getByLabel(/Nom du destinataire/).fill("Noé Dubois");
    await issue.getByLabel(/E-mail du destinataire/).fill(recipientEmail);
    await issue
      .getByLabel(/Message cadeau/)
      .fill("Toutes nos excuses pour le retard.");
    await issue.getByLabel(/Raison/).fill("Geste commercial : colis en retard");
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the issue form",
    );
    await expectAxeClean(page, `issue form at ${width} px`);
    await shot(page, "admin-gift-card-issue");
    await issue.getByRole("button", { name: "Émettre la carte" }).click();
    await issue.waitFor({ state: "hidden" });

    // The recipient's mail holds the code.
    const { code } = await giftCardMailedTo(mailbox, recipientEmail);
    const last4 = code.slice(-4);

    // Found in the list by its last 4: never the code.
    await page
      .getByRole("searchbox", { name: "Rechercher une carte" })
      .fill(last4);
    await page.waitForURL(new RegExp(`search=${last4}`));
    const row = page.locator("[data-testid^=admin-gift-card-]");
    await row.getByText(`•••• ${last4}`).waitFor();
    await row.nth(1).waitFor({ state: "detached" }); // the list before the search has gone
    assert.equal(await row.count(), 1);
    await row.getByText("Émise par le service client").waitFor();
    assert.equal(
      await page.getByText(code).count(),
      0,
      "the list never shows a code",
    );
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the list",
    );
    await expectAxeClean(page, `gift card list at ${width} px`);
    await shot(page, "admin-gift-cards-list");

    // Its movements.
    await row
      .getByRole("button", { name: `Mouvements de la carte •••• ${last4}` })
      .click();
    const detail = page.getByRole("dialog", { name: `Carte •••• ${last4}` });
    const movements = detail.getByRole("list", {
      name: "Mouvements de la carte",
    });
    await movements.getByText("Émise par le service client").waitFor();
    await movements.getByText(/Geste commercial : colis en retard/).waitFor();
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the movements",
    );
    await expectAxeClean(page, `gift card movements at ${width} px`);
    await shot(page, "admin-gift-card-movements");

    // Disabled with a reason.
    await detail.getByRole("button", { name: "Désactiver" }).click();
    const ask = page.getByRole("dialog", {
      name: `Désactiver la carte •••• ${last4}`,
    });
    await ask.getByLabel(/Raison/).fill("Carte envoyée à la mauvaise adresse");
    // The issue's toast has faded away (axe reads a half-faded toast as poor contrast).
    await page
      .locator("[data-sonner-toast]")
      .first()
      .waitFor({ state: "detached" });
    await expectAxeClean(page, `disable dialog at ${width} px`);
    await shot(page, "admin-gift-card-disable");
    await ask.getByRole("button", { name: "Désactiver la carte" }).click();
    const after = page.getByRole("dialog", { name: `Carte •••• ${last4}` });
    await after
      .getByRole("list", { name: "Mouvements de la carte" })
      .getByText("Désactivée")
      .waitFor();
    await after
      .getByText("Carte envoyée à la mauvaise adresse")
      .first()
      .waitFor();
    await shot(page, "admin-gift-card-disabled");
    await after.getByRole("button", { name: "Fermer" }).first().click();
    await row.getByText("Désactivée").waitFor();

    // The balance page tells it is disabled.
    await lookUpBalance(page, shop.url, code);
    await page.getByTestId("balance-status").getByText("Désactivée").waitFor();
    await shot(page, "admin-gift-card-balance-disabled");

    assert.deepEqual(problems, []);
    await context.close();
  });
}
