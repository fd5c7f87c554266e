// Journey: the shipping run's bulk selection in /admin/orders (docs/design/shipping-run.md). A customer's
// three paid orders (real checkout and the Mollie sandbox's 'Payé', through the API to be quick), one of
// them shipped; the administrator selects the three at 1280 px, starts their preparation in one click, and
// reads the result: two moved to 'En cours de préparation', the shipped one refused with the server's
// reason. Then the prepared orders' documents: the packing slips (a PDF naming each order), the pick list
// panel, and the carrier's tracking file imported: both shipped, an unknown order's row refused. At 360 px
// the boxes, the selection bar, the pick list and the import fit the screen (no sideways scrolling), and the
// same tracking file imported again ships nothing twice.
// Screenshots go to SHOTS_DIR when it is set (e.g. SHOTS_DIR=/tmp/shots).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { apiToken, completeProfile, registerVerifiedCustomer, startMailCapture } from './support/customer.mjs';
import { pdfText } from './support/pdf-text.mjs';
import { expectAxeClean, noSidewaysScroll, openPage, shot } from './support/journey.mjs';
import { paidOrder, shopApi } from './support/orders.mjs';
import { repoRoot, shopAdmin, startShop } from './support/shop.mjs';

// The labels the server serves (GET /api/rules, written to frontend/generated/rules/ by `npm run api:types`).
const rule = (name) => JSON.parse(readFileSync(`${repoRoot}/frontend/generated/rules/${name}.json`, 'utf8'));
const startPreparation = rule('bulk').actions.find((a) => a.value === 'start_preparation');
const inPreparation = rule('statuses').find((s) => s.value === startPreparation.target).label;

/**
 * The dialog's opening animation done, for a steady screenshot. An animation cancelled meanwhile (an
 * element replaced, a transition restarted) rejects its `finished`: that one is done too.
 */
const settled = (page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

/** The carrier's file: a header, a row per order, then a row for an unknown order. */
const trackingFile = (orderIds) => ({
  name: 'suivis.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'numéro de commande;transporteur;numéro de suivi',
      ...orderIds.map((id, i) => `${id};Bpost;CD00000000${i}BE`),
      'BP-20990101-ZZZZZZ;Bpost;CD999BE',
      '',
    ].join('\n'),
  ),
});

let shop;
let browser;
let mailbox;

