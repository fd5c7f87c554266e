// Journey: a shopper browses the boxes and puts one in the cart.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { screenHydrated } from './support/journey.mjs';
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

test('home → category → filter by price → product → add to cart → the badge shows 1', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(shop.url);

  // Home: hero and the four popular boxes come from the API.
  await page.getByText('Livraison gratuite en Belgique dès 50€').first().waitFor();
  await page.getByRole('heading', { name: 'Box Essentielle' }).first().waitFor();
  assert.equal(await page.getByTestId('cart-count').first().textContent().then((t) => t?.trim() || '0'), '0');

  // Category page 'Nos Box'.
  await page.getByRole('link', { name: 'Voir nos box' }).first().click();
  await page.waitForURL(/\/category/);
  await page.getByRole('heading', { name: 'Nos Box' }).first().waitFor();
  await page.getByRole('heading', { name: 'Box Collector' }).first().waitFor();
  // A click before the home page hydrated loads the category page from the server: typing into its
  // filters before React owns them would be lost.
  await screenHydrated(page);

  // Filter by price: 40 € to 50 € leaves Box Premium (49,99) and Box Wellness (45,99).
  await page.getByLabel('Prix minimum').fill('40');
  await page.getByLabel('Prix maximum').fill('50');
  await page.waitForFunction(() => !document.body.innerText.includes('Box Collector'));
  await page.getByRole('heading', { name: 'Box Premium' }).first().waitFor();
  await page.getByRole('heading', { name: 'Box Wellness' }).first().waitFor();
  for (const hidden of ['Box Essentielle', 'Box Découverte', 'Box Cadeau', 'Box Famille', 'Box Édition Limitée Été']) {
    assert.equal(await page.getByRole('heading', { name: hidden, exact: true }).count(), 0, `${hidden} should be filtered out`);
  }
  assert.match(page.url(), /minPrice=40/);

  // Product page of Box Premium.
  await page.getByRole('link', { name: /Box Premium/ }).first().click();
  await page.waitForURL(/\/product\/2$/);
  await page.getByRole('heading', { level: 1, name: 'Box Premium' }).waitFor();
  await page.getByText('49,99 €').first().waitFor();

  // Add to cart: toast, badge, and the cart kept under its storage key.
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await page.getByText('Box Premium ajouté au panier').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('cart')));
  assert.equal(stored.items.length, 1);
  assert.equal(stored.items[0].id, 2);
  assert.equal(stored.items[0].quantity, 1);

  // The cart survives a reload.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('an unknown product shows "Produit non trouvé" and an unknown path goes home', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${shop.url}/product/999`);
  await page.getByText('Produit non trouvé').first().waitFor();
  await page.goto(`${shop.url}/nimporte/quoi`);
  await page.waitForURL(`${shop.url}/`);
  await context.close();
});

test('the server answers the shop pages with HTML and hashed assets with long-lived cache headers', async () => {
  const res = await fetch(`${shop.url}/category?minPrice=10`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<html lang="fr"/);
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  assert.ok(asset, 'the page references a hashed script');
  const assetRes = await fetch(`${shop.url}${asset}`);
  assert.equal(assetRes.status, 200);
  assert.match(assetRes.headers.get('cache-control') ?? '', /immutable/);
  const api404 = await fetch(`${shop.url}/api/nope`);
  assert.equal(api404.status, 404);
  assert.equal((await api404.json()).statusCode, 404);
});
