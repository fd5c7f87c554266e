// Journey: a customer's paid order (real checkout and the Mollie sandbox's 'Payé', through the API to be
// quick) is moved by an administrator in /admin/orders to 'En cours de préparation', then shipped with
// Bpost tracking; the customer's /orders shows 'Commande expédiée' with the tracking link, and the
// shipping mail with that link is in the mail capture.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { apiToken, completeProfile, registerVerifiedCustomer, signIn, startMailCapture } from './support/customer.mjs';
import { paidOrder, shopApi } from './support/orders.mjs';
import { shopAdmin, startShop } from './support/shop.mjs';

let shop;
let browser;
let mailbox;

before(async () => {
  mailbox = await startMailCapture();
  shop = await startShop({
    SMTP_URL: mailbox.smtpUrl,
    ADMIN_EMAIL: shopAdmin.email,
    ADMIN_PASSWORD: shopAdmin.password,
    OUTBOX_POLL_MS: '200',
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

const api = (path, options) => shopApi(shop, path, options);

test('paid order → admin: en_preparation, then expediee with Bpost → customer sees the tracking link, mail captured', async () => {
  const stamp = Date.now().toString(36);
  const customer = await registerVerifiedCustomer(shop, mailbox, { firstName: 'Maëlle', lastName: `Janssens${stamp}` });
  await completeProfile(shop, customer);
  const token = await apiToken(shop, customer);
  const orderId = await paidOrder(shop, customer, token);

  // The administrator signs in and opens the order management.
  const admin = await newPage(browser);
  await admin.page.goto(`${shop.url}/login`);
  await admin.page.locator('#login-email').fill(shopAdmin.email);
  await admin.page.locator('#login-password').fill(shopAdmin.password);
  await admin.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await admin.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await admin.page.goto(`${shop.url}/admin/orders`);
  await admin.page.getByRole('heading', { name: 'Gestion des commandes' }).waitFor();
  const figures = admin.page.getByRole('region', { name: 'Statistiques des commandes' });
  await figures.getByText('A traiter').waitFor();

  // Quick search by the customer's name finds the order.
  await admin.page.getByLabel('Rechercher une commande').fill(customer.lastName);
  const row = admin.page.getByTestId(`admin-order-${orderId}`);
  await row.waitFor();
  assert.equal(await row.getByText('Commande reçue').count(), 1);
  assert.equal(await row.getByText('Payé').count(), 1);

  // The dialog tells what a move will cause, as the server says it: cancelling a paid order mails the
  // customer, calls for a refund and is final; starting the preparation causes nothing of the kind.
  await row.getByRole('button', { name: `Modifier le statut de la commande ${orderId}` }).click();
  let dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Nouveau statut').selectOption({ label: 'Commande annulée' });
  const effects = dialog.getByRole('list').filter({ hasText: 'prévenu par email' });
  assert.deepEqual(await effects.getByRole('listitem').allInnerTexts(), [
    'Le client sera prévenu par email.',
    'Le paiement a été reçu : un remboursement devra être effectué au client.',
    "L'annulation est définitive : la commande ne pourra plus changer de statut.",
  ]);

  // 1. Démarrer la préparation.
  await dialog.getByLabel('Nouveau statut').selectOption({ label: 'En cours de préparation' });
  assert.equal(await dialog.getByText('prévenu par email').count(), 0);
  await dialog.getByText('Action : Démarrer la préparation').waitFor();
  await dialog.getByRole('button', { name: 'Démarrer la préparation' }).click();
  await admin.page.getByText('Statut mis à jour avec succès').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('En cours de préparation').waitFor();

  // 2. Marquer comme expédiée: refused without tracking, then with Bpost and a number.
  await row.getByRole('button', { name: `Modifier le statut de la commande ${orderId}` }).click();
  dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Nouveau statut').selectOption({ label: 'Commande expédiée' });
  await dialog.getByRole('button', { name: 'Marquer comme expédiée' }).click();
  await dialog
    .getByText('Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié')
    .waitFor();
  const trackingNumber = `CD${Date.now().toString().slice(-9)}BE`;
  await dialog.getByLabel(/Transporteur/).selectOption('Bpost');
  await dialog.getByLabel(/Numéro de suivi/).fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Marquer comme expédiée' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('Commande expédiée').waitFor();
  await row.getByText('Bpost').waitFor();

  // The detailed view keeps the history, with the administrator.
  await row.getByRole('link', { name: `Vue détaillée de la commande ${orderId}` }).click();
  const history = admin.page.getByRole('table', { name: 'Historique des changements de la commande' });
  await history.getByText('En cours de préparation → Commande expédiée').waitFor();
  assert.ok((await history.getByText(/\(administrateur\)/).count()) >= 2);
  assert.deepEqual(admin.errors, []);
  await admin.context.close();

  // The shipping mail, with the carrier's tracking link.
  const link = `https://track.bpost.cloud/btr/web/#/search?itemCode=${trackingNumber}&lang=fr`;
  const mail = await mailbox.mailTo(customer.email, 1, { subject: /en route/ });
  assert.equal(mail.subject, 'Votre commande est en route — BoxPlaisir');
  assert.ok(mail.text.includes(orderId), mail.text);
  assert.ok(mail.text.includes(link), mail.text);

  // The customer's orders: 'Commande expédiée' and the tracking link.
  const shopper = await newPage(browser);
  await signIn(shopper.page, shop, customer);
  await shopper.page.goto(`${shop.url}/orders`);
  const card = shopper.page.getByTestId(`order-${orderId}`);
  await card.waitFor();
  assert.equal(await card.getByTestId('order-status').textContent(), 'Commande expédiée');
  await card.getByRole('button', { name: new RegExp(orderId) }).click();
  const follow = card.getByRole('link', { name: 'Suivre mon colis' });
  await follow.waitFor();
  assert.equal(await follow.getAttribute('href'), link);
  assert.ok((await card.textContent()).includes(trackingNumber));
  assert.deepEqual(shopper.errors, []);
  await shopper.context.close();
});

test('a customer is refused the order management, by the screen and by the API', async () => {
  const customer = await registerVerifiedCustomer(shop, mailbox, { firstName: 'Noah', lastName: 'Curieux' });
  const token = await apiToken(shop, customer);
  assert.equal((await api('/api/admin/orders', { token })).status, 403);
  assert.equal((await api('/api/admin/stats')).status, 401);
  const { page, context } = await newPage(browser);
  await signIn(page, shop, customer);
  await page.goto(`${shop.url}/admin/orders`);
  await page.getByText('Accès non autorisé. Cette page est réservée aux administrateurs.').first().waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Gestion des commandes' }).count(), 0);
  await context.close();
});