before(async () => {
  mailbox = await startMailCapture();
  shop = await startShop({ SMTP_URL: mailbox.smtpUrl, OUTBOX_POLL_MS: '200' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

/** An administrator's page at this width, signed in, on /admin/orders searching `search`. */
async function ordersPage(viewport, search) {
  const admin = await openPage(browser, viewport);
  const { page } = admin;
  await page.goto(`${shop.url}/login`);
  await page.locator('#login-email').fill(shopAdmin.email);
  await page.locator('#login-password').fill(shopAdmin.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await page.goto(`${shop.url}/admin/orders?search=${encodeURIComponent(search)}`);
  await page.getByRole('heading', { name: 'Gestion des commandes' }).waitFor();
  return admin;
}

test('three orders selected, preparation started: two moved, the shipped one refused with its reason; usable at 360 px', async () => {
  const stamp = Date.now().toString(36);
  const customer = await registerVerifiedCustomer(shop, mailbox, { firstName: 'Lotte', lastName: `Verbeke${stamp}` });
  await completeProfile(shop, customer);
  const token = await apiToken(shop, customer);
  const paid = [await paidOrder(shop, customer, token), await paidOrder(shop, customer, token)];
  const shipped = await paidOrder(shop, customer, token);
  const adminToken = await apiToken(shop, shopAdmin);
  for (const body of [
    { orderStatus: 'en_preparation' },
    { orderStatus: 'expediee', tracking: { carrier: 'Bpost', trackingNumber: 'CD123456789BE' } },
  ]) {
    const moved = await shopApi(shop, `/api/admin/orders/${shipped}/status`, { method: 'PUT', token: adminToken, body });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
  }

  // 1280 px: tick the orders one by one, then the bar's action.
  const desk = await ordersPage({ width: 1280, height: 900 }, customer.lastName);
  const { page } = desk;
  for (const orderId of [...paid, shipped]) await page.getByTestId(`admin-order-${orderId}`).waitFor();
  for (const orderId of [...paid, shipped]) {
    await page.getByRole('checkbox', { name: `Sélectionner la commande ${orderId}` }).check();
  }
  const bar = page.getByRole('region', { name: 'Sélection de commandes' });
  await bar.getByText('3 commandes sélectionnées').waitFor();
  assert.equal(await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).isChecked(), true);
  await shot(page, 'shipping-run-selected');
  await expectAxeClean(page, '/admin/orders with a selection');

  await bar.getByRole('button', { name: startPreparation.label }).click();
  const result = page.getByRole('status').filter({ hasText: 'commandes passées' });
  await result.getByText(`2 commandes passées à « ${inPreparation} »`).waitFor();
  await result.getByText('1 commande refusée :').waitFor();
  await result.getByText(`${shipped} : la commande est déjà expédiée`).waitFor();
  // The list reloads: the paid orders are in preparation, and only the refused one stays selected.
  for (const orderId of paid) await page.getByTestId(`admin-order-${orderId}`).getByText(inPreparation).waitFor();
  await page.getByTestId(`admin-order-${shipped}`).getByText('Commande expédiée').waitFor();
  await bar.getByText('1 commande sélectionnée').waitFor();
  assert.equal(await page.getByRole('checkbox', { name: `Sélectionner la commande ${shipped}` }).isChecked(), true);
  await shot(page, 'shipping-run-result');
  await expectAxeClean(page, '/admin/orders with the result');

  // The prepared orders' documents: the packing slips (a PDF naming each order), the pick list panel.
  await bar.getByRole('button', { name: 'Annuler la sélection' }).click();
  for (const orderId of paid) {
    await page.getByRole('checkbox', { name: `Sélectionner la commande ${orderId}` }).check();
  }
  await bar.getByText('2 commandes sélectionnées').waitFor();
  const [slips] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Bons de livraison (PDF)' }).click(),
  ]);
  assert.match(slips.suggestedFilename(), /^bons-de-livraison-.*\.pdf$/);
  const pdf = readFileSync(await slips.path());
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  const slipsText = await pdfText(pdf);
  for (const orderId of paid) assert.ok(slipsText.includes(orderId), `the slips name ${orderId}`);
  await shot(page, 'shipping-run-documents');
  await bar.getByRole('button', { name: 'Liste de préparation' }).click();
  const pickList = page.getByRole('dialog', { name: 'Liste de préparation' });
  await pickList.getByText(/box pour 2 commandes$/).waitFor();
  await pickList.getByRole('rowheader', { name: 'Total' }).waitFor();
  await settled(page);
  await shot(page, 'shipping-run-pick-list');
  await pickList.press('Escape');
  await pickList.waitFor({ state: 'detached' });

  // The carrier's tracking numbers come back: the two prepared orders shipped, an unknown order refused.
  await page.getByRole('button', { name: 'Importer les suivis' }).click();
  const importer = page.getByRole('dialog', { name: 'Importer les suivis' });
  await importer.getByLabel('Fichier des suivis').setInputFiles(trackingFile(paid));
  await importer.getByRole('button', { name: 'Importer', exact: true }).click();
  const outcome = importer.getByRole('status');
  await outcome.getByText('2 commandes expédiées').waitFor();
  await outcome.getByText('0 déjà expédiées').waitFor();
  await outcome.getByText('Ligne 4 — BP-20990101-ZZZZZZ : commande inconnue').waitFor();
  await settled(page);
  await shot(page, 'shipping-run-import');
  await importer.press('Escape');
  for (const orderId of paid) await page.getByTestId(`admin-order-${orderId}`).getByText('Commande expédiée').waitFor();
  assert.deepEqual(desk.problems, []);
  await desk.context.close();

  // The server's own state of the orders.
  for (const orderId of paid) {
    const order = await shopApi(shop, `/api/admin/orders/${orderId}`, { token: adminToken });
    assert.equal(order.body.orderStatus, 'expediee');
  }

  // 360 px: the page does not scroll sideways, with the boxes and with the bar.
  const phone = await ordersPage({ width: 360, height: 780 }, customer.lastName);
  await phone.page.getByTestId(`admin-order-${shipped}`).waitFor();
  assert.ok(await noSidewaysScroll(phone.page), 'no sideways scrolling at 360 px');
  await phone.page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
  const phoneBar = phone.page.getByRole('region', { name: 'Sélection de commandes' });
  await phoneBar.getByText('3 commandes sélectionnées').waitFor();
  assert.ok(await noSidewaysScroll(phone.page), 'no sideways scrolling at 360 px with the selection bar');
  const box = await phoneBar.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the bar fits the screen: ${JSON.stringify(box)}`);
  await shot(phone.page, 'shipping-run-selected');
  await phoneBar.getByRole('button', { name: 'Liste de préparation' }).click();
  await phone.page.getByRole('dialog', { name: 'Liste de préparation' }).getByText(/box pour 3 commandes$/).waitFor();
  await settled(phone.page);
  assert.ok(await noSidewaysScroll(phone.page), 'no sideways scrolling at 360 px with the pick list');
  await shot(phone.page, 'shipping-run-pick-list');
  await phone.page.keyboard.press('Escape');
  // The same file again ships nothing twice.
  await phone.page.getByRole('button', { name: 'Importer les suivis' }).click();
  const phoneImporter = phone.page.getByRole('dialog', { name: 'Importer les suivis' });
  await phoneImporter.getByLabel('Fichier des suivis').setInputFiles(trackingFile(paid));
  await phoneImporter.getByRole('button', { name: 'Importer', exact: true }).click();
  await phoneImporter.getByRole('status').getByText('2 déjà expédiées').waitFor();
  await phoneImporter.getByText('0 commandes expédiées').waitFor();
  await settled(phone.page);
  assert.ok(await noSidewaysScroll(phone.page), 'no sideways scrolling at 360 px with the import outcome');
  await shot(phone.page, 'shipping-run-import');
  await phone.page.keyboard.press('Escape');
  await phoneBar.getByRole('button', { name: 'Annuler la sélection' }).click();
  await phoneBar.waitFor({ state: 'detached' });
  assert.deepEqual(phone.problems, []);
  await phone.context.close();
});
