// Expected refusals at a phone's width (390 px) and a laptop's (1280 px): an unknown product, an invalid
// promo code, a wrong password, an account not yet verified and a verification link used twice. Each is
// told to the shopper in French, and the app itself logs nothing (no uncaught error, no console error or
// warning of its own).
//
// What Chromium logs by itself: each of these refusals is an HTTP answer the API contract fixes (404, 400,
// 401, 403 and 400, see docs/architecture.md, 'Expected refusals'), and for every document or fetch answered with a 4xx
// or 5xx status Chromium's DevTools write one console line of level error, source 'network':
// 'Failed to load resource: the server responded with a status of 401 (Unauthorized)', located at the
// request's URL. No page script can prevent or catch that line; only a 2xx answer avoids it. So the
// journey checks that exactly one such line appears per refusal, for the expected call and status, and
// nothing else. Along the way: axe on the sign-in, registration, 'Vérifiez votre email' and verification
// pages, the e-mail on 'Vérifiez votre email' wrapping only between its parts, and the toast's close
// button named in French.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { linkIn, registerVerifiedCustomer, startMailCapture } from './support/customer.mjs';
import { expectAxeClean, openPage, shot, WIDTHS } from './support/journey.mjs';
import { startShop } from './support/shop.mjs';

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

/** Waits until Chromium has written its lines for the refusals, then checks they are exactly these. */
async function expectNetworkLines(networkLines, from, expected) {
  const deadline = Date.now() + 15_000;
  while (networkLines.length < from + expected.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seen = networkLines.slice(from).map(({ status, url }) => `${status} ${new URL(url).pathname}`);
  assert.deepEqual(seen, expected, "Chromium's own lines, one per expected refusal");
}

/** Each piece of the e-mail (between the wrap points EmailText allows) sits on a single line. */
const emailPiecesUnbroken = (locator) =>
  locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const lines = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
    }
    return lines.length > 1 && lines.every((count) => count === 1);
  });

for (const { name, viewport } of WIDTHS) {
  describe(`at ${viewport.width} px (${name})`, () => {
    test('unknown product, invalid promo code: told in French, nothing logged by the app', async () => {
      const { context, page, problems, networkLines } = await openPage(browser, viewport);
      await page.goto(`${shop.url}/product/424242`);
      await page.getByRole('heading', { level: 1, name: 'Produit non trouvé' }).waitFor();
      // The server renders the page with the 404 status (no search engine keeps it) and hands the API's
      // answer to the browser, which does not ask for the missing box again: one line, the document's.
      await expectNetworkLines(networkLines, 0, ['404 /product/424242']);

      await page.goto(`${shop.url}/product/1`);
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByRole('dialog', { name: 'Ajouté au panier' }).waitFor();
      await page.goto(`${shop.url}/cart`);
      await page.getByTestId('summary-subtotal').waitFor();
      const before = networkLines.length;
      await page.getByLabel('Code promo').fill('PROMO99');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      const toast = page
        .locator('[data-sonner-toast][data-type="error"]')
        .filter({ hasText: 'Code promo invalide' });
      await toast.waitFor();
      await expectNetworkLines(networkLines, before, ['400 /api/cart/quote']);
      // The toast's close button is named in French.
      await toast.getByRole('button', { name: 'Fermer la notification' }).click();
      await toast.waitFor({ state: 'detached' });
      assert.equal(networkLines.length, 2, 'no other failed request');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('registration, a wrong password, an unverified account, a link used twice', async () => {
      const { context, page, problems, networkLines } = await openPage(browser, viewport);
      const email = `lucie.vandenbroeck.${name}.${Date.now()}@boutique.exemple.be`;
      await page.goto(`${shop.url}/register`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAxeClean(page, 'registration');
      await page.locator('#register-firstName').fill('Lucie');
      await page.locator('#register-lastName').fill('Vandenbroeck');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill('Gaufre-Liege-2026!');
      await page.locator('#register-confirmPassword').fill('Gaufre-Liege-2026!');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByRole('heading', { name: 'Vérifiez votre email' }).waitFor();
      const shown = page.locator('.email-text').filter({ hasText: email });
      assert.ok(await emailPiecesUnbroken(shown), 'the address wraps only before the @ and the dots');
      await expectAxeClean(page, "'Vérifiez votre email'");
      await shot(page, 'check-your-email');

      // Not verified yet: sign-in refused (403).
      await page.goto(`${shop.url}/login`);
      await page.locator('#login-email').waitFor();
      await expectAxeClean(page, 'sign-in');
      let before = networkLines.length;
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill('Gaufre-Liege-2026!');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.getByText('Veuillez vérifier votre email avant de vous connecter.').first().waitFor();
      await expectNetworkLines(networkLines, before, ['403 /api/auth/login']);

      // The link of the mail: verified once, refused the second time (400).
      const link = linkIn(await mailbox.mailTo(email), /https?:\/\/\S+\/email-verification\?token=[\w-]+/);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Email vérifié !' }).waitFor();
      await expectAxeClean(page, 'email verified');
      before = networkLines.length;
      await page.goto(link);
      await page.getByRole('heading', { name: 'Vérification échouée' }).waitFor();
      await expectNetworkLines(networkLines, before, ['400 /api/auth/verify-email']);
      await expectAxeClean(page, 'verification link used twice');

      // A wrong password (401).
      const customer = await registerVerifiedCustomer(shop, mailbox);
      await page.goto(`${shop.url}/login`);
      before = networkLines.length;
      await page.locator('#login-email').fill(customer.email);
      await page.locator('#login-password').fill('Pas-le-bon-2026!');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.getByText('Email ou mot de passe incorrect.').first().waitFor();
      await expectNetworkLines(networkLines, before, ['401 /api/auth/login']);
      await expectAxeClean(page, 'sign-in refused');
      assert.equal(networkLines.length, 3, 'no other failed request');
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}
