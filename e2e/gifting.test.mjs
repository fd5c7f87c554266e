// Journey: a gift order (docs/design/gifting.md). A signed-in customer ticks 'C'est un cadeau' at
// checkout, types the recipient's address and a two-line message (the countdown follows), asks for the
// recipient to be told at shipping, pays with Bancontact in the Mollie sandbox, and sees the gift on
// /orders. The administrator sees the 'Cadeau' badge and the message, ships the box, and the recipient's
// mail carries the tracking and the message and no price. Looked at 360 and 1280 px wide.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apiToken,
  signedInCustomer,
} from "./support/customer.mjs";
import {
  expectAxeClean,
  noSidewaysScroll,
  openPage,
} from "./support/journey.mjs";
import { openAsAdmin } from "./support/media-admin.mjs";
import { shopApi } from "./support/orders.mjs";
import { shopWithMail } from "./support/mail-journey.mjs";
import { shopAdmin } from "./support/shop.mjs";

const journey = shopWithMail();

const MESSAGE_LINES = ["Joyeux anniversaire, Léa !", "Bises, Camille 🎁"];

for (const width of [360, 1280]) {
  test(`a gift order through 'C'est un cadeau', at ${width} px: paid, shown with its message, the recipient told at shipping without a price`, async () => {
    const { shop, browser, mailbox } = journey;
    const { page, context, problems } = await openPage(browser, {
      width,
      height: 900,
    });
    const customer = await signedInCustomer(page, shop, mailbox, {
      firstName: "Camille",
    });
    const recipientEmail = `lea.${width}@example.be`;

    await page.goto(`${shop.url}/product/1`);
    await page
      .getByRole("button", { name: "Ajouter au panier", exact: true })
      .click();
    await page
      .getByText(/ajouté au panier/)
      .first()
      .waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    await page.waitForURL(/\/checkout$/);

    // 'C'est un cadeau': the shipping block becomes the recipient's, with the message and when to tell them.
    await page.getByRole("checkbox", { name: "C'est un cadeau" }).check();
    await page
      .getByRole("group", { name: "Le destinataire du cadeau" })
      .waitFor();
    assert.equal(
      await page
        .getByRole("checkbox", { name: /identique à l'adresse de facturation/ })
        .count(),
      0,
    );
    await page.locator("#checkout-shipping-firstName").fill("Léa");
    await page.locator("#checkout-shipping-lastName").fill("Dubois");
    await page.locator("#checkout-shipping-address").fill("Rue des Fleurs 3");
    await page.locator("#checkout-shipping-postalCode").fill("5000");
    await page.locator("#checkout-shipping-city").fill("Namur");
    const count = page.locator("#checkout-gift-message-count");
    assert.equal(await count.textContent(), "300 caractères restants");
    await page
      .getByLabel("Message cadeau (facultatif)")
      .fill(MESSAGE_LINES.join("\n"));
    const typed = [...MESSAGE_LINES.join("\n")].length;
    assert.equal(
      await count.textContent(),
      `${300 - typed} caractères restants`,
    );

    // Told at shipping needs the recipient's e-mail.
    await page
      .getByRole("radio", { name: /Le prévenir par email à l'expédition/ })
      .check();
    await page
      .getByRole("button", { name: /Continuer vers le paiement/ })
      .click();
    await page
      .getByText(
        "L'email du destinataire est requis pour le prévenir à l'expédition",
      )
      .first()
      .waitFor();
    await page.getByLabel("Email du destinataire").fill(recipientEmail);
    await expectAxeClean(page, `checkout gift step at ${width} px`);
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling on the gift step",
    );
    await page.screenshot({
      path: `/tmp/gift-checkout-${width}.png`,
      fullPage: true,
    });
    await page
      .getByRole("button", { name: /Continuer vers le paiement/ })
      .click();

    // The recap says it is a gift, to whom, and the message.
    const recap = page.getByTestId("checkout-recap-gift");
    await recap.waitFor();
    assert.match(
      await recap.textContent(),
      new RegExp(recipientEmail.replace(".", "\\.")),
    );
    assert.match(await recap.textContent(), /Joyeux anniversaire, Léa !/);
    await page.getByRole("radio", { name: "Bancontact", exact: true }).check();
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
    const orderId = await page.evaluate(() =>
      localStorage.getItem("currentOrderId"),
    );
    await page.getByRole("button", { name: "Payé", exact: true }).click();
    await page.waitForURL(/\/payment-result\?/);
    await page.getByText(orderId).first().waitFor();

    // /orders: the 'Cadeau' badge, the recipient, how they are told, the message with its lines.
    await page.goto(`${shop.url}/orders`);
    const card = page.getByTestId(`order-${orderId}`);
    await card.getByTestId("gift-badge").waitFor();
    await card.getByRole("button").first().click();
    const note = card.getByTestId("gift-note");
    await note.waitFor();
    assert.match(await note.textContent(), /pour Léa Dubois/);
    assert.match(await note.textContent(), /Prévenu par email à l'expédition/);
    assert.equal(
      await note.locator("blockquote").innerText(),
      MESSAGE_LINES.join("\n"),
    );
    await page.screenshot({
      path: `/tmp/gift-orders-${width}.png`,
      fullPage: true,
    });

    // The administrator sees the gift, then ships the box.
    const admin = await openPage(browser, { width, height: 900 });
    await openAsAdmin(
      admin.page,
      shop.url,
      `/admin/orders/${orderId}`,
      shopAdmin,
    );
    await admin.page.getByTestId("gift-badge").first().waitFor();
    const adminNote = admin.page.getByTestId("gift-note");
    assert.match(await adminNote.textContent(), /pour Léa Dubois/);
    assert.equal(
      await adminNote.locator("blockquote").innerText(),
      MESSAGE_LINES.join("\n"),
    );
    await admin.page.screenshot({
      path: `/tmp/gift-admin-${width}.png`,
      fullPage: true,
    });
    const token = await apiToken(shop, shopAdmin);
    for (const body of [
      { orderStatus: "en_preparation" },
      {
        orderStatus: "expediee",
        tracking: { carrier: "Bpost", trackingNumber: "CD123456789BE" },
      },
    ]) {
      const res = await shopApi(shop, `/api/admin/orders/${orderId}/status`, {
        method: "PUT",
        token,
        body,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    const mail = await mailbox.mailTo(recipientEmail, 1, { subject: /cadeau/ });
    assert.equal(mail.subject, "Un cadeau est en route pour vous — BoxPlaisir");
    assert.match(mail.text, /Camille vous offre/);
    assert.match(mail.text, /CD123456789BE/);
    assert.match(mail.text, /Joyeux anniversaire, Léa !\nBises, Camille 🎁/);
    assert.doesNotMatch(mail.text, /€|\d+,\d{2}|[Pp]rix|[Tt]otal|[Ff]acture/);
    assert.equal(
      mailbox.mails.filter((m) => m.to.includes(recipientEmail)).length,
      1,
    );
    assert.ok(customer.email);

    assert.deepEqual(problems, []);
    assert.deepEqual(admin.problems, []);
    await admin.context.close();
    await context.close();
  });
}
