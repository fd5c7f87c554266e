// Image editor benchmark: export of a 12-megapixel photo to an 800×800 JPEG in Chromium.
// Builds nothing: run it after `npm run build`. Starts the shop as the journeys do, opens
// /admin/image-editor, loads a generated 4000×3000 JPEG, then clicks 'Télécharger l'image'
// MEDIA_BENCH_RUNS times (default 7). For each export it reads the page's own measure
// ('media-export': click handler to download started) and the longest main-thread task seen
// from then on (PerformanceObserver 'longtask', which reports tasks over 50 ms). Opening the
// photo is measured the same way ('media-open': file chosen to photo decoded and shown).
// It measures the worker path (OffscreenCanvas in a Web Worker) and, for comparison, the
// main-thread fallback (OffscreenCanvas hidden from the page). Writes a markdown table to docs/performance.md.
//   node bench/media.mjs            MEDIA_BENCH_RUNS=7
import { cpus } from 'node:os';
import { launchBrowser, newPage } from '../e2e/support/browser.mjs';
import { openAsAdmin } from '../e2e/support/media-admin.mjs';
import { isJpeg, decodeInPage, downloadedBytes, makePhoto } from '../e2e/support/media-images.mjs';
import { startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';

const runs = Number(process.env.MEDIA_BENCH_RUNS ?? 7);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const OBSERVE_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const HIDE_OFFSCREEN_CANVAS = () => {
  delete window.OffscreenCanvas;
};

async function measure(browser, shopUrl, photo, { fallback }) {
  const { page, context, errors } = await newPage(browser);
  await context.addInitScript(OBSERVE_LONG_TASKS);
  if (fallback) await context.addInitScript(HIDE_OFFSCREEN_CANVAS);
  await openAsAdmin(page, shopUrl, '/admin/image-editor');
  await page.getByRole('heading', { name: "Éditeur d'images" }).waitFor();
  await page.getByTestId('editor-file-input').setInputFiles({ name: 'photo-12mp.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByTestId('image-info').filter({ hasText: '4000 × 3000 px' }).waitFor();
  await page.waitForTimeout(1000); // first preview painted, page idle
  const open = await page.evaluate(() => {
    const [entry] = performance.getEntriesByName('media-open');
    // Only the part of a task after the app's mark counts: the task that delivers the file to the
    // input (the test harness copying 5 MB into the page) ends in the app's change handler.
    const spans = window.__longTasks.map((t) => t.start + t.duration - Math.max(t.start, entry.startTime));
    return { duration: entry.duration, longest: Math.max(0, ...spans.filter((d) => d > 50)) };
  });
  await page.getByRole('tab', { name: 'Export' }).click();
  const button = page.getByRole('button', { name: "Télécharger l'image" });

  const samples = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate(() => {
      performance.clearMeasures('media-export');
      window.__longTasks = [];
    });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    await page.waitForFunction(() => performance.getEntriesByName('media-export').length > 0);
    await button.waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('button[disabled]')?.textContent?.includes("Télécharger l'image"));
    await page.waitForTimeout(150); // let any trailing work report its long task
    const { duration, longest } = await page.evaluate(() => {
      const [entry] = performance.getEntriesByName('media-export');
      const spans = window.__longTasks.map((t) => t.start + t.duration - Math.max(t.start, entry.startTime));
      return { duration: entry.duration, longest: Math.max(0, ...spans.filter((d) => d > 50)) };
    });
    if (i === 0) {
      const bytes = await downloadedBytes(download);
      const decoded = await decodeInPage(page, bytes);
      if (!isJpeg(bytes) || decoded.width !== 800 || decoded.height !== 800) {
        throw new Error(`unexpected export: ${decoded.width}×${decoded.height}`);
      }
    }
    samples.push({ duration, longest });
  }
  if (process.env.MEDIA_BENCH_DEBUG) console.error(fallback, JSON.stringify(samples));
  const workers = page.workers().length;
  await context.close();
  if (errors.length) throw new Error(errors.map(String).join('\n'));
  const durations = samples.map((s) => s.duration);
  return {
    path: fallback ? 'main-thread fallback (no OffscreenCanvas)' : `Web Worker + OffscreenCanvas (${workers} worker)`,
    median: median(durations),
    min: Math.min(...durations),
    max: Math.max(...durations),
    longest: Math.max(...samples.map((s) => s.longest)),
    open,
  };
}

const shop = await startShop();
const browser = await launchBrowser();
try {
  const { page, context } = await newPage(browser);
  await page.goto(`${shop.url}/legal-notice`);
  const photo = await makePhoto(page, { width: 4000, height: 3000, type: 'image/jpeg', quality: 0.92, grain: true });
  await context.close();

  const rows = [await measure(browser, shop.url, photo, { fallback: false }), await measure(browser, shop.url, photo, { fallback: true })];
  const ms = (n) => `${Math.round(n)}`;
  const task = (n) => (n === 0 ? 'none over 50' : ms(n));
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Chromium headless (software rendering), ${runs} exports each of a 4000×3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB) to 800×800 JPEG, quality 60.`,
    '',
    '| path | export median (ms) | min / max (ms) | longest main-thread task during exports (ms) | opening the photo (ms), longest task |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.path} | ${ms(r.median)} | ${ms(r.min)} / ${ms(r.max)} | ${task(r.longest)} | ${ms(r.open.duration)}, ${task(r.open.longest)} |`,
    ),
  ];
  await writeSection('media', lines.join('\n'));
} finally {
  await browser.close();
  await shop.stop();
}
