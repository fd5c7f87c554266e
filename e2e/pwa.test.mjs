// The PWA in Chromium: the service worker registered on load, a visited catalogue page reloaded
// offline with the offline notice, and the 'nouvelle version' prompt after a new build, whose
// 'Recharger' brings the new version in.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { launchBrowser } from './support/browser.mjs';
import { startRoundRobinProxy } from './support/processes.mjs';
import { repoRoot, startShop } from './support/shop.mjs';

const run = promisify(execFile);
let root;
let browser;
let origin;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'boxshop-pwa-'));
  await cp(join(repoRoot, 'frontend/dist'), join(root, 'dist'), {
    recursive: true,
  });
  await cp(join(repoRoot, 'frontend/dist-ssr'), join(root, 'dist-ssr'), {
    recursive: true,
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await origin?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Polls an async check inside the page until it holds (waitForFunction does not await promises). */
async function until(page, check, arg, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > deadline) throw new Error(`condition not reached: ${check}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const versionOf = (page) => page.locator('meta[name="application-version"]').getAttribute('content');

test('service worker, offline reading and the new-version prompt', async () => {
  // The origin the browser knows (PUBLIC_URL) is a proxy on a port the system chose, open for the whole
  // test: the shop restarted below listens on a port of its own choosing, and the origin, its service
  // worker and storage stay the same (restarting the shop on its old port would leave that port free to
  // be taken by another process while the new build is made).
  origin = await startRoundRobinProxy([]);
  const env = { SPA_DIR: join(root, 'dist'), PUBLIC_URL: origin.url };
  let shop = await startShop(env);
  origin.targets = [shop.url];
  const site = origin.url;
  const context = await browser.newContext({
    locale: 'fr-BE',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));

    // The manifest: names, PNG icons made from the logo, standalone.
    const manifest = await (await fetch(`${site}/manifest.webmanifest`)).json();
    assert.equal(manifest.short_name, 'BoxPlaisir');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      assert.ok(icon, `icon ${size}`);
      const res = await fetch(new URL(icon.src, site));
      assert.equal(res.headers.get('content-type'), 'image/png');
    }

    // First visit: /service-worker.js registered on load, then it keeps this page for offline reading.
    await page.goto(`${site}/product/2`);
    await until(page, async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL.endsWith('/service-worker.js') === true;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await until(page, async () => {
      const cache = await caches.open('pages');
      return (await cache.match(location.href)) !== undefined;
    });
    const firstVersion = await versionOf(page);

    // Offline: the visited product page reloads with its content and the offline notice.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Box Premium' }).waitFor();
    await page.getByText('Vous êtes hors ligne').waitFor();
    // A catalogue page never opened as a page still opens from the shell and the kept data.
    await page.goto(`${site}/`);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Livraison gratuite en Belgique dès 50€',
      })
      .waitFor();
    await page.getByText('Vous êtes hors ligne').waitFor();
    // /api is never answered from a cache as a page.
    await assert.rejects(page.goto(`${site}/api/health`));
    await context.setOffline(false);
    await page.goto(`${site}/`);
    await page.getByRole('heading', { level: 1, name: 'Livraison gratuite en Belgique dès 50€' }).waitFor();

    // A new build of the shop, deployed: the shop restarts on it.
    await shop.stop();
    await run(
      process.execPath,
      [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', join(root, 'dist'), '--emptyOutDir'],
      {
        cwd: join(repoRoot, 'frontend'),
        env: { ...process.env, VITE_APP_VERSION: `${firstVersion}-suivante` },
      },
    );
    shop = await startShop(env);
    origin.targets = [shop.url]; // the same origin: its service worker and storage survive

    // The open page's next update check (hourly, or when the tab comes back) finds the new version.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText('Une nouvelle version de BoxPlaisir est disponible.').waitFor({ timeout: 30_000 });
    assert.equal(await versionOf(page), firstVersion, 'the page still runs the version it was opened with');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Recharger' }).click()]);
    await page.waitForFunction(
      (v) => document.querySelector('meta[name="application-version"]')?.content === v,
      `${firstVersion}-suivante`,
    );
    await page.getByRole('heading', { level: 1, name: 'Livraison gratuite en Belgique dès 50€' }).waitFor();
    await until(page, async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration.waiting === null && registration.active !== null;
    });
    assert.equal(await page.getByRole('alertdialog').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await shop.stop();
  }
});
