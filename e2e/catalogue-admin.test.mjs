// Journey (docs/design/media.md): an administrator publishes a photo from the image editor to the shop's media
// library, creates a box with it in the back office; a shopper finds the box, buys it through the
// Mollie sandbox, and the stock drops; a price edited from a form opened before the sale keeps the sale;
// the administrator archives the box and it is gone from the shop.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { apiToken, signedInCustomer, startMailCapture } from './support/customer.mjs';
import { openAsAdmin } from './support/media-admin.mjs';
import { makePhoto } from './support/media-images.mjs';
import { shopAdmin, startShop } from './support/shop.mjs';

let shop;
let browser;
let mailbox;

before(async () => {
  mailbox = await startMailCapture();
  shop = await startShop({ SMTP_URL: mailbox.smtpUrl });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

const NAME = 'Box Forêt Enchantée';

async function adminProduct(id) {
  const token = await apiToken(shop, shopAdmin);
  const res = await fetch(`${shop.url}/api/admin/products/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return res.json();
}

test('admin publishes a photo and creates a box; a shopper buys it; the stock drops; archived, it is gone', async () => {
  const admin = await newPage(browser);
  const page = admin.page;

  // 1. The image editor: a photo, exported 800×800 and published to the shop's media library.
  await openAsAdmin(page, shop.url, '/admin/image-editor');
  await page.getByRole('heading', { name: "Éditeur d'images" }).waitFor();
  const photo = await makePhoto(page, { width: 1600, height: 1200, type: 'image/png' });
  await page.getByTestId('editor-file-input').setInputFiles({ name: 'foret.png', mimeType: 'image/png', buffer: photo });
  await page.getByTestId('crop-stage').waitFor();
  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByRole('button', { name: 'Publier sur la boutique' }).click();
  await page
    .locator('[data-sonner-toast][data-type="success"]')
    .filter({ hasText: 'Image publiée dans la médiathèque de la boutique' })
    .waitFor();

  // 2. The back office: a new box with every field, its photo picked from the media library.
  await page.goto(`${shop.url}/admin/products`);
  await page.getByRole('heading', { name: 'Gestion des produits' }).waitFor();
  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await page.getByLabel('Nom', { exact: true }).fill(NAME);
  await page.getByLabel('Description').fill('Une balade en forêt : miel, bougie et tisane des Ardennes.');
  await page.getByLabel('Contenu de la box (un article par ligne)').fill('Miel de sapin\nBougie\nTisane');
  await page.getByLabel('Prix TTC (€)').fill('42,50');
  await page.getByLabel('Stock (unités)').fill('2');
  await page.getByLabel('Taux de TVA').selectOption('6');
  await page.getByLabel('Catégorie').selectOption('Cadeau');
  await page.getByLabel('Publié sur la boutique').check();
  // Published without a picture: refused by the server, its message under the images, nothing created.
  const preview = page.getByRole('complementary', { name: 'Aperçu de la carte produit' });
  assert.equal(await preview.locator('img').count(), 0, 'no broken image in the preview');
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await page
    .locator('#images-error')
    .getByText('Un produit publié a au moins une image : choisissez-en une dans la médiathèque')
    .waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin/products/new');
  await page.getByRole('button', { name: 'Choisir dans la médiathèque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Médiathèque' });
  await dialog.getByRole('button', { name: /Image 800 × 800/ }).first().click();
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await preview.getByText(NAME).waitFor();
  assert.match((await preview.locator('img').getAttribute('srcset')) ?? '', /\/media\/[0-9a-f]{64}-150\.webp 150w/);
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await page.waitForURL(/\/admin\/products\/\d+$/);
  const id = Number(page.url().split('/').pop());
  assert.deepEqual(
    (({ stock, reserved, available, published, vatRate, price }) => ({ stock, reserved, available, published, vatRate, price }))(
      await adminProduct(id),
    ),
    { stock: 2, reserved: 0, available: 2, published: true, vatRate: 6, price: 42.5 },
  );

  // 3. A shopper finds the box by searching, sees its photo in every size, and buys it.
  const shopper = await newPage(browser);
  await signedInCustomer(shopper.page, shop, mailbox);
  const s = shopper.page;
  const searchBox = s.getByRole('search').getByRole('combobox', { name: 'Rechercher une box' });
  await searchBox.fill('forêt');
  await searchBox.press('Enter');
  await s.waitForURL(/\/search\?q=/);
  await s.getByRole('link', { name: NAME }).first().click();
  await s.waitForURL(new RegExp(`/product/${id}$`));
  const main = s.locator('.product-gallery__main img');
  assert.match((await main.getAttribute('srcset')) ?? '', /-800\.webp 800w/);
  await s.waitForFunction(() => {
    const img = document.querySelector('.product-gallery__main img');
    return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/media/');
  });
  await s.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await s.getByText(/ajouté au panier|augmentée/).first().waitFor();
  await s.goto(`${shop.url}/cart`);
  await s.getByRole('button', { name: 'Procéder au paiement' }).click();
  await s.waitForURL(/\/checkout$/);
  await s.getByRole('button', { name: /Continuer vers le paiement/ }).click();
  await s.getByRole('radio', { name: 'Bancontact', exact: true }).check();
  await s.getByTestId('checkout-pay').click();
  await s.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
  assert.equal((await adminProduct(id)).reserved, 1, 'the order holds its unit while it is being paid');
  // Meanwhile the administrator opens the box's form (it shows a stock of 2)…
  await page.goto(`${shop.url}/admin/products/${id}`);
  await page.getByText('Stock 2 · réservé 1 · disponible 1').waitFor();
  await s.getByRole('button', { name: 'Payé', exact: true }).click();
  await s.waitForURL(/\/payment-result\?/);
  await s.getByRole('heading', { name: 'Paiement confirmé' }).waitFor();

  // 4. …and, once the box is sold, changes its price from that form: the sale stays (stock 1, not 2).
  await page.getByLabel('Prix TTC (€)').fill('39,90');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: 'Produit mis à jour' }).waitFor();
  assert.deepEqual(
    (({ stock, reserved, available, price }) => ({ stock, reserved, available, price }))(await adminProduct(id)),
    { stock: 1, reserved: 0, available: 1, price: 39.9 },
  );
  assert.equal((await (await fetch(`${shop.url}/api/products/${id}`)).json()).price, 39.9);
  // The back office's list shows the stock that is left.
  await page.goto(`${shop.url}/admin/products?search=for%C3%AAt`);
  const row = page.getByTestId(`product-row-${id}`);
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /stock bas/);

  // 5. Archived: gone from the shop.
  await row.getByRole('button', { name: `Archiver ${NAME}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archiver' }).click();
  await page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: 'archivé' }).waitFor();
  const gone = await fetch(`${shop.url}/api/products/${id}`);
  assert.equal(gone.status, 404);
  assert.equal((await gone.json()).message, 'Produit non trouvé');
  await s.goto(`${shop.url}/search?q=for%C3%AAt`);
  await s.getByRole('heading', { level: 1 }).waitFor();
  await s.waitForLoadState('networkidle');
  assert.equal(await s.getByRole('link', { name: NAME }).count(), 0);
  await s.goto(`${shop.url}/product/${id}`);
  await s.getByText('Produit non trouvé').first().waitFor();

  // 6. The gallery publishes too: a stored photo, 'Publier sur la boutique', and the media library has it.
  const library = async () => {
    const token = await apiToken(shop, shopAdmin);
    const res = await fetch(`${shop.url}/api/admin/media?limit=100`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200);
    return res.json();
  };
  const before = await library();
  await page.goto(`${shop.url}/admin/gallery`);
  await page.getByRole('heading', { name: "Galerie d'images" }).waitFor();
  const gaufre = await makePhoto(page, { width: 900, height: 700, type: 'image/jpeg' });
  await page.getByTestId('gallery-file-input').setInputFiles({ name: 'gaufre.jpg', mimeType: 'image/jpeg', buffer: gaufre });
  await page.getByRole('button', { name: 'Publier gaufre.jpg sur la boutique' }).click();
  await page
    .locator('[data-sonner-toast][data-type="success"]')
    .filter({ hasText: 'Image publiée dans la médiathèque de la boutique' })
    .waitFor();
  const afterPublish = await library();
  assert.equal(afterPublish.total, before.total + 1);
  const published = afterPublish.media.find((m) => !before.media.some((b) => b.id === m.id));
  assert.deepEqual(
    published.variants.map((v) => v.size),
    [150, 300, 600, 800],
  );
  const variant = await fetch(`${shop.url}${published.variants[0].url}`);
  assert.equal(variant.status, 200);
  assert.equal(variant.headers.get('content-type'), 'image/webp');

  assert.deepEqual(admin.errors, []);
  assert.deepEqual(shopper.errors, []);
  await admin.context.close();
  await shopper.context.close();
});
