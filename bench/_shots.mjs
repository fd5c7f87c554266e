import { chromium } from 'playwright-core';
const base = process.argv[2] ?? 'http://localhost:3000';
const pages = (process.argv[3] ?? '/,/category,/product/1,/terms,/subscriptions').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [360, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/tmp/shot-${width}-${p.replace(/[^a-z0-9]/gi, '_') || 'home'}.png`;
    await page.screenshot({ path: name, fullPage: p === '/terms' ? false : true });
    console.log(name);
  }
  if (errors.length) console.log('console:', errors.slice(0, 5));
  await ctx.close();
}
await browser.close();
