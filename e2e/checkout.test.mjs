// Journeys: a signed-in customer pays a cart (a subscription line and promo20) through the Mollie
// sandbox and follows the order; cancels a payment and keeps the cart; leaves a payment open and
// finishes it later from the orders.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { signedInCustomer, startMailCapture } from './support/customer.mjs';
import { startShop } from './support/shop.mjs';

let shop;
let browser;
let mailbox;

before(async () => {
  mailbox = await startMailCapture();
  shop = await startShop({
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: 'BoxPlaisir <bonjour@boxplaisir.be>',
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

const euros = (value) => `${value.toFixed(2).replace('.', ',')} €`;
const squash = (text) => text.replace(/\s+/g, ' ').trim();

async function quote(items, promoCode) {
  const res = await fetch(`${shop.url}/api/cart/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items, promoCode }),
  });
  assert.equal(res.status, 200);
  return res.json();
}

async function addToCart(page, id) {
  await page.goto(`${shop.url}/product/${id}`);
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await page
    .getByText(/ajouté au panier|augmentée/)
    .first()
    .waitFor();
}

const storedCart = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length);

/** Checkout from the cart: step 1 as prefilled, a method, 'Payer {total} €', the sandbox's page. */
async function payFromCart(page, { method = 'Bancontact', total }) {
  await page.goto(`${shop.url}/cart`);
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await page.waitForURL(/\/checkout$/);
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await crumbs.getByText('Paiement', { exact: true }).waitFor(); // the checkout page has rendered its trail
  assert.deepEqual((await crumbs.locator('li').allTextContents()).map(squash), ['Accueil', 'Panier', 'Paiement']);
  await page.getByRole('group', { name: 'Informations de facturation' }).waitFor();
  assert.equal(await page.locator('#checkout-billing-city').inputValue(), 'Bruxelles');
  assert.equal(await page.locator('#checkout-billing-country').inputValue(), 'BE');
  await page.getByRole('button', { name: /Continuer vers le paiement/ }).click();
  await page.getByRole('radio', { name: method, exact: true }).check();
  const pay = page.getByTestId('checkout-pay');
  await page.waitForFunction(
    (label) =>
      document.querySelector('[data-testid="checkout-pay"]')?.textContent?.replace(/\s+/g, ' ').includes(label),
    `Payer ${euros(total)}`,
  );
  const clickedAt = Date.now();
  await pay.click();
  await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
  const stored = await page.evaluate(() => ({
    orderId: localStorage.getItem('currentOrderId'),
    paymentId: localStorage.getItem('molliePaymentId'),
    start: Number(localStorage.getItem('paymentStartTime')),
    coupon: localStorage.getItem('couponCode'),
  }));
  assert.match(stored.orderId ?? '', /^BP-\d{8}-[A-Z0-9]{6}$/);
  assert.match(stored.paymentId ?? '', /^tr_/);
  assert.ok(stored.start >= clickedAt && stored.start <= Date.now(), "the payment's start is the click on Payer");
  assert.equal(stored.coupon, null, 'the promo code is forgotten once the payment exists');
  return stored;
}

async function chooseInSandbox(page, label) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForURL(/\/payment-result\?/);
}

async function openOrder(page, orderId) {
  await page.goto(`${shop.url}/orders`);
  const card = page.getByTestId(`order-${orderId}`);
  await card.waitFor();
  return card;
}

test('cart with a subscription line and promo20 → checkout → sandbox Payé → confirmed, cart emptied, order confirmed', async () => {
  const { page, context, errors } = await newPage(browser);
  const customer = await signedInCustomer(page, shop, mailbox);

  await addToCart(page, 1);
  await addToCart(page, 2);
  await page.goto(`${shop.url}/cart`);
  await page.getByTestId('cart-line-1-single').getByRole('button', { name: 'Option abonnement (-15%)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await page.getByTestId('cart-line-1-subscription').waitFor();
  await page.getByLabel('Code promo').fill('promo20');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText('Code promo appliqué : -20%').first().waitFor();

  const expected = await quote(
    [
      { productId: 1, quantity: 1, isSubscription: true, frequency: 'monthly' },
      { productId: 2, quantity: 1, isSubscription: false },
    ],
    'promo20',
  );
  const { orderId } = await payFromCart(page, { total: expected.total });
  assert.ok((await page.content()).includes(orderId), 'the sandbox page shows the order');
  await chooseInSandbox(page, 'Payé');

  assert.match(page.url(), new RegExp(`order=${orderId}`));
  await page.getByRole('heading', { name: 'Paiement confirmé' }).waitFor();
  assert.equal(await page.getByTestId('order-reference').textContent(), orderId);
  await page.getByRole('heading', { name: 'Que se passe-t-il maintenant ?' }).waitFor();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}').items.length === 0);
  assert.equal(squash(await page.getByTestId('cart-count').textContent()), '0', 'the cart badge says 0');

  const card = await openOrder(page, orderId);
  assert.equal(await card.getByTestId('order-status').textContent(), 'Commande confirmée');
  assert.equal(await card.getByTestId('payment-badge').textContent(), 'Payé');
  assert.equal(squash(await card.getByTestId('order-amount').textContent()), euros(expected.total));
  await card.getByRole('button', { name: new RegExp(orderId) }).click();
  await card.getByText('Abonnement · Mensuel').waitFor();
  await card.getByText('(PROMO20)').first().waitFor();
  await page.getByTestId('orders-filter-active').getByText('(1)').waitFor();

  const mail = await mailbox.mailTo(customer.email, 2);
  assert.ok(mail.text.includes(orderId) || mail.subject.includes(orderId), 'the confirmation mail names the order');

  assert.deepEqual(errors, []);
  await context.close();
});

test("sandbox Annulé → 'Paiement annulé', the cart is kept, nothing is paid, and the retry leads back to checkout", async () => {
  const { page, context, errors } = await newPage(browser, {
    viewport: { width: 360, height: 800 },
  });
  await signedInCustomer(page, shop, mailbox, {
    firstName: 'Jean',
    lastName: 'Peeters',
  });
  await addToCart(page, 5);
  const expected = await quote([{ productId: 5, quantity: 1, isSubscription: false }]);
  assert.equal(expected.shipping, 4.99);
  const { orderId } = await payFromCart(page, { total: expected.total });
  await chooseInSandbox(page, 'Annulé');

  await page.getByRole('heading', { name: 'Paiement annulé' }).waitFor();
  assert.equal(await storedCart(page), 1, 'the cart is kept');
  assert.equal(await page.evaluate(() => localStorage.getItem('molliePaymentId')), null);
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('group', { name: 'Informations de facturation' }).waitFor();

  // The order still waits for a payment until its 15 minutes are over: one clear message (no red
  // 'Annulé' beside 'En attente de paiement'), no invoice, and it can be paid from the orders.
  const card = await openOrder(page, orderId);
  assert.equal(await card.getByTestId('payment-badge').textContent(), 'Paiement annulé');
  assert.equal(await card.getByTestId('order-status').textContent(), 'Aucun montant débité');
  await card.getByRole('button', { name: new RegExp(orderId) }).click();
  await card
    .getByText("Paiement annulé : aucun montant n'a été débité.", {
      exact: false,
    })
    .waitFor();
  await card.getByRole('link', { name: 'Finaliser le paiement' }).waitFor();
  assert.equal(await card.getByRole('button', { name: 'Télécharger la facture' }).count(), 0);
  await page.getByTestId('orders-filter-active').click();
  await card.waitFor();

  assert.deepEqual(errors, []);
  await context.close();
});

test('a payment left open is finished later from the orders (resume) and confirmed', async () => {
  const { page, context, errors } = await newPage(browser);
  await signedInCustomer(page, shop, mailbox, {
    firstName: 'Lotte',
    lastName: 'Janssens',
  });
  await addToCart(page, 3);
  const expected = await quote([{ productId: 3, quantity: 1, isSubscription: false }]);
  const first = await payFromCart(page, { total: expected.total });
  await chooseInSandbox(page, 'Ouvert');
  await page.getByRole('heading', { name: 'Paiement en attente' }).waitFor({ timeout: 15_000 });
  assert.equal(await page.getByTestId('order-reference').textContent(), first.orderId);

  const card = await openOrder(page, first.orderId);
  assert.equal(await card.getByTestId('order-status').textContent(), 'En attente de paiement');
  await card.getByRole('button', { name: new RegExp(first.orderId) }).click();
  await card.getByRole('link', { name: 'Finaliser le paiement' }).click();
  await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
  const resumed = await page.evaluate(() => localStorage.getItem('molliePaymentId'));
  assert.notEqual(resumed, first.paymentId, 'a new payment');
  await chooseInSandbox(page, 'Payé');
  await page.getByRole('heading', { name: 'Paiement confirmé' }).waitFor();

  const paid = await openOrder(page, first.orderId);
  assert.equal(await paid.getByTestId('order-status').textContent(), 'Commande confirmée');
  assert.equal(squash(await paid.getByTestId('order-amount').textContent()), euros(expected.total));
  await paid.getByRole('button', { name: new RegExp(first.orderId) }).click();
  assert.equal(await paid.getByRole('link', { name: 'Finaliser le paiement' }).count(), 0);

  assert.deepEqual(errors, []);
  await context.close();
});
