// Journey: a shopper fills the cart, switches a box to subscription, applies a promo code, and every
// figure on screen is the server's quote (the function checkout charges with).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { startShop } from './support/shop.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const euros = (value) => `${value.toFixed(2).replace('.', ',')} €`;
const text = async (locator) => (await locator.textContent()).replace(/\s+/g, ' ');

async function quote(items, promoCode) {
  const res = await fetch(`${shop.url}/api/cart/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items, promoCode }),
  });
  assert.equal(res.status, 200);
  return res.json();
}

async function expectSummary(page, q) {
  const summary = async (id) => text(page.getByTestId(id));
  await page.waitForFunction(
    (total) => document.querySelector('[data-testid="summary-total"]')?.textContent?.replace(/\s+/g, ' ').includes(total),
    euros(q.total),
  );
  assert.ok((await summary('summary-subtotal')).includes(euros(q.subtotal)), 'subtotal');
  assert.ok((await summary('summary-total')).includes(euros(q.total)), 'total');
  if (q.subscriptionSavings > 0) assert.ok((await summary('summary-savings')).includes(euros(q.subscriptionSavings)), 'savings');
  if (q.discount > 0) assert.ok((await summary('summary-discount')).includes(euros(q.discount)), 'discount');
  const shipping = await summary('summary-shipping');
  assert.ok(q.shipping === 0 ? /Gratuite/.test(shipping) : shipping.includes(euros(q.shipping)), `shipping: ${shipping}`);
}

async function confirmDialog(page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('two boxes, one switched to subscription, promo20, reload, remove a line, empty the cart', async () => {
  const { page, context, errors } = await newPage(browser);

  for (const id of [1, 2]) {
    await page.goto(`${shop.url}/product/${id}`);
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '2');

  await page.goto(`${shop.url}/cart`);
  await page.getByRole('heading', { name: 'Mon Panier' }).waitFor();
  // Box Essentielle 29,99 + Box Premium 49,99 = 79,98: free shipping.
  await expectSummary(page, await quote([
    { productId: 1, quantity: 1, isSubscription: false },
    { productId: 2, quantity: 1, isSubscription: false },
  ]));

  // Switch Box Essentielle to subscription, after the confirmation dialog.
  await page.getByTestId('cart-line-1-single').getByRole('button', { name: 'Option abonnement (-15%)' }).click();
  await confirmDialog(page);
  await page.getByTestId('cart-line-1-subscription').waitFor();
  await page.getByText('Box Essentielle passé en mode abonnement').first().waitFor();

  // promo20, typed the way shoppers type it.
  await page.getByLabel('Code promo').fill('promo20');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText('Code promo appliqué : -20%').first().waitFor();
  const items = [
    { productId: 1, quantity: 1, isSubscription: true, frequency: 'monthly' },
    { productId: 2, quantity: 1, isSubscription: false },
  ];
  const expected = await quote(items, 'promo20');
  assert.equal(expected.total, 60.38); // 25,49 + 49,99 = 75,48; −15,10; free shipping
  await expectSummary(page, expected);

  // A reload keeps the cart and the applied code.
  await page.reload();
  await page.getByTestId('cart-line-1-subscription').waitFor();
  await expectSummary(page, expected);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('cart')));
  assert.equal(stored.items.length, 2);

  // Remove Box Premium: below 50 €, shipping comes back.
  await page.getByRole('button', { name: 'Retirer Box Premium' }).click();
  await confirmDialog(page);
  await page.getByText('Box Premium retiré du panier').first().waitFor();
  const afterRemoval = await quote([items[0]], 'promo20');
  assert.equal(afterRemoval.shipping, 4.99);
  await expectSummary(page, afterRemoval);

  // Empty the cart.
  await page.getByRole('button', { name: 'Vider le panier' }).click();
  await confirmDialog(page);
  await page.getByText('Votre panier est vide').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '0');

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('a promo code is applied only once typed, and an unknown one is refused with the documented message', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${shop.url}/product/3`);
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
  await page.goto(`${shop.url}/cart`);
  // Nothing to apply until a code is typed: the button waits.
  assert.equal(await page.getByRole('button', { name: 'Appliquer' }).isDisabled(), true);
  await page.getByLabel('Code promo').fill('PROMO99');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText('Code promo invalide').first().waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('couponCode')), null);
  await context.close();
});

test('checkout needs a signed-in customer: a visitor is sent to sign in', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${shop.url}/product/5`);
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
  await page.goto(`${shop.url}/cart`);
  await page.getByRole('button', { name: 'Procéder au paiement' }).click();
  await page.getByText('Veuillez vous connecter pour finaliser votre commande').first().waitFor();
  await page.waitForURL(/\/login/);
  await context.close();
});
