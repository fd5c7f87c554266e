// Journeys of money going back (docs/design/invoices.md), in the browser on the real shop (its PostgreSQL, the Mollie
// sandbox, a real SMTP capture):
// - a customer withdraws from a delivered order in /orders ('Se rétracter' → the items and a reason →
//   confirmation), the acknowledgement mail arrives with the return instructions, the administrator marks
//   the goods received in /admin/withdrawals and refunds from the order (the amount proposed is the
//   withdrawal's), and both download the credit note, a PDF whose text names it;
// - the administrator refunds part of a cancelled paid order and downloads its credit note.
// Orders are placed and moved through the API to be quick; what the people do is done on the screens.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { launchBrowser, newPage } from "./support/browser.mjs";
import {
  apiToken,
  completeProfile,
  registerVerifiedCustomer,
  signIn,
  startMailCapture,
} from "./support/customer.mjs";
import { downloadedBytes } from "./support/media-images.mjs";
import { paidOrder, shopApi } from "./support/orders.mjs";
import { pdfText } from "./support/pdf-text.mjs";
import { shopAdmin, startShop } from "./support/shop.mjs";

let shop;
let browser;
let mailbox;
let adminToken;

before(async () => {
  mailbox = await startMailCapture();
  shop = await startShop({ SMTP_URL: mailbox.smtpUrl, OUTBOX_POLL_MS: "200" });
  browser = await launchBrowser();
  adminToken = await apiToken(shop, shopAdmin);
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

/** The administrator moves an order through the API (the back office's own call). */
async function moveOrder(orderId, ...statuses) {
  for (const orderStatus of statuses) {
    const moved = await shopApi(
      shop,
      `/api/admin/orders/${orderId}/status`,
      {
        method: "PUT",
        token: adminToken,
        body: {
          orderStatus,
          ...(orderStatus === "expediee"
            ? {
                tracking: { carrier: "Bpost", trackingNumber: "CD123456789BE" },
              }
            : {}),
        },
      },
    );
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  }
}

async function adminPage() {
  const admin = await newPage(browser);
  await admin.page.goto(`${shop.url}/login`);
  await admin.page.locator("#login-email").fill(shopAdmin.email);
  await admin.page.locator("#login-password").fill(shopAdmin.password);
  await admin.page
    .getByRole("button", { name: "Se connecter", exact: true })
    .click();
  await admin.page.waitForURL((url) => url.pathname.startsWith("/admin"));
  return admin;
}

/** axe on the page itself (the toasts of earlier steps, such as the sign-in's, are left out). */
async function expectAxeClean(page, label) {
  const { violations } = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .analyze();
  assert.deepEqual(
    violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
    [],
    `axe on ${label}`,
  );
}

/** Clicks `button`, takes the download: its name, and checks it is a PDF whose text contains `expected`. */
async function downloadPdf(page, button, expected) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    button.click(),
  ]);
  const bytes = await downloadedBytes(download);
  assert.equal(
    bytes.subarray(0, 5).toString("latin1"),
    "%PDF-",
    "the file is a PDF",
  );
  const text = await pdfText(bytes);
  for (const part of expected)
    assert.ok(text.includes(part), `the PDF says ${part}:\n${text}`);
  return download.suggestedFilename();
}

