// Journey: an e-gift card (docs/design/gift-cards.md). A signed-in customer follows the home page's link
// to 'Offrir une carte cadeau', buys a 50 € card for someone else, sent now, with a message; the cart
// shows the card (no shipping), the checkout asks no shipping address and pays with Bancontact in the
// Mollie sandbox. The recipient's mail holds the code in groups of 4; 'Mes commandes' lists the card
// (•••• and its last 4 characters) and its receipt; the balance page, given the code in lower case with
// spaces, shows 50,00 €. Then the card pays a box in part: its code applied at checkout, 'Reste à payer'
// paid with Bancontact, 'Mes commandes' says what the card and Mollie paid, and the balance is spent.
// Looked at 360 and 1280 px wide, axe clean.
import assert from "node:assert/strict";
import { test } from "node:test";
import { signedInCustomer } from "./support/customer.mjs";
import {
  expectAxeClean,
  noSidewaysScroll,
  openPage,
  shot,
} from "./support/journey.mjs";
import { giftCardMailedTo, lookUpBalance } from "./support/gift-cards.mjs";
import { shopWithMail } from "./support/mail-journey.mjs";

const journey = shopWithMail();

const MESSAGE = "Joyeux anniversaire Léa !\nÀ toi de choisir ta box 🎁";
/** 5000 → '50,00 €' as the shop writes it (a no-break space before €). */
const euros = (cents) => `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
/** The same amount as a pattern, whatever the space. */
const money = (cents) => euros(cents).replace("\u00a0", "\\s");
const squash = (text) => (text ?? "").replace(/\s+/g, " ").trim();

for (const width of [360, 1280]) {
  test(`a 50 € gift card at ${width} px: bought for someone, paid with Bancontact, mailed with its code, its balance checked`, async () => {
    const { shop, browser, mailbox } = journey;
    const { page, context, problems } = await openPage(browser, {
      width,
      height: 900,
    });
    await signedInCustomer(page, shop, mailbox, { firstName: "Camille" });
    const recipientEmail = `lea.carte.${width}@example.be`;

    // From the home page to the card's form: 50 €, the recipient, a message, sent now.
    await page.goto(`${shop.url}/`);
    await page.getByRole("link", { name: "Offrez une carte cadeau" }).click();
    await page.waitForURL(/\/carte-cadeau$/);
    await page
      .getByRole("heading", { name: "Offrir une carte cadeau" })
      .waitFor();
    await page.getByRole("radio", { name: /^50\s€$/ }).check();
    await page.getByLabel("Nom du destinataire").fill("Léa Dubois");
    await page.getByLabel("E-mail du destinataire").fill(recipientEmail);
    await page.getByLabel("Message cadeau (facultatif)").fill(MESSAGE);
    await page.getByText(/\d+ caractères restants/).waitFor();
    await page.getByRole("radio", { name: "Maintenant" }).check();
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling on the card's form",
    );
    await expectAxeClean(page, `gift card form at ${width} px`);
    await shot(page, "gift-card-form");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();

    // The cart: the card, its recipient and when it leaves; no shipping.
    await page.waitForURL(/\/cart$/);
    const line = page.locator("[data-testid^=cart-gift-card-]");
    await line.getByText(/Carte cadeau de 50,00\s€/).waitFor();
    await line.getByText(`Léa Dubois (${recipientEmail})`).waitFor();
    await line.getByText("Maintenant").waitFor();
    await page
      .getByTestId("summary-gift-cards")
      .getByText(/50,00\s€/)
      .waitFor();
    assert.equal(
      await page.getByTestId("summary-shipping").count(),
      0,
      "a card ships nothing",
    );
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the cart",
    );
    await expectAxeClean(page, `cart with a gift card at ${width} px`);
    await shot(page, "gift-card-cart");

    // The checkout: no shipping address, the cards recalled; Bancontact in the sandbox.
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    await page.waitForURL(/\/checkout$/);
    await page
      .getByRole("heading", { name: "Vos cartes cadeaux" })
      .scrollIntoViewIfNeeded();
    assert.equal(
      await page.getByText("Adresse de livraison").count(),
      0,
      "no shipping address",
    );
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling at checkout",
    );
    await expectAxeClean(page, `checkout of a gift card at ${width} px`);
    await shot(page, "gift-card-checkout");
    await page
      .getByRole("button", { name: /Continuer vers le paiement/ })
      .click();
    await page.getByRole("radio", { name: "Bancontact", exact: true }).check();
    await page
      .getByTestId("checkout-pay")
      .getByText(/Payer 50,00\s€/)
      .waitFor();
    await page
      .getByTestId("checkout-gift-cards")
      .getByText("Léa Dubois")
      .scrollIntoViewIfNeeded();
    await shot(page, "gift-card-payment");
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
    await page.getByRole("button", { name: "Payé", exact: true }).click();
    await page.waitForURL(/\/payment-result\?/);
    await page.getByRole("heading", { name: "Paiement confirmé" }).waitFor();
    await page.getByRole("link", { name: /^Panier, 0 article/ }).waitFor(); // the cart is emptied
    await shot(page, "gift-card-paid");

    // The recipient's mail: the buyer's first name, the message, the code in groups of 4.
    const { mail, code } = await giftCardMailedTo(mailbox, recipientEmail);
    assert.match(
      mail.text,
      /Camille vous offre une carte cadeau BoxPlaisir de 50,00\s€/,
    );
    assert.match(mail.text, /Joyeux anniversaire Léa !/);

    // 'Mes commandes': the card, its status, •••• its last 4, the receipt.
    await page.goto(`${shop.url}/orders`);
    await page.locator(".order-card__toggle").first().click();
    const card = page.locator("[data-testid^=order-gift-card-]");
    await card.getByText(`•••• ${code.slice(-4)}`).waitFor();
    await card
      .getByText("Léa Dubois", { exact: false })
      .scrollIntoViewIfNeeded();
    const receipt = page.getByRole("button", {
      name: /Télécharger le reçu des cartes cadeaux RC-\d{4}-\d{6}/,
    });
    const box = await receipt.boundingBox();
    assert.ok(
      box && box.x + box.width <= width,
      "the receipt's button fits the screen",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      receipt.click(),
    ]);
    assert.match(
      download.suggestedFilename(),
      /^recu-RC-\d{4}-\d{6}\.pdf$|\.pdf$/,
    );
    assert.equal(
      await page
        .getByRole("button", { name: "Télécharger la facture" })
        .count(),
      0,
      "no invoice",
    );
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the orders",
    );
    await expectAxeClean(page, `orders with a gift card at ${width} px`);
    await shot(page, "gift-card-order");

    // The balance, from the code typed in lower case with its spaces.
    await lookUpBalance(page, shop.url, code.toLowerCase());
    await page
      .getByTestId("balance-amount")
      .getByText(/^50,00\s€$/)
      .waitFor();
    await page
      .getByTestId("balance-result")
      .getByText(`Carte •••• ${code.slice(-4)}`)
      .waitFor();
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling on the balance page",
    );
    await expectAxeClean(page, `gift card balance at ${width} px`);
    await shot(page, "gift-card-balance");

    // An unknown code: the server's words beside the field.
    await page
      .getByLabel("Code de la carte cadeau")
      .fill("0000 0000 0000 0000");
    await page.getByRole("button", { name: "Vérifier le solde" }).click();
    await page
      .getByText("Ce code ne correspond à aucune carte cadeau.")
      .waitFor();
    await shot(page, "gift-card-balance-unknown");

    // Paying an order partly with the card: a box, the code applied at checkout (as the mail spells it,
    // in lower case with dashes), the rest paid with Bancontact; the order says what each paid.
    const last4 = code.slice(-4);
    const boxQuote = await (
      await fetch(`${shop.url}/api/cart/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: [{ productId: 2, quantity: 1, isSubscription: false }],
        }),
      })
    ).json();
    const dueCents = Math.round(boxQuote.total * 100) - 5000;
    assert.ok(dueCents > 0, "the box costs more than the card holds");
    await page.goto(`${shop.url}/product/2`);
    await page
      .getByRole("button", { name: "Ajouter au panier", exact: true })
      .click();
    await page.getByRole("link", { name: /^Panier, 1 article/ }).waitFor();
    await page.goto(`${shop.url}/cart`);
    await page.getByRole("button", { name: "Procéder au paiement" }).click();
    await page.waitForURL(/\/checkout$/);
    await page
      .getByRole("button", { name: /Continuer vers le paiement/ })
      .click();
    await page
      .getByRole("button", { name: "Utiliser une carte cadeau" })
      .click();
    await page
      .getByLabel("Code de la carte cadeau")
      .fill(code.toLowerCase().replaceAll(" ", "-"));
    const giftPay = page.getByRole("region", {
      name: "Utiliser une carte cadeau",
    });
    await giftPay.getByRole("button", { name: "Appliquer" }).click();
    await giftPay
      .getByText(new RegExp(`^•••• ${last4} — 50,00\\s€$`))
      .waitFor();
    await giftPay.getByText(/Solde restant : 0,00\s€/).waitFor();
    assert.equal(
      await page.getByLabel("Code de la carte cadeau").inputValue(),
      "",
      "once applied, the code leaves the field",
    );
    await page
      .getByTestId("summary-amount-due")
      .getByText(new RegExp(`^${money(dueCents)}$`))
      .waitFor();
    await page.getByText("Reste à payer", { exact: true }).waitFor();
    assert.equal(
      squash(await page.getByTestId("summary-total").textContent()),
      squash(euros(Math.round(boxQuote.total * 100))),
      "the total stays the order's: a card is a means of payment",
    );
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling at checkout with a card applied",
    );
    await expectAxeClean(
      page,
      `checkout with a gift card applied at ${width} px`,
    );
    await giftPay.scrollIntoViewIfNeeded();
    await shot(page, "gift-card-applied");
    await page.getByTestId("summary-amount-due").scrollIntoViewIfNeeded();
    await shot(page, "gift-card-applied-summary");
    await page.getByRole("radio", { name: "Bancontact", exact: true }).check();
    await page
      .getByTestId("checkout-pay")
      .getByText(new RegExp(`Payer ${money(dueCents)}`))
      .waitFor();
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
    await page.getByRole("button", { name: "Payé", exact: true }).click();
    await page.waitForURL(/\/payment-result\?/);
    await page.getByRole("heading", { name: "Paiement confirmé" }).waitFor();

    // 'Mes commandes': the card's share and Mollie's.
    await page.goto(`${shop.url}/orders`);
    await page.locator(".order-card__toggle").first().click();
    const payments = page.getByRole("list", { name: "Paiement" });
    await payments
      .getByText(
        new RegExp(`^Payé par carte cadeau •••• ${last4} : ${money(5000)}$`),
      )
      .waitFor();
    await payments
      .getByText(new RegExp(`^Payé par Mollie : ${money(dueCents)}$`))
      .waitFor();
    assert.equal(
      await noSidewaysScroll(page),
      true,
      "no sideways scrolling in the orders",
    );
    await payments.scrollIntoViewIfNeeded();
    await shot(page, "gift-card-order-paid-by-card");

    // The balance page: what is left on the card.
    await lookUpBalance(page, shop.url, code);
    await page
      .getByTestId("balance-amount")
      .getByText(/^0,00\s€$/)
      .waitFor();

    assert.deepEqual(problems, []);
    await context.close();
  });
}
