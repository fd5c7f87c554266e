// Storefront figures: Lighthouse (mobile, simulated throttling) on /, /category and /product/1 as
// `npm start` serves them, and the cost of the server-rendered first paint: requests per second of
// /product/1 (rendered by React on the server) against the static index.html, in the same run.
// Writes its section of docs/performance.md. Needs a build (npm run bench builds) and Chromium.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printed, startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';

const PAGES = ['/', '/category', '/product/1'];
const RUNS = Number(process.env.LH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run; again when Lighthouse itself failed to record the page (e.g. NO_NAVSTART). */
async function audit(url, attempts = 3) {
  const result = await auditOnce(url);
  if (result || attempts <= 1) return result ?? Promise.reject(new Error(`${url}: Lighthouse failed`));
  return audit(url, attempts - 1);
}

/**
 * Chromium for Lighthouse, its DevTools on a port it chose itself (--remote-debugging-port=0) and read
 * from what it prints. chrome-launcher would probe a free port, close it and hand it to Chromium, which
 * another process may take in between; its flags are kept.
 */
async function launchChrome() {
  const userDataDir = await mkdtemp(join(tmpdir(), 'boxshop-lighthouse-'));
  const flags = [
    ...Launcher.defaultFlags(),
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--remote-debugging-port=0',
    `--user-data-dir=${userDataDir}`,
    'about:blank',
  ];
  // Its own process group, ended as a whole (the browser and its helpers), as chrome-launcher does.
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', flags, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = [];
  child.stdout.on('data', (d) => logs.push(d.toString()));
  child.stderr.on('data', (d) => logs.push(d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    const port = Number(await printed(child, logs, /DevTools listening on ws:\/\/[^/\s]+:(\d+)\//, 30_000));
    return { port, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}

async function auditOnce(url) {
  const chrome = await launchChrome();
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError) {
      console.warn(`${url}: ${lhr.runtimeError.code}, run again`);
      return null;
    }
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const metric = (id) => lhr.audits[id].numericValue;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      // Every script the page load brought (idle preloads included), as received (compressed).
      scriptBytes: lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script').transferSize,
    };
  } finally {
    await chrome.kill();
  }
}

function requestsPerSecond(url) {
  const once = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: CONNECTIONS, duration }, (err, r) => (err ? reject(err) : resolve(r))),
    );
  return once(2).then(() => once(SECONDS)).then((r) => {
    if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${url}: failed requests`);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
  });
}

const shop = await startShop({ LOG_LEVEL: 'warn', NODE_ENV: 'test' });
const rows = [];
let ssr;
let shell;
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(shop.url + path));
    const pick = (key) => median(runs.map((r) => r[key]));
    const row = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)]));
    const range = (key) => [Math.min(...runs.map((r) => r[key])), Math.max(...runs.map((r) => r[key]))];
    rows.push({ path, ...row, ranges: { performance: range('performance'), lcp: range('lcp'), tbt: range('tbt') } });
    console.log(path, row);
  }
  ssr = await requestsPerSecond(`${shop.url}/product/1`);
  shell = await requestsPerSecond(`${shop.url}/index.html`);
} finally {
  await shop.stop();
}

const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Lighthouse 12.8 (mobile, simulated throttling; median of ${RUNS} runs per page) against the shop as \`npm start\` serves it.`,
  '',
  '| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP (runs) | TBT (runs) | CLS | scripts received |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    ({ ranges: x, ...r }) =>
      `| \`${r.path}\` | ${r.performance} (${x.performance.join('–')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} (${x.lcp.map(ms).join('–')}) | ${Math.round(r.tbt)} ms (${x.tbt.map(Math.round).join('–')}) | ${r.cls.toFixed(3)} | ${(r.scriptBytes / 1000).toFixed(1)} kB |`,
  ),
  '',
  `Server-rendered first paint, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up: \`/product/1\` rendered by React on the server ${ssr.rps.toFixed(0)} req/s (p50 ${ssr.p50} ms, p99 ${ssr.p99} ms) against the static \`index.html\` ${shell.rps.toFixed(0)} req/s (p50 ${shell.p50} ms, p99 ${shell.p99} ms): ratio ${(ssr.rps / shell.rps).toFixed(2)}.`,
].join('\n');
await writeSection('storefront', markdown);
