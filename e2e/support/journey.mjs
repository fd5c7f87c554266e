// Helpers shared by the journeys at a phone's width and a laptop's: a page that collects what the app
// logs, axe, and geometry checks (in view, no sideways scrolling).
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';

export const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

/**
 * Chromium's own console line for a response with an HTTP error status, e.g.
 * 'Failed to load resource: the server responded with a status of 401 (Unauthorized)'. DevTools writes it
 * for every fetch answered 4xx/5xx (source 'network'); no page script can prevent or catch it.
 */
export const NETWORK_ERROR_LINE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * A page in its own context. `problems` collects uncaught errors and console errors and warnings of the
 * app itself; `networkLines` collects Chromium's own 'Failed to load resource' lines, each with its status
 * and URL, for the test to compare with the refusals it expects.
 */
export async function openPage(browser, viewport, options = {}) {
  const context = await browser.newContext({
    locale: 'fr-BE',
    viewport,
    ...options,
  });
  const page = await context.newPage();
  const problems = [];
  const networkLines = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const network = NETWORK_ERROR_LINE.exec(message.text());
    if (network)
      networkLines.push({
        status: Number(network[1]),
        url: message.location().url,
      });
    else problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return { context, page, problems, networkLines };
}

/** Waits for the page's entrance animations and transitions (a dialog fading in would be measured
 * half transparent by axe's contrast check); endless ones (spinners) are left aside. */
export const animationsDone = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

export async function expectAxeClean(page, label) {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe on ${label}`,
  );
}

/** The element is entirely inside the viewport (and not under the header when the header is sticky). */
export async function inView(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = document.querySelector('.site-header');
    const headerBottom =
      header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    return (
      box.top >= headerBottom - 1 &&
      box.bottom <= window.innerHeight + 1 &&
      box.left >= 0 &&
      box.right <= window.innerWidth + 1
    );
  });
}

export const noSidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Saves a screenshot of what the screen shows (not the full page: Chromium would resize the viewport for
 * that, which moves fixed bars and the scroll position) when SHOTS_DIR is set, never inside the repository.
 */
export async function shot(page, name) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const { width } = page.viewportSize();
  await page.screenshot({ path: `${dir}/${name}-${width}.png` });
}

/**
 * Waits until the page's screen is hydrated: a server-rendered page shows its markup before React owns
 * it, and what is typed into it before then is lost when React takes over. The screen hydrates last
 * (its own chunk): once React owns its markup, hydration is over.
 */
export const screenHydrated = (page) =>
  page.waitForFunction(() => {
    const screen = document.querySelector('#main > div');
    return screen !== null && Object.keys(screen).some((key) => key.startsWith('__reactFiber'));
  });
