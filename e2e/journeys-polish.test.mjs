// Journeys at a phone's width (390 px) and a laptop's (1280 px): the cart drawer after 'Ajouter au panier',
// the product photo's zoom,
// the sticky checkout bar on phones, search suggestions used with the keyboard, a shopper who creates an
// account from the cart and comes back to it after verification, the payment result's heading in view
// after paying (with the order summary) and its invoice downloaded from /orders (a PDF naming its number),
// and the back office's orders table reachable without sideways
// scrolling. Every page visited is checked with axe, and the app logs no error of its own.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { linkIn, signedInCustomer, startMailCapture } from './support/customer.mjs';
import { expectAxeClean, inView, noSidewaysScroll, openPage, shot, WIDTHS } from './support/journey.mjs';
import { pdfText } from './support/pdf-text.mjs';
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

for (const { name, viewport } of WIDTHS) {
  describe(`at ${viewport.width} px (${name})`, () => {
    test('cart drawer after adding, header badge in view, sticky checkout; register from the cart, verify, sign in: back on the cart', async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await page.goto(`${shop.url}/product/1`);
      const add = page.getByRole('button', { name: 'Ajouter au panier', exact: true });
      assert.ok(await inView(add), "'Ajouter au panier' is in view without scrolling");
      await add.click();

      const drawer = page.getByRole('dialog', { name: 'Ajouté au panier' });
      await drawer.waitFor();
      await drawer.getByText('Box Essentielle ajouté au panier').waitFor();
      await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="drawer-subtotal"]')?.textContent ?? ''));
      assert.match(await drawer.getByTestId('drawer-subtotal').textContent(), /29,99\s€/);
      assert.equal(await page.locator('[data-sonner-toast]').count(), 0, 'no toast for an addition');
      // The header's badge is visible and not covered by the drawer.
      const badge = page.getByTestId('cart-count');
      assert.equal(await badge.textContent(), '1');
      const covered = await badge.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && (hit === el || el.contains(hit)));
      });
      assert.equal(covered, false, 'the cart badge is not hidden by the drawer');
      assert.ok(await inView(drawer.getByRole('button', { name: 'Procéder au paiement' })));
      await expectAxeClean(page, 'product page with the cart drawer');
      await shot(page, 'cart-drawer');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // The photo enlarges with accessible zoom controls.
      await page.getByRole('button', { name: "Agrandir l'image" }).click();
      const zoom = page.getByRole('dialog', { name: /^Box Essentielle – image 1 sur \d$/ });
      await zoom.getByRole('button', { name: 'Zoom avant' }).click();
      await zoom.getByRole('status').filter({ hasText: '150 %' }).waitFor();
      await expectAxeClean(page, 'product photo enlarged');
      await page.keyboard.press('Escape');
      await zoom.waitFor({ state: 'detached' });

      await page.goto(`${shop.url}/cart`);
      const checkout = page.getByRole('button', { name: 'Procéder au paiement' });
      await page.getByTestId('summary-subtotal').waitFor();
      // On phones the bar is at the bottom of the screen from the start; on a laptop the summary is beside the lines.
      assert.ok(await inView(checkout), "'Procéder au paiement' is in view without scrolling");
      assert.ok(await noSidewaysScroll(page));
      await expectAxeClean(page, 'cart');
      await shot(page, 'cart');

      // A visitor is sent to sign in, creates an account instead, verifies it from the mail, signs in.
      await checkout.click();
      await page.waitForURL(/\/login$/);
      await page.getByRole('link', { name: 'Créer un compte' }).click();
      await page.waitForURL(/\/register$/);
      const email = `retour.panier.${name}.${Date.now()}@example.be`;
      await page.locator('#register-firstName').fill('Lucie');
      await page.locator('#register-lastName').fill('Martin');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill('Gaufre-Liege-2026!');
      await page.locator('#register-confirmPassword').fill('Gaufre-Liege-2026!');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByRole('heading', { name: 'Vérifiez votre email' }).waitFor();

      const link = linkIn(await mailbox.mailTo(email), /https?:\/\/\S+\/email-verification\?token=[\w-]+/);
      await page.goto(link); // the link opens as a new page load, as from a mail client
      await page.waitForURL(/\/login\?verification=success/);
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill('Gaufre-Liege-2026!');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.waitForURL(`${shop.url}/cart`);
      await page.getByTestId('cart-line-1-single').waitFor();
      // And on to checkout: a new account completes its profile first.
      await page.getByRole('button', { name: 'Procéder au paiement' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout' || url.pathname === '/profile');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('search suggestions with the keyboard; the results page names the term', async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await page.goto(`${shop.url}/`);
      const box = page.getByRole('combobox', { name: 'Rechercher une box' });
      await box.click();
      await box.pressSequentially('prem', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option', { name: /Box Premium/ }).waitFor();
      await expectAxeClean(page, 'home with search suggestions');
      await box.press('ArrowDown');
      assert.equal(
        await box.getAttribute('aria-activedescendant'),
        await list.getByRole('option', { name: /Box Premium/ }).getAttribute('id'),
      );
      await box.press('Enter');
      await page.waitForURL(/\/product\/2$/);
      await page.getByRole('heading', { level: 1, name: 'Box Premium' }).waitFor();

      await box.fill('');
      await box.pressSequentially('box', { delay: 40 });
      await list.getByRole('option').first().waitFor();
      await box.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=box$/);
      await page.getByRole('heading', { level: 1, name: 'Résultats pour « box »' }).waitFor();

      await page.goto(`${shop.url}/search?q=licorne`);
      await page.getByText('Aucune box ne correspond à « licorne »').waitFor();
      await expectAxeClean(page, 'search without results');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('paying from a scrolled cart: the result page opens at its top with its heading and the order summary', async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await signedInCustomer(page, shop, mailbox);
      await page.goto(`${shop.url}/product/2`);
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('dialog', { name: 'Ajouté au panier' }).waitFor();
      await page.goto(`${shop.url}/cart`);
      await page.getByTestId('summary-subtotal').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Procéder au paiement' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('button', { name: /Continuer vers le paiement/ }).click();
      await page.getByRole('radio', { name: 'Bancontact', exact: true }).check();
      await page.waitForFunction(() => /Payer/.test(document.querySelector('[data-testid="checkout-pay"]')?.textContent ?? ''));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL(/\/api\/mollie\/sandbox\/checkout\/tr_/);
      await page.getByRole('button', { name: 'Payé', exact: true }).click();
      await page.waitForURL(/\/payment-result\?/);

      const heading = page.getByRole('heading', { level: 1, name: 'Paiement confirmé' });
      await heading.waitFor();
      assert.ok(await inView(heading), 'the heading is in view, not under the header nor below the fold');
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      const summary = page.getByTestId('order-summary');
      await summary.getByText('Box Premium').waitFor();
      await summary.getByRole('heading', { name: 'Adresse de livraison' }).waitFor();
      await summary.getByText('Rue Haute 12').waitFor();
      assert.match(await summary.getByTestId('order-summary-total').textContent(), /54,98\s€/); // 49,99 € and 4,99 € of delivery
      await page.getByRole('heading', { name: 'Que se passe-t-il maintenant ?' }).waitFor();
      await expectAxeClean(page, 'payment result');
      await shot(page, 'payment-result');

      const orderId = await page.getByTestId('order-reference').textContent();
      await summary.getByRole('link', { name: 'Voir ma commande' }).click();
      await page.waitForURL(/\/orders\?order=/);
      const card = page.getByTestId(`order-${orderId}`);
      // The invoice downloads: a PDF named after its number, whose text gives that number and the order.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Télécharger la facture' }).click(),
      ]);
      const invoiceNumber = download.suggestedFilename().match(/^facture-(F-\d{4}-\d{6})\.pdf$/)?.[1];
      assert.ok(invoiceNumber, `an invoice file name: ${download.suggestedFilename()}`);
      const pdf = await readFile(await download.path());
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
      const text = await pdfText(pdf);
      assert.ok(text.includes(`N° ${invoiceNumber}`), text);
      assert.ok(text.includes(orderId), text);
      await expectAxeClean(page, 'my orders');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test("back office: the orders table shows 'Statut' without sideways scrolling; editor and users pages pass axe", async () => {
      const { context, page, problems } = await openPage(browser, viewport);
      await page.goto(`${shop.url}/login`);
      await page.locator('#login-email').fill(shopAdmin.email);
      await page.locator('#login-password').fill(shopAdmin.password);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto(`${shop.url}/admin/orders`);
      await page.getByRole('heading', { name: 'Gestion des commandes' }).waitFor();
      const status = page.getByRole('button', { name: /^Modifier le statut de la commande/ }).first();
      await status.waitFor();
      await status.scrollIntoViewIfNeeded();
      assert.ok(await noSidewaysScroll(page), 'the page does not scroll sideways');
      const reachable = await status.evaluate((el) => {
        const box = el.getBoundingClientRect();
        let node = el.parentElement;
        while (node) {
          const wrap = node.getBoundingClientRect();
          if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible') return false;
          if (box.right > wrap.right + 1 && getComputedStyle(node).overflowX !== 'visible') return false;
          node = node.parentElement;
        }
        return box.left >= 0 && box.right <= window.innerWidth;
      });
      assert.ok(reachable, "'Statut' is reachable without scrolling the table sideways");
      await expectAxeClean(page, 'admin orders');
      await shot(page, 'admin-orders');
      if (name === 'phone') {
        // Cards: each cell shows its column's label, and 'Détails' is whole on the screen.
        const row = page.locator('tbody tr').filter({ has: status });
        const labels = await row.locator('td[data-label]').evaluateAll((cells) => cells.map((td) => getComputedStyle(td, '::before').content));
        assert.ok(labels.length >= 3 && labels.every((c) => /^".+"$/.test(c)), `labels: ${labels.join(', ')}`);
        const details = row.getByRole('link', { name: /^Vue détaillée de la commande/ });
        await details.scrollIntoViewIfNeeded();
        assert.ok(await inView(details), "'Détails' is whole on the screen");
        assert.equal((await details.innerText()).trim(), 'Détails');
      }
      await page.goto(`${shop.url}/admin/users`);
      await page.getByRole('heading', { name: 'Gestion des utilisateurs' }).waitFor();
      await expectAxeClean(page, 'admin users');
      await shot(page, 'admin-users');
      await page.goto(`${shop.url}/admin/image-editor`);
      await page.getByRole('heading', { name: "Éditeur d'images" }).waitFor();
      await expectAxeClean(page, 'image editor');
      const tabs = page.getByRole('tablist', { name: "Outils de l'éditeur" });
      const rows = await tabs.getByRole('tab').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
      assert.equal(rows, 1, 'the editor tabs stay on one row');
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}
