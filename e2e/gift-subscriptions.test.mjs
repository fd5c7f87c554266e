// Journey: a prepaid gift subscription (docs/design/gifting.md). A signed-in customer opens 'Offrir un
// abonnement' on a box's page, chooses 3 boxes, names the recipient and writes a two-line message, sees
// the price the server computes ('3 box × … + livraison 3 × …') in the cart, pays with Bancontact in the
// Mollie sandbox and finds the gift under 'Abonnements offerts'. The recipient's mail (at once once paid)
// has no price and links to /cadeau/<token>; the recipient, signed in, claims the gift and sees it in
// 'Mes abonnements' as offered by the buyer, without a price. Looked at 360 and 1280 px wide.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiToken,
  registerVerifiedCustomer,
  signIn,
  signedInCustomer,
} from "./support/customer.mjs";
import {
  expectAxeClean,
  noSidewaysScroll,
  openPage,
  shot,
} from "./support/journey.mjs";
import { shopApi } from "./support/orders.mjs";
import { shopWithMail } from "./support/mail-journey.mjs";

const journey = shopWithMail();

const MESSAGE_LINES = [
  "Bon anniversaire Léa !",
  "Une box par mois, rien que pour toi 🎁",
];
const PRICE = /€|\d+,\d{2}|[Pp]rix|[Tt]otal|[Ff]acture|paiement/;

for (const width of [360, 1280]) {
  test(`a 3-box gift subscription at ${width} px: offered, paid with Bancontact, announced without a price, claimed by its recipient`, async () => {
    const { shop, browser, mailbox } = journey;
    const { page, context, problems } = await openPage(browser, {
      width,
      height: 900,
    });
    const buyer = await signedInCustomer(page, shop, mailbox, {
      firstName: "Camille",
    });
    const recipientEmail = `lea.abo.${width}@example.be`;

    // 'Offrir un abonnement' on the box's page: 3 boxes, the recipient, the message.
    await page.goto(`${shop.url}/product/1`);
    await page
      .getByRole("button", { name: "Offrir un abonnement" })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Offrir un abonnement" });
    await dialog.waitFor();
    await dialog.getByRole("radio", { name: "3 box" }).check();
    await dialog
      .getByText(/3 box × 25,49\s€ \+ livraison 3 × 4,99\s€/)
      .waitFor();
    await dialog.getByLabel("Prénom du destinataire").fill("Léa");
    await dialog.getByLabel("Nom de famille du destinataire").fill("Dubois");
    await dialog.getByLabel("E-mail du destinataire").fill(recipientEmail);
    await dialog.getByLabel("Adresse du destinataire").fill("Rue des Fleurs 3");
    await dialog.getByLabel("Code postal").fill("5000");
    await dialog.getByLabel("Ville").fill("Namur");
    await dialog
      .getByLabel("Message cadeau (facultatif)")
      .fill(MESSAGE_LINES.join("\n"));
    await expectAxeClean(page, `gift subscription dialog at ${width} px`);
    await shot(page, "gift-subscription-dialog");
    await dialog
      .getByRole("button", { name: "Ajouter le cadeau au panier" })
      .click();

    // The cart shows the server's price of the gift; the checkout pays it.
    await page.waitForURL(/\/cart$/);
    await page
      .getByText(/3 box × 25,49\s€ \+ livraison 3 × 4,99\s€/)
      .first()
      .waitFor();
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the cart",
    );
    await shot(page, "gift-subscription-cart");
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    await page.waitForURL(/\/checkout$/);
    await page
      .getByRole("button", { name: /Continuer vers le paiement/ })
      .click();
    await page.getByRole("radio", { name: "Bancontact", exact: true }).check();
    await page
      .getByText(/91,44\s€/)
      .first()
      .waitFor();
    await shot(page, "gift-subscription-checkout");
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
    await page.getByRole("button", { name: "Payé", exact: true }).click();
    await page.waitForURL(/\/payment-result\?/);

    // 'Abonnements offerts': the recipient, boxes sent / total.
    await page.goto(`${shop.url}/abonnements`);
    await page.getByText("Abonnements offerts").first().waitFor();
    await page
      .getByText(/Léa Dubois/)
      .first()
      .waitFor();
    await shot(page, "gift-subscription-given");

    // The announcement (at once: the next run; the test hook runs it now).
    const buyerToken = await apiToken(shop, buyer);
    const mine = await shopApi(shop, "/api/gift-subscriptions", {
      token: buyerToken,
    });
    assert.equal(mine.status, 200);
    const gift = mine.body.given.find(
      (g) => g.recipient.email === recipientEmail,
    );
    assert.ok(gift, JSON.stringify(mine.body));
    const announced = await shopApi(
      shop,
      `/api/dev/gift-subscriptions/${gift.id}/announce`,
      { method: "POST", body: {} },
    );
    assert.equal(announced.status, 200, JSON.stringify(announced.body));
    const mail = await mailbox.mailTo(recipientEmail, 1, { subject: /offert/ });
    assert.equal(
      mail.subject,
      "Un abonnement BoxPlaisir vous est offert — BoxPlaisir",
    );
    assert.match(
      mail.text,
      /Camille vous offre un abonnement BoxPlaisir : Box Essentielle, 3 box, une par mois/,
    );
    assert.match(mail.text, new RegExp(MESSAGE_LINES.join("\n")));
    assert.doesNotMatch(mail.text, PRICE);
    const link = mail.text.match(/https?:\/\/\S+\/cadeau\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, mail.text);

    // The recipient opens the link, signs in, claims the gift and sees it in 'Mes abonnements'.
    const lea = await openPage(browser, { width, height: 900 });
    const recipient = await registerVerifiedCustomer(shop, mailbox, {
      firstName: "Léa",
    });
    await signIn(lea.page, shop, recipient);
    await lea.page.goto(new URL(new URL(link).pathname, shop.url).href);
    await lea.page
      .getByRole("heading", {
        name: /Camille vous offre un abonnement BoxPlaisir/,
      })
      .waitFor();
    assert.equal(
      await lea.page.locator("blockquote").innerText(),
      MESSAGE_LINES.join("\n"),
    );
    assert.doesNotMatch(await lea.page.locator("main").innerText(), /€/);
    await expectAxeClean(lea.page, `gift page at ${width} px`);
    assert.equal(
      await noSidewaysScroll(lea.page),
      true,
      "no sideways scrolling on the gift page",
    );
    await shot(lea.page, "gift-subscription-claim");
    await lea.page
      .getByRole("button", { name: "Recevoir ce cadeau sur mon compte" })
      .click();
    await lea.page.waitForURL(/\/abonnements$/);
    await lea.page
      .getByText(/Abonnement offert par Camille/)
      .first()
      .waitFor();
    assert.doesNotMatch(await lea.page.locator("main").innerText(), /€/);
    await expectAxeClean(lea.page, `recipient's subscriptions at ${width} px`);
    await shot(lea.page, "gift-subscription-received");

    assert.deepEqual(problems, []);
    assert.deepEqual(lea.problems, []);
    await lea.context.close();
    await context.close();
  });
}
