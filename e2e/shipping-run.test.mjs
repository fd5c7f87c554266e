// Journey: the shipping run's bulk selection in /admin/orders (docs/design/shipping-run.md). A customer's
// three paid orders (real checkout and the Mollie sandbox's 'Payé', through the API to be quick), one of
// them shipped; the administrator selects the three at 1280 px, starts their preparation in one click, and
// reads the result: two moved to 'En cours de préparation', the shipped one refused with the server's
// reason. At 360 px the boxes and the selection bar fit the screen (no sideways scrolling).
// Screenshots go to SHOTS_DIR when it is set (e.g. SHOTS_DIR=/tmp/shots).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { apiToken, completeProfile, registerVerifiedCustomer, startMailCapture } from './support/customer.mjs';
import { expectAxeClean, noSidewaysScroll, openPage, shot } from './support/journey.mjs';
import { paidOrder, shopApi } from './support/orders.mjs';
import { repoRoot, shopAdmin, startShop } from './support/shop.mjs';

// The labels the server serves (GET /api/rules, written to frontend/generated/rules/ by `npm run api:types`).
const rule = (name) => JSON.parse(readFileSync(`${repoRoot}/frontend/generated/rules/${name}.json`, 'utf8'));
const startPreparation = rule('bulk').actions.find((a) => a.value === 'start_preparation');
const inPreparation = rule('statuses').find((s) => s.value === startPreparation.target).label;

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
  assert.deepEqual(desk.problems, []);
  await desk.context.close();

  // The server's own state of the orders.
  for (const orderId of paid) {
    const order = await shopApi(shop, `/api/admin/orders/${orderId}`, { token: adminToken });
    assert.equal(order.body.orderStatus, startPreparation.target);
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
  await phoneBar.getByRole('button', { name: 'Annuler la sélection' }).click();
  await phoneBar.waitFor({ state: 'detached' });
  assert.deepEqual(phone.problems, []);
  await phone.context.close();
});
