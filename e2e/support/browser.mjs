// Debian's Chromium driven by playwright-core (no browser downloads on these machines).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export async function launchBrowser() {
  if (!executablePath) throw new Error('Chromium introuvable : installez-le avec `apt-get install -y chromium`.');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A fresh context (own storage) with French locale and a desktop viewport. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ locale: 'fr-BE', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  return { context, page, errors };
}
