// Journeys at a phone's width (390 px) and a laptop's (1280 px) for the finishing touches: back and
// forward return to where the shopper was while a new page opens at its top; 'Ajouter au panier' stays
// on a phone's screen through the description and the reviews; the header's tab order follows what the
// eye sees, and on a 320 or 360 px phone its parts never overlap; a new box sold out keeps its two badges
// inside its picture; the terms page never leaves a '»' alone on its
// line; paying with KBC/CBC lets the shopper choose the bank; the back office's order page, status dialog
// and image editor (with a photo) pass axe, and the editor has a single 'Choisir une image' tab stop.
// Set SHOTS_DIR to keep screenshots of the pages for the eye check.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { signedInCustomer, startMailCapture } from './support/customer.mjs';
import { expectAxeClean, inView, noSidewaysScroll, openPage, shot, WIDTHS } from './support/journey.mjs';
import { openAsAdmin } from './support/media-admin.mjs';
import { makePhoto } from './support/media-images.mjs';
import { shopAdmin, startShop } from './support/shop.mjs';

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

/** The page's scroll position, once the scroll events of a programmatic scroll have been handled (they
 * fire at the next frame, as the app records positions from them). */
const scrollY = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(Math.round(window.scrollY)))),
      ),
  );
/** Waits until the page is scrolled to `y` (within 2 px); says where it stands otherwise. */
async function waitForScrollY(page, y) {
  try {
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 2, y, { polling: 'raf' });
  } catch (error) {
    const state = await page.evaluate(() => ({
      y: window.scrollY,
      height: document.documentElement.scrollHeight,
      saved: sessionStorage.getItem('scrollPositions'),
    }));
    throw new Error(`scrollY ${state.y} instead of ${y} (page height ${state.height}; ${state.saved})`, {
      cause: error,
    });
  }
}

/** The names of the header's controls in Tab order, with their boxes (the skip link left aside). */
async function headerTabWalk(page) {
  await page.locator('body').focus();
  const stops = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || !el.closest('.site-header')) return null;
      const box = el.getBoundingClientRect();
      const name =
        el.getAttribute('aria-label') ||
        el.textContent.trim() ||
        el.getAttribute('placeholder') ||
        el.tagName;
      return {
        name,
        skip: el.classList.contains('skip-link'),
        top: box.top,
        bottom: box.bottom,
        left: box.left,
      };
    });
    if (!stop) break;
    if (!stop.skip) stops.push(stop);
  }
  return stops;
}

/** Each stop is right of the previous one on the same row, or on a row below it. */
function outOfVisualOrder(stops) {
  const faults = [];
  for (let i = 1; i < stops.length; i += 1) {
    const [a, b] = [stops[i - 1], stops[i]];
    const sameRow = b.top < a.bottom - 2 && a.top < b.bottom - 2;
    const ok = sameRow ? b.left >= a.left : b.top >= a.top;
    if (!ok) faults.push(`${a.name} → ${b.name}`);
  }
  return faults;
}

