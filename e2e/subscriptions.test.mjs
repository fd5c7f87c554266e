// Journey: a customer subscribes to a box, pays the first order 'Payé' in the Mollie sandbox (only the
// methods that create a mandate are offered), finds the subscription in 'Mes abonnements', gets a
// renewal through the test hook (POST /api/dev/subscriptions/:id/renew) and sees it in /orders with
// the 'Abo' badge, changes the frequency, follows the 'paiement refusé' mail's link after a refused
// renewal to set a new payment method (paid 'Payé': active again), and cancels in two clicks (with the
// confirmation mail); the back office lists it.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launchBrowser, newPage } from "./support/browser.mjs";
import {
  apiToken,
  linkIn,
  signedInCustomer,
  startMailCapture,
} from "./support/customer.mjs";
import { shopAdmin, startShop } from "./support/shop.mjs";

let shop;
let browser;
let mailbox;

before(async () => {
  mailbox = await startMailCapture();
  shop = await startShop({
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: "BoxPlaisir <bonjour@boxplaisir.be>",
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

const squash = (text) => (text ?? "").replace(/\s+/g, " ").trim();

async function api(path, token, init = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(init.headers ?? {}),
    },
  });
  const body = await res.text();
  assert.ok(res.ok, `${path}: ${res.status} ${body}`);
  return JSON.parse(body);
}

/** Waits (polling the API) until the customer's first order has started its subscription. */
async function subscriptionsOf(token, count) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { subscriptions } = await api("/subscriptions", token);
    if (
      subscriptions.length >= count &&
      subscriptions.every((s) => s.status !== "en_attente")
    )
      return subscriptions;
    assert.ok(
      Date.now() < deadline,
      "the paid first order starts the subscription",
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("subscribe, pay Payé, Mes abonnements, renewal in /orders with Abo, change frequency, new payment method from the mail, cancel in two clicks", async () => {
  const { page, context, errors } = await newPage(browser);
  const customer = await signedInCustomer(page, shop, mailbox);
  const token = await apiToken(shop, customer);

  // A box as a subscription.
  await page.goto(`${shop.url}/product/1`);
  await page
    .getByRole("button", { name: "Ajouter au panier", exact: true })
    .click();
  await page
    .getByText(/ajouté au panier/)
    .first()
    .waitFor();
  await page.goto(`${shop.url}/cart`);
  await page
    .getByTestId("cart-line-1-single")
    .getByRole("button", { name: "Option abonnement (-15%)" })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Confirmer" })
    .click();
  await page.getByTestId("cart-line-1-subscription").waitFor();
  assert.equal(
    await page
      .getByRole("link", { name: "Mes abonnements" })
      .getAttribute("href"),
    "/abonnements",
  );

  // The first payment: only the methods that can create a mandate, and why the others are missing.
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await page.waitForURL(/\/checkout$/);
  await page
    .getByRole("group", { name: "Informations de facturation" })
    .waitFor();
  await page
    .getByRole("button", { name: /Continuer vers le paiement/ })
    .click();
  const notice = page.getByTestId("methods-subscription");
  await notice.waitFor();
  await page.waitForFunction(() =>
    document
      .querySelector('[data-testid="methods-subscription"]')
      ?.textContent?.includes("PayPal ne le permet pas"),
  );
  assert.match(
    squash(await notice.textContent()),
    /Votre panier contient un abonnement/,
  );
  const offered = await page
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => radio.value));
  assert.ok(
    offered.includes("creditcard") && !offered.includes("paypal"),
    `offered: ${offered}`,
  );
  await page
    .getByRole("radio", { name: "Carte de crédit", exact: true })
    .check();
  await page.getByTestId("checkout-pay").click();
  await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
  const firstOrderId = await page.evaluate(() =>
    localStorage.getItem("currentOrderId"),
  );
  await page.getByRole("button", { name: "Payé", exact: true }).click();
  await page.waitForURL(/\/payment-result\?/);
  await page.getByRole("heading", { name: "Paiement confirmé" }).waitFor();

  // 'Mes abonnements' from the user menu.
  const [subscription] = await subscriptionsOf(token, 1);
  await page.locator(".account__toggle").click();
  await page.getByRole("link", { name: "Mes abonnements" }).click();
  await page.waitForURL(/\/abonnements$/);
  await page
    .getByRole("heading", { level: 1, name: "Mes abonnements" })
    .waitFor();
  const card = page.getByTestId(`subscription-${subscription.id}`);
  await card.waitFor();
  await card.getByRole("heading", { name: "Box Essentielle" }).waitFor();
  assert.equal(
    squash(await card.getByTestId("subscription-status").textContent()),
    "Active",
  );
  const facts = squash(await card.locator("dl").textContent());
  assert.match(facts, /Fréquence\s?Mensuel/);
  assert.match(facts, /Visa •••• 4242/);
  assert.match(facts, /Prochaine box\s?\d{1,2} \p{L}+ \d{4}/u);
  await card.getByRole("link", { name: `Commande ${firstOrderId}` }).waitFor();
  await mailbox.mailTo(customer.email, 1, { subject: /abonnement a commencé/ });

  // A renewal now, as the job would run it on its due date; it shows in /orders with 'Abo'.
  const renewal = await api(
    `/dev/subscriptions/${subscription.id}/renew`,
    token,
    {
      method: "POST",
      body: JSON.stringify({ outcome: "paid" }),
    },
  );
  assert.match(renewal.orderId, /^BP-\d{8}-[A-Z0-9]{6}$/);
  assert.notEqual(renewal.orderId, firstOrderId);
  await page.goto(`${shop.url}/orders`);
  const order = page.getByTestId(`order-${renewal.orderId}`);
  await order.waitFor();
  assert.equal(
    squash(await order.getByTestId("order-abo").textContent()),
    "Abo",
  );
  assert.equal(
    await order.getByTestId("order-status").textContent(),
    "Commande confirmée",
  );
  await order
    .getByRole("button", { name: new RegExp(renewal.orderId) })
    .click();
  await order.getByRole("link", { name: "Voir l'abonnement" }).click();
  await page.waitForURL(/\/abonnements#abonnement-/);
  await card
    .getByRole("link", { name: `Commande ${renewal.orderId}` })
    .waitFor();

  // Change the frequency.
  await card.getByLabel("Fréquence de livraison").selectOption("quarterly");
  await card.getByRole("button", { name: "Modifier la fréquence" }).click();
  await card.locator("dd", { hasText: "Trimestriel" }).waitFor();
  assert.equal(
    (await api(`/subscriptions/${subscription.id}`, token)).frequency,
    "quarterly",
  );

  // A refused renewal: the mail's link starts a new payment method at once; 'Payé' pays the waiting
  // box with a new mandate and the subscription is active again.
  await api(`/dev/subscriptions/${subscription.id}/renew`, token, {
    method: "POST",
    body: JSON.stringify({ outcome: "failed" }),
  });
  const refusedMail = await mailbox.mailTo(customer.email, 1, {
    subject: /paiement de votre abonnement a échoué/,
  });
  const newMethodLink = linkIn(
    refusedMail,
    /https?:\/\/\S+\/abonnements\?moyen-de-paiement=[0-9a-f-]+/,
  );
  assert.ok(newMethodLink.endsWith(subscription.id), newMethodLink);
  await page.goto(newMethodLink);
  await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
  await page.getByRole("button", { name: "Payé", exact: true }).click();
  await page.waitForURL(/\/payment-result\?/);
  await page.getByRole("heading", { name: "Paiement confirmé" }).waitFor();
  const deadline = Date.now() + 30_000;
  while (
    (await api(`/subscriptions/${subscription.id}`, token)).status !== "active"
  ) {
    assert.ok(
      Date.now() < deadline,
      "the new mandate makes the subscription active again",
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await page.goto(`${shop.url}/abonnements`);
  await card.waitFor();
  assert.equal(
    squash(await card.getByTestId("subscription-status").textContent()),
    "Active",
  );

  // Cancel in two clicks: the button, then the confirmation.
  await card.getByRole("button", { name: "Annuler l'abonnement" }).click();
  const dialog = page.getByRole("dialog", { name: "Annuler cet abonnement ?" });
  await dialog.waitFor();
  await dialog
    .getByRole("button", { name: "Oui, annuler l'abonnement" })
    .click();
  await page.waitForFunction(
    (id) =>
      document.querySelector(
        `[data-testid="subscription-${id}"] [data-testid="subscription-status"]`,
      )?.textContent === "Annulée",
    subscription.id,
  );
  await card.getByRole("button", { name: "Réactiver l'abonnement" }).waitFor();
  await mailbox.mailTo(customer.email, 1, { subject: /abonnement est annulé/ });
  assert.equal(
    (await api(`/subscriptions/${subscription.id}`, token)).status,
    "annulee",
  );

  assert.deepEqual(errors, []);
  await context.close();

  // The back office finds it by the customer's email, cancelled.
  const admin = await newPage(browser);
  await admin.page.goto(`${shop.url}/login`);
  await admin.page.locator("#login-email").fill(shopAdmin.email);
  await admin.page.locator("#login-password").fill(shopAdmin.password);
  await admin.page
    .getByRole("button", { name: "Se connecter", exact: true })
    .click();
  await admin.page.waitForURL((url) => url.pathname.startsWith("/admin"));
  await admin.page.goto(
    `${shop.url}/admin/subscriptions?search=${encodeURIComponent(customer.email)}`,
  );
  const row = admin.page.getByTestId(`admin-subscription-${subscription.id}`);
  await row.waitFor();
  assert.match(squash(await row.textContent()), /Annulée/);
  assert.match(squash(await row.textContent()), /Trimestriel/);
  assert.deepEqual(admin.errors, []);
  await admin.context.close();
});
