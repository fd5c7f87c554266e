// Journeys: an administrator prepares product photos in the image editor and keeps them in the gallery.
// Photos are drawn by the test in the browser; downloads are decoded in the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { openAsAdmin } from './support/media-admin.mjs';
import { decodeInPage, downloadedBytes, isJpeg, makePhoto } from './support/media-images.mjs';
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

/** The editor records a history snapshot 500 ms after a change: wait until the live edit is recorded. */
async function snapshotRecorded(page) {
  await page.locator('.media-toolbar__end[data-history="saved"]').waitFor();
}

/** Polls a condition of this process (downloads are events, not DOM) until true, or fails naming it. */
async function waitUntil(condition, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`toujours pas : ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function openEditorWithPhoto(page, { width = 4000, height = 3000 } = {}) {
  await openAsAdmin(page, shop.url, '/admin/image-editor');
  await page.getByRole('heading', { name: "Éditeur d'images" }).waitFor();
  const photo = await makePhoto(page, { width, height, type: 'image/png' });
  await page.getByTestId('editor-file-input').setInputFiles({ name: 'box-ete.png', mimeType: 'image/png', buffer: photo });
  await page.getByTestId('crop-stage').waitFor();
  await page.getByTestId('image-info').filter({ hasText: `${width} × ${height} px` }).waitFor();
  return photo;
}

/** A success toast with this text, shown inside the viewport (where the administrator is looking). */
async function successToast(page, text) {
  const toast = page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: text });
  await toast.waitFor();
  await page.waitForFunction(
    (el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    },
    await toast.elementHandle(),
  );
}

const rotationShown = (page, degrees) =>
  page.getByTestId('image-info').filter({ hasText: new RegExp(`rotation ${degrees}°$`) }).waitFor();

test('editor: upload a 4000×3000 PNG, crop, rotate, sepia, undo/redo, export an 800×800 JPEG', async () => {
  const { page, context, errors } = await newPage(browser);
  await openEditorWithPhoto(page);

  // Initial crop: a centred square as large as 80% of the width allows (the full 3000 px height).
  await page.getByRole('tab', { name: 'Recadrage' }).click();
  await page.getByText('Zone recadrée : 3000 × 3000 px').waitFor();
  // Quick square crop 800.
  await page.getByRole('button', { name: '800 × 800', exact: true }).first().click();
  await page.getByText('Zone recadrée : 800 × 800 px').waitFor();
  await page.getByRole('button', { name: 'Plus grand carré' }).click();
  await page.getByText('Zone recadrée : 3000 × 3000 px').waitFor();

  // Rotate with the keyboard: → 5°, Shift+→ 15° more.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await rotationShown(page, 5);
  await page.keyboard.press('Shift+ArrowRight');
  await rotationShown(page, 20);
  await snapshotRecorded(page);

  // Sepia, then undo and redo (keyboard and buttons).
  await page.getByRole('tab', { name: 'Réglages', exact: true }).click();
  const sepia = page.getByRole('button', { name: 'Sépia' });
  await sepia.click();
  assert.equal(await sepia.getAttribute('aria-pressed'), 'true');
  await snapshotRecorded(page);
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('[aria-pressed="true"].media-filter')?.textContent === 'Aucun');
  await rotationShown(page, 20);
  await page.keyboard.press('Control+y');
  await page.waitForFunction(() => document.querySelector('[aria-pressed="true"].media-filter')?.textContent === 'Sépia');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[aria-pressed="true"].media-filter')?.textContent === 'Aucun');
  await page.getByRole('button', { name: 'Rétablir' }).click();
  await page.waitForFunction(() => document.querySelector('[aria-pressed="true"].media-filter')?.textContent === 'Sépia');

  // Export: 800×800 JPEG at quality 60 ('Standard') by default.
  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByText('60 · Standard').waitFor();
  assert.equal(await page.getByLabel('JPEG').isChecked(), true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Télécharger l'image" }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'box-ete-800x800.jpg');
  const bytes = await downloadedBytes(download);
  assert.ok(isJpeg(bytes), 'the file starts with the JPEG magic bytes');
  const decoded = await decodeInPage(page, bytes);
  assert.equal(decoded.width, 800);
  assert.equal(decoded.height, 800);
  const [r, g, b] = decoded.quarterPixel;
  assert.ok(r >= g && g >= b, `sepia tones (r ≥ g ≥ b), got ${decoded.quarterPixel}`);
  await successToast(page, 'box-ete-800x800.jpg');

  // PNG disables quality; AVIF is offered only where the browser encodes it.
  await page.getByLabel('PNG').check();
  assert.equal(await page.getByLabel('Qualité').isDisabled(), true);
  const avifDisabled = await page.getByLabel('AVIF').isDisabled();
  if (avifDisabled) await page.getByTestId('avif-note').waitFor();
  await page.getByLabel('JPEG').check();

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('editor shortcuts: R, arrows, Esc; ignored while typing; Ctrl+S saves to the gallery', async () => {
  const { page, context, errors } = await newPage(browser);
  await openEditorWithPhoto(page, { width: 1600, height: 1200 });
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowLeft');
  await rotationShown(page, -5);
  await page.keyboard.press('Shift+ArrowLeft');
  await rotationShown(page, -20);
  await page.keyboard.press('r');
  await rotationShown(page, 0);

  // Typing in a text field does not trigger shortcuts.
  await page.getByRole('tab', { name: 'Préréglages' }).click();
  const presetName = page.getByLabel('Nom du préréglage');
  await presetName.click();
  await page.keyboard.type('r');
  await page.keyboard.press('ArrowRight');
  await rotationShown(page, 0);
  assert.equal(await presetName.inputValue(), 'r');

  // A preset is kept under photoEditorPresets.
  await presetName.fill('Fiche produit');
  await page.getByRole('button', { name: 'Enregistrer le préréglage' }).click();
  await page.getByRole('button', { name: 'Appliquer Fiche produit' }).waitFor();
  const presets = JSON.parse(await page.evaluate(() => localStorage.getItem('photoEditorPresets')));
  assert.equal(presets[0].name, 'Fiche produit');
  assert.deepEqual(Object.keys(presets[0]).sort(), ['compression', 'filters', 'format', 'id', 'name', 'rotation', 'scale']);

  // Esc resets everything.
  await page.getByRole('tab', { name: 'Réglages', exact: true }).click();
  await page.getByRole('button', { name: 'Noir et blanc' }).click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+ArrowRight');
  await rotationShown(page, 15);
  await page.keyboard.press('Escape');
  await rotationShown(page, 0);
  assert.equal(await page.getByRole('button', { name: 'Aucun' }).getAttribute('aria-pressed'), 'true');

  // Ctrl+S saves the edit to the gallery, with its editing metadata.
  await page.getByRole('button', { name: 'Sépia' }).click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+s');
  await successToast(page, 'Image sauvegardée dans la galerie');
  await page.getByRole('link', { name: 'Galerie' }).first().click();
  await page.getByRole('heading', { name: "Galerie d'images" }).waitFor();
  await page.getByText('box-ete-800x800.jpg', { exact: true }).waitFor();
  await page.getByText('Retouchée').waitFor();

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('multi-size export gives 150, 300, 600 and 800 px files, listed in Images récentes', async () => {
  const { page, context, errors } = await newPage(browser);
  await openEditorWithPhoto(page, { width: 3000, height: 2000 });
  await page.getByRole('tab', { name: 'Multi-tailles' }).click();
  assert.equal(await page.getByRole('checkbox', { name: /^Original/ }).isChecked(), false);

  const downloads = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: 'Exporter (4 tailles)' }).click();
  await successToast(page, '4 images exportées');
  await waitUntil(() => downloads.length >= 4, '4 téléchargements');
  const sizes = [];
  for (const download of downloads) {
    const decoded = await decodeInPage(page, await downloadedBytes(download));
    assert.equal(decoded.width, decoded.height);
    sizes.push(decoded.width);
  }
  assert.deepEqual(sizes.sort((a, b) => a - b), [150, 300, 600, 800]);
  assert.deepEqual(
    downloads.map((d) => d.suggestedFilename()).sort(),
    ['box-ete-150x150.jpg', 'box-ete-300x300.jpg', 'box-ete-600x600.jpg', 'box-ete-800x800.jpg'],
  );

  // Images récentes: load one back and download one.
  const recent = page.getByRole('list', { name: 'Images récentes' });
  await recent.getByRole('listitem').nth(3).waitFor();
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    recent.getByRole('button', { name: 'Télécharger box-ete-150x150.jpg' }).click(),
  ]);
  assert.equal(again.suggestedFilename(), 'box-ete-150x150.jpg');
  await recent.getByRole('button', { name: "Charger box-ete-600x600.jpg dans l'éditeur" }).click();
  await page.getByTestId('image-info').filter({ hasText: '600 × 600 px' }).waitFor();

  // No size enabled: the button is disabled.
  for (const label of ['Thumbnail', 'Small', 'Medium', 'Large']) await page.getByRole('checkbox', { name: new RegExp(`^${label}`) }).uncheck();
  assert.equal(await page.getByRole('button', { name: 'Exporter (0 tailles)' }).isDisabled(), true);

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('batch mode applies a preset to several photos; zoom and move mode', async () => {
  const { page, context, errors } = await newPage(browser);
  await openEditorWithPhoto(page, { width: 1600, height: 1200 });

  // Zoom 0.1..5 by steps of 0.1; move mode locks the crop frame.
  await page.getByRole('button', { name: 'Zoom avant' }).click();
  await page.getByRole('button', { name: '110 %' }).waitFor();
  await page.getByRole('button', { name: 'Zoom arrière' }).click();
  await page.getByRole('button', { name: 'Zoom arrière' }).click();
  await page.getByRole('button', { name: '90 %' }).waitFor();
  await page.getByRole('button', { name: 'Déplacer' }).click();
  await page.locator('.ReactCrop--disabled').waitFor();
  await page.getByRole('button', { name: 'Recadrer' }).click();

  // A grayscale preset in WebP, applied to two photos at once.
  await page.getByRole('button', { name: 'Noir et blanc' }).click();
  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByLabel('WebP').check();
  await page.getByRole('tab', { name: 'Préréglages' }).click();
  await page.getByLabel('Nom du préréglage').fill('Gris WebP');
  await page.getByRole('button', { name: 'Enregistrer le préréglage' }).click();
  await page.getByLabel('Préréglage à appliquer').selectOption({ label: 'Gris WebP' });
  const a = await makePhoto(page, { width: 1200, height: 900, type: 'image/jpeg' });
  const b = await makePhoto(page, { width: 700, height: 1000, type: 'image/png' });
  await page.getByLabel('Photos à traiter').setInputFiles([
    { name: 'lot-a.jpg', mimeType: 'image/jpeg', buffer: a },
    { name: 'lot-b.png', mimeType: 'image/png', buffer: b },
  ]);
  const downloads = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: 'Traiter 2 images' }).click();
  await successToast(page, 'Lot terminé : 2 images traitées');
  await waitUntil(() => downloads.length >= 2, '2 téléchargements');
  assert.deepEqual(downloads.map((d) => d.suggestedFilename()).sort(), ['lot-a-800x800.webp', 'lot-b-800x800.webp']);
  for (const download of downloads) {
    const decoded = await decodeInPage(page, await downloadedBytes(download));
    assert.equal(decoded.width, 800);
    assert.equal(decoded.height, 800);
    const [r, g, bl] = decoded.quarterPixel;
    assert.ok(Math.abs(r - g) <= 3 && Math.abs(g - bl) <= 3, `grey pixels, got ${decoded.quarterPixel}`);
  }
  await page.getByRole('list', { name: 'Résultats du lot' }).getByRole('link', { name: 'lot-a-800x800.webp' }).waitFor();

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('refused files: a .txt and an 11 MB image, in the editor and in the gallery', async () => {
  const { page, context } = await newPage(browser);
  await openAsAdmin(page, shop.url, '/admin/image-editor');
  const input = page.getByTestId('editor-file-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await page.getByText('Veuillez sélectionner une image valide').waitFor();
  const huge = Buffer.alloc(11 * 1024 * 1024, 1);
  await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: huge });
  await page.getByText('Fichier trop volumineux: 11.00 MB (max: 10MB)').waitFor();

  await openAsAdmin(page, shop.url, '/admin/gallery');
  await page.getByRole('heading', { name: "Galerie d'images" }).waitFor();
  await page.getByTestId('gallery-file-input').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') },
    { name: 'enorme.png', mimeType: 'image/png', buffer: huge },
  ]);
  await page.getByText('2 erreur(s): Format non supporté: text/plain (+1 autres)').waitFor();
  assert.equal(await page.getByTestId('stat-shown').textContent(), '0 / 0');
  await context.close();
});

test('gallery: uploads survive a reload; favourite, settings, delete with confirmation', async () => {
  const { page, context, errors } = await newPage(browser);
  await openAsAdmin(page, shop.url, '/admin/gallery');
  await page.getByRole('heading', { name: "Galerie d'images" }).waitFor();
  await page.getByText('La galerie est vide').waitFor();
  const first = await makePhoto(page, { width: 1200, height: 900, type: 'image/jpeg' });
  const second = await makePhoto(page, { width: 900, height: 900, type: 'image/png' });
  await page.getByTestId('gallery-file-input').setInputFiles([
    { name: 'praline.jpg', mimeType: 'image/jpeg', buffer: first },
    { name: 'speculoos.png', mimeType: 'image/png', buffer: second },
  ]);
  await page.getByText('2 images ajoutées à la galerie').waitFor();
  await page.getByTestId('stat-shown').filter({ hasText: '2 / 2' }).waitFor();
  await page.getByText('1200 × 900').waitFor();
  await page.getByText("Aujourd'hui").first().waitFor();

  await page.reload();
  await page.getByTestId('stat-shown').filter({ hasText: '2 / 2' }).waitFor();
  await page.getByText('praline.jpg', { exact: true }).waitFor();

  // Favourite: heart, toast, stored ids.
  await page.getByRole('button', { name: 'Ajouter praline.jpg aux favoris' }).click();
  await page.getByText('Ajoutée aux favoris').waitFor();
  await page.getByTestId('stat-favorites').filter({ hasText: '1' }).waitFor();
  const favorites = JSON.parse(await page.evaluate(() => localStorage.getItem('adminGalleryFavorites')));
  assert.equal(favorites.length, 1);

  // List view is remembered under adminGallerySettings.
  await page.getByRole('button', { name: 'Liste' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Retirer praline.jpg des favoris' }).waitFor({ state: 'attached' });
  assert.equal(await page.getByRole('button', { name: 'Liste' }).getAttribute('aria-pressed'), 'true');
  const settings = JSON.parse(await page.evaluate(() => localStorage.getItem('adminGallerySettings')));
  assert.equal(settings.viewMode, 'list');
  await page.getByRole('button', { name: 'Grille' }).click();

  // Delete asks first; cancel keeps the image, confirm removes it for good.
  await page.getByRole('button', { name: 'Supprimer speculoos.png' }).click();
  await page.getByRole('dialog', { name: "Supprimer l'image ?" }).waitFor();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByTestId('stat-shown').filter({ hasText: '2 / 2' }).waitFor();
  await page.getByRole('button', { name: 'Supprimer speculoos.png' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await page.getByText('Image supprimée').waitFor();
  await page.getByTestId('stat-shown').filter({ hasText: '1 / 1' }).waitFor();
  await page.reload();
  await page.getByTestId('stat-shown').filter({ hasText: '1 / 1' }).waitFor();
  assert.equal(await page.getByText('speculoos.png', { exact: true }).count(), 0);

  // Multi-select and the editor link.
  await page.getByLabel('Tout sélectionner').check();
  await page.getByTestId('stat-selected').filter({ hasText: '1' }).waitFor();
  await page.getByRole('link', { name: 'Éditer praline.jpg' }).click();
  await page.getByTestId('image-info').filter({ hasText: '1200 × 900 px' }).waitFor();

  // 'Retour Admin' asks before leaving.
  await page.getByRole('button', { name: 'Retour Admin' }).click();
  await page
    .getByText("Êtes-vous sûr de vouloir quitter l'éditeur ? Les modifications non sauvegardées seront perdues.")
    .waitFor();
  await page.getByRole('button', { name: 'Quitter' }).click();
  await page.waitForURL(`${shop.url}/admin`);

  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('a shopper never downloads the image tools', async () => {
  const { page, context } = await newPage(browser);
  const scripts = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(shop.url);
  await page.getByRole('heading', { name: 'Box Essentielle' }).first().waitFor();
  await page.goto(`${shop.url}/category`);
  await page.getByRole('heading', { name: 'Box Collector' }).first().waitFor();
  assert.deepEqual(
    scripts.filter((url) => /ImageEditorPage|GalleryPage|render\.worker|AdminApp|media-/.test(url)),
    [],
  );
  await context.close();
});