test("a customer withdraws from a delivered order; the acknowledgement mail arrives; the admin receives the goods and refunds; the credit note downloads", async () => {
  const customer = await registerVerifiedCustomer(shop, mailbox, {
    firstName: "Maëlle",
    lastName: "Rétractée",
  });
  await completeProfile(shop, customer);
  const token = await apiToken(shop, customer);
  const orderId = await paidOrder(shop, customer, token, [
    { id: 2, quantity: 1, isSubscription: false },
    { id: 5, quantity: 1, isSubscription: false },
  ]);
  await moveOrder(orderId, "en_preparation", "expediee", "livree");

  // The customer: 'Se rétracter' → keeps the Box Cadeau, sends the Box Premium back, with a reason.
  const shopper = await newPage(browser);
  await signIn(shopper.page, shop, customer);
  await shopper.page.goto(`${shop.url}/orders`);
  const card = shopper.page.getByTestId(`order-${orderId}`);
  await card.getByRole("button", { name: new RegExp(orderId) }).click();
  await card
    .getByText(/Vous pouvez vous rétracter de cette commande jusqu'au/)
    .waitFor();
  await card.getByRole("button", { name: "Se rétracter" }).click();
  const dialog = shopper.page.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: "Box Cadeau" }).waitFor();
  await expectAxeClean(shopper.page, "the withdrawal step");
  await dialog.getByRole("checkbox", { name: "Box Cadeau" }).uncheck();
  await dialog
    .getByLabel("Motif (facultatif)")
    .fill("La Box Premium fait double emploi");
  await dialog
    .getByRole("button", { name: "Confirmer la rétractation" })
    .click();
  await dialog
    .getByText(
      `Un accusé de réception avec les instructions de retour a été envoyé à ${customer.email}.`,
    )
    .waitFor();
  await dialog.getByRole("button", { name: "Terminé" }).click();
  const request = card.getByTestId("withdrawal-request");
  await request.getByText("Rétractation demandée").waitFor();
  assert.match(await request.textContent(), /1 × Box Premium.*49,99\s€/);
  assert.equal(
    await card.getByRole("button", { name: "Se rétracter" }).count(),
    0,
  );

  // The acknowledgement on a durable medium, at once.
  const mail = await mailbox.mailTo(customer.email, 1, {
    subject: /rétractation/,
  });
  assert.equal(
    mail.subject,
    "Nous avons bien reçu votre rétractation — BoxPlaisir",
  );
  for (const part of [
    orderId,
    "1 × Box Premium",
    "La Box Premium fait double emploi",
    "Comment nous renvoyer les articles",
    "49,99 €",
  ]) {
    assert.ok(mail.text.includes(part), `the mail says ${part}:\n${mail.text}`);
  }
  assert.ok(
    !mail.text.includes("Box Cadeau"),
    "the kept box is not in the mail",
  );

  // The administrator: /admin/withdrawals from the sidebar, 'Marchandise reçue', then the refund.
  const admin = await adminPage();
  await admin.page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Rétractations" })
    .click();
  await admin.page
    .getByRole("heading", { level: 1, name: "Rétractations" })
    .waitFor();
  const row = admin.page.getByTestId(`withdrawal-${orderId}`);
  await row.getByText("La Box Premium fait double emploi").waitFor();
  await expectAxeClean(admin.page, "the withdrawal requests");
  await row.getByRole("button", { name: "Marchandise reçue" }).click();
  await row.getByText("Marchandise reçue", { exact: true }).waitFor();
  await row.getByRole("link", { name: "Rembourser" }).click();
  await admin.page.getByText("Commande retournée").first().waitFor();
  await admin.page
    .getByRole("button", { name: "Rembourser", exact: true })
    .click();
  const refund = admin.page.getByRole("dialog");
  assert.equal(
    await refund.getByLabel(/Montant à rembourser/).inputValue(),
    "49,99",
  );
  assert.equal(
    await refund.getByLabel(/Motif/).inputValue(),
    "Rétractation du client",
  );
  await refund.getByRole("button", { name: "Rembourser", exact: true }).click();
  const done = admin.page.getByText(
    /^Remboursement de 49,99 € effectué : note de crédit NC-\d{4}-\d{6}$/,
  );
  await done.first().waitFor();
  const creditNote = (await done.first().textContent()).match(
    /NC-\d{4}-\d{6}/,
  )[0];
  const refunds = admin.page.getByRole("list", { name: "Remboursements" });
  await refunds.getByText(new RegExp(creditNote)).waitFor();
  await admin.page
    .getByTestId("order-withdrawal")
    .getByText("Remboursée")
    .waitFor();
  const adminFile = await downloadPdf(
    admin.page,
    refunds.getByRole("button", { name: "Note de crédit" }),
    [
      "NOTE DE CRÉDIT",
      `N° ${creditNote}`,
      `Commande : ${orderId}`,
      "Motif : Rétractation du client",
    ],
  );
  assert.equal(adminFile, `note-de-credit-${creditNote}.pdf`);
  assert.deepEqual(admin.errors, []);
  await admin.context.close();

  // The customer finds the credit note on the order and downloads it.
  await shopper.page.reload();
  await card.getByRole("button", { name: new RegExp(orderId) }).click();
  await card
    .getByTestId("withdrawal-request")
    .getByText("Remboursée")
    .waitFor();
  const mine = await downloadPdf(
    shopper.page,
    card.getByRole("button", {
      name: new RegExp(`note de crédit ${creditNote}`),
    }),
    [`N° ${creditNote}`, "49,99 €"],
  );
  assert.equal(mine, `note-de-credit-${creditNote}.pdf`);
  assert.deepEqual(shopper.errors, []);
  await shopper.context.close();
});

test("the administrator refunds part of a cancelled paid order and downloads its credit note", async () => {
  const customer = await registerVerifiedCustomer(shop, mailbox, {
    firstName: "Noé",
    lastName: "Annulé",
  });
  await completeProfile(shop, customer);
  const token = await apiToken(shop, customer);
  const orderId = await paidOrder(shop, customer, token);
  await moveOrder(orderId, "annulee");

  const admin = await adminPage();
  await admin.page.goto(`${shop.url}/admin/orders/${orderId}`);
  await admin.page.getByText(/doit être remboursé au client/).waitFor();
  await admin.page
    .getByRole("button", { name: "Rembourser", exact: true })
    .click();
  const dialog = admin.page.getByRole("dialog");
  await dialog.getByLabel(/Montant à rembourser/).fill("10,50");
  await dialog.getByLabel(/Motif/).fill("Geste commercial après annulation");
  await dialog.getByRole("button", { name: "Rembourser", exact: true }).click();
  const done = admin.page.getByText(
    /^Remboursement de 10,50 € effectué : note de crédit NC-\d{4}-\d{6}$/,
  );
  await done.first().waitFor();
  const creditNote = (await done.first().textContent()).match(
    /NC-\d{4}-\d{6}/,
  )[0];
  const refunds = admin.page.getByRole("list", { name: "Remboursements" });
  await refunds.getByText(new RegExp(creditNote)).waitFor();
  const file = await downloadPdf(
    admin.page,
    refunds.getByRole("button", { name: "Note de crédit" }),
    [
      `N° ${creditNote}`,
      "Remboursement partiel de la commande",
      "10,50 €",
      "Motif : Geste commercial après annulation",
    ],
  );
  assert.equal(file, `note-de-credit-${creditNote}.pdf`);

  // The customer's mail, and what remains refundable.
  const mail = await mailbox.mailTo(customer.email, 1, {
    subject: /remboursement/,
  });
  assert.ok(mail.text.includes(creditNote), mail.text);
  const detail = await shopApi(shop, `/api/admin/orders/${orderId}`, {
    token: adminToken,
  });
  assert.equal(detail.body.refund.refunded, 10.5);
  assert.deepEqual(admin.errors, []);
  await admin.context.close();
});