for (const { name, viewport } of WIDTHS) {
  describe(`at ${viewport.width} px (${name})`, () => {
    test('scroll: a new page opens at its top, back and forward restore the position; sticky buy bar; header tab order', async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await page.goto(`${shop.url}/category`);
      const cards = page.locator('.product-card__title a');
      await cards.nth(5).waitFor();
      const card = cards.nth((await cards.count()) - 1);
      await card.scrollIntoViewIfNeeded();
      const listY = await scrollY(page);
      assert.ok(listY > 200, `the category page is scrolled (${listY})`);
      const productName = (await card.textContent()).trim();
      await card.click();
      await page.waitForURL(/\/product\/\d+$/);
      // The address changes first; the category page stays on screen (its own h1 included) until the
      // product's screen is ready: wait for the product's heading, not any heading.
      await page.getByRole('heading', { level: 1, name: productName }).waitFor();
      assert.equal(await scrollY(page), 0, 'a new navigation opens at the top');

      // The product's reviews: on phones 'Ajouter au panier' stays on the screen.
      await page.getByRole('tab', { name: 'Avis' }).click();
      const reviews = page.getByRole('tabpanel', { name: 'Avis' });
      await reviews.scrollIntoViewIfNeeded();
      const add = page.getByRole('button', {
        name: 'Ajouter au panier',
        exact: true,
      });
      if (name === 'phone') {
        assert.ok(await inView(add), "'Ajouter au panier' is in view beside the reviews");
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await waitForScrollY(
          page,
          await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
        );
        assert.ok(await inView(add), "'Ajouter au panier' is in view at the end of the page");
        const covered = await page.evaluate(() => {
          const footer = document.querySelector('.site-footer');
          const texts = [...footer.querySelectorAll('p, a, li')].filter(
            (el) => el.getClientRects().length > 0,
          );
          const lastBottom = Math.max(...texts.map((el) => el.getBoundingClientRect().bottom));
          return lastBottom > document.querySelector('.product__buy-main').getBoundingClientRect().top + 1;
        });
        assert.equal(covered, false, "the bar leaves the footer's last line readable");
        assert.ok(await noSidewaysScroll(page));
      }
      await shot(page, 'product-reviews');
      // A position that does not depend on the open tab (tabs start again on 'Description').
      await page
        .getByRole('tablist', { name: 'Informations sur le produit' })
        .evaluate((el) => el.scrollIntoView());
      const productY = await scrollY(page);
      assert.ok(productY > 200, `the product page is scrolled (${productY})`);

      await page.goBack();
      await page.waitForURL(/\/category$/);
      await waitForScrollY(page, listY);
      await page.goForward();
      await page.waitForURL(/\/product\/\d+$/);
      await waitForScrollY(page, productY);

      // A fresh load of a page seen scrolled opens at its top.
      await page.goto(`${shop.url}/category`);
      await cards.nth(5).waitFor();
      assert.equal(await scrollY(page), 0, 'a fresh load opens at the top');

      // Search with results.
      await page.goto(`${shop.url}/search?q=box`);
      await page.getByRole('heading', { level: 1, name: 'Résultats pour « box »' }).waitFor();
      await cards.first().waitFor();
      await expectAxeClean(page, 'search with results');

      // The header: Tab goes through its controls in the order they are seen.
      const stops = await headerTabWalk(page);
      assert.ok(stops.length >= 3, `header stops: ${stops.map((s) => s.name).join(', ')}`);
      assert.deepEqual(outOfVisualOrder(stops), [], `tab order: ${stops.map((s) => s.name).join(' → ')}`);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test("terms: no '»' alone at the start of a line; axe", async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await page.goto(`${shop.url}/terms-of-service`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAxeClean(page, 'terms');
      await shot(page, 'terms');
      for (const width of name === 'phone' ? [320, 345, 360, 375, 390, 414] : [1024, 1100, 1280]) {
        await page.setViewportSize({ width, height: viewport.height });
        const lone = await page.locator('main').evaluate((main) => {
          const faults = [];
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = node.data.indexOf('»'); i > 0; i = node.data.indexOf('»', i + 1)) {
              const top = (start) => {
                const range = document.createRange();
                range.setStart(node, start);
                range.setEnd(node, start + 1);
                return Math.round(range.getClientRects()[0]?.top ?? -1);
              };
              if (top(i) !== top(i - 1)) faults.push(node.data.slice(Math.max(0, i - 20), i + 1));
            }
          }
          return faults;
        });
        assert.deepEqual(lone, [], `at ${width} px`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('KBC/CBC: the shopper chooses the bank; the back office shows the order, its status dialog and the editor', async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      const customer = await signedInCustomer(page, shop, mailbox, {
        email: `marie.vandenbossche.${name}.${Date.now()}@boutiqueexemple.be`,
      });
      await page.goto(`${shop.url}/product/2`);
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('dialog', { name: 'Ajouté au panier' }).waitFor();
      await page.goto(`${shop.url}/checkout`);
      const next = page.getByRole('button', {
        name: /Continuer vers le paiement/,
      });
      await next.waitFor();
      await expectAxeClean(page, 'checkout, address');
      await shot(page, 'checkout-address');
      await next.click();
      await page.getByRole('radio', { name: /KBC\/CBC/ }).check();
      const bank = page.getByLabel(/Choisissez votre banque/);
      await bank.selectOption({ label: 'CBC' });
      await page.waitForFunction(() =>
        /Payer/.test(document.querySelector('[data-testid="checkout-pay"]')?.textContent ?? ''),
      );
      await expectAxeClean(page, 'checkout, payment with a bank chosen');
      await bank.scrollIntoViewIfNeeded();
      await shot(page, 'checkout-payment');
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
      await page.getByText('KBC/CBC Payment Button — CBC').waitFor();
      await page.getByRole('button', { name: 'Payé', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Paiement confirmé' }).waitFor();
      const orderId = (await page.getByTestId('order-reference').textContent()).trim();
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());

      await openAsAdmin(page, shop.url, `/admin/orders/${orderId}`);
      await page.getByRole('heading', { level: 1, name: `Commande ${orderId}` }).waitFor();
      const title = page.getByRole('heading', { level: 1 });
      assert.equal(
        await title.locator('.order-number').evaluate((n) => n.getClientRects().length),
        1,
        'the order number sits on one line',
      );
      await expectAxeClean(page, 'admin order detail');
      await shot(page, 'admin-order');
      await page.getByRole('button', { name: 'Modifier le statut' }).click();
      const dialog = page.getByRole('dialog', { name: `Commande ${orderId}` });
      await dialog.getByText(customer.email).waitFor();
      assert.equal(
        await dialog.locator('.order-number').evaluate((n) => n.getClientRects().length),
        1,
        'the title keeps the number whole',
      );
      await expectAxeClean(page, 'status dialog');
      await shot(page, 'admin-status-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${shop.url}/admin/image-editor`);
      await page.getByRole('heading', { name: "Éditeur d'images" }).waitFor();
      // A single tab stop opens the file chooser.
      const names = [];
      await page.locator('body').focus();
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        names.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute('aria-label') ||
              document.activeElement?.textContent.trim(),
          ),
        );
        if (names.at(-1) === 'Depuis la galerie') break;
      }
      assert.equal(names.filter((n) => n === 'Choisir une image').length, 1, names.join(' | '));
      const photo = await makePhoto(page, {
        width: 1200,
        height: 900,
        type: 'image/png',
      });
      await page.getByTestId('editor-file-input').setInputFiles({
        name: 'box-ete.png',
        mimeType: 'image/png',
        buffer: photo,
      });
      await page.getByTestId('crop-stage').waitFor();
      const tabs = page.getByRole('tablist', { name: "Outils de l'éditeur" });
      const rows = await tabs
        .getByRole('tab')
        .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
      assert.equal(rows, 1, 'the editor tabs stay on one row with a photo');
      await expectAxeClean(page, 'image editor with a photo');
      await shot(page, 'editor-photo');
      // Saved to the gallery: the confirmation shows where the admin is looking.
      await page.getByRole('tab', { name: 'Export' }).click();
      await page.getByRole('button', { name: 'Enregistrer dans la galerie' }).click();
      const saved = page
        .locator('[data-sonner-toast][data-type="success"]')
        .filter({ hasText: 'Image sauvegardée dans la galerie' });
      await saved.waitFor();
      await page.waitForFunction(
        (el) => {
          const box = el.getBoundingClientRect();
          return (
            box.top >= 0 &&
            box.bottom <= window.innerHeight &&
            box.left >= 0 &&
            box.right <= window.innerWidth
          );
        },
        await saved.elementHandle(),
      );
      await shot(page, 'editor-saved');
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}

test('a 360 px phone: a new box that is sold out shows both its badges inside its picture', async () => {
  // The administrator sells out Box Découverte (new) through the back office's API, and puts it back after.
  const { token } = await (
    await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shopAdmin),
    })
  ).json();
  const asAdmin = (method, body) =>
    fetch(`${shop.url}/api/admin/products/3`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((res) => res.json());
  const { stock } = await asAdmin('GET');
  assert.equal((await asAdmin('PUT', { stock: 0, expectedStock: stock })).inStock, false);
  const { context, page, problems } = await openPage(browser, { width: 360, height: 740 });
  try {
    await page.goto(`${shop.url}/category`);
    const card = page.locator('.product-card', { hasText: 'Box Découverte' });
    await card.getByText('Rupture de stock').waitFor();
    const { media, badges, tag } = await card.evaluate((el) => ({
      media: el.querySelector('.product-card__media').getBoundingClientRect().toJSON(),
      badges: [...el.querySelectorAll('.product-card__badges .badge')].map((b) => b.getBoundingClientRect().toJSON()),
      tag: el.querySelector('.tag').getBoundingClientRect().toJSON(),
    }));
    assert.equal(badges.length, 2);
    for (const badge of badges) {
      assert.ok(badge.left >= media.left && badge.right <= media.right + 0.5, `badge inside the picture: ${JSON.stringify(badge)}`);
      assert.ok(badge.right <= tag.left || badge.bottom <= tag.top, 'badge clear of the category tag');
    }
    await shot(page, 'sold-out-card-360');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await asAdmin('PUT', { stock, expectedStock: 0 });
  }
});

for (const width of [320, 360]) {
  test(`a ${width} px phone: logo, install, account and cart in the header never overlap; the install icon moves nothing`, async () => {
    const { context, page, problems } = await openPage(browser, {
      width,
      height: 740,
    });
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: /Panier/ }).waitFor();
    // Chromium's install offer, as it fires for an installable shop (after the first paint): the header
    // shows the install icon too, without moving what was there (no layout shift).
    await page.evaluate(() => {
      window.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.shifted += entry.value;
      }).observe({ type: 'layout-shift' });
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await page.locator('.install-app').waitFor();
    // Layout shifts are reported with the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    assert.equal(await page.evaluate(() => window.shifted), 0, 'layout shift when the install icon appears');
    const boxes = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '.header-bar__menu, .logo, .header-bar > .install-app, .header-bar__actions > *',
        ),
      ]
        .map((el) => ({
          name: el.getAttribute('aria-label') || el.className,
          box: el.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ name, box }) => ({
          name,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        })),
    );
    assert.ok(boxes.length >= 4, JSON.stringify(boxes));
    // The logo is whole: its mark shown at its full size or not at all, its text not cut.
    const logo = await page.evaluate(() => {
      const mark = document.querySelector('.header-bar .logo__mark').getBoundingClientRect();
      const text = document.querySelector('.header-bar .logo__text');
      return {
        mark: [mark.width, mark.height],
        textCut: text.scrollWidth > text.getBoundingClientRect().width + 0.5,
      };
    });
    assert.ok(
      logo.mark[0] === 0 ? logo.mark[1] === 0 : logo.mark[0] === logo.mark[1],
      `logo mark squeezed: ${logo.mark}`,
    );
    assert.equal(logo.textCut, false, 'logo text cut');
    for (const [i, a] of boxes.entries()) {
      assert.ok(a.left >= 0 && a.right <= width, `${a.name} inside the screen`);
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5;
        assert.ok(!overlap, `${a.name} overlaps ${b.name}`);
      }
    }
    await shot(page, `header-${width}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
