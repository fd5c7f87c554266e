// The catalogue pages as a search engine or a slow phone first gets them: the server's HTML, read
// before any script runs, then the same pages hydrated in Chromium without a mismatch.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { screenHydrated } from './support/journey.mjs';
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

const CATEGORY_URL = '/category?category=Premium&minPrice=40&sort=price-asc';

/** The page's HTML as the server sends it (no script has run). */
async function serverHtml(path) {
  const res = await fetch(shop.url + path);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  return { status: res.status, html: await res.text() };
}

/** The markup the server rendered inside #root. */
function appMarkup(html) {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  assert.ok(start > 0 && end > start, 'the page holds the rendered app and its state');
  return html.slice(start, end);
}

function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The content of <meta name|property="key">. */
function meta(html, key) {
  const tag = new RegExp(`<meta (?:name|property)="${key}" [^>]*>`).exec(html)?.[0];
  assert.ok(tag, `meta ${key}`);
  return attribute(tag, 'content')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

function head(html) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta(html, 'description'),
    canonical: attribute(/<link rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href'),
    ogTitle: meta(html, 'og:title'),
    ogUrl: meta(html, 'og:url'),
    ogType: meta(html, 'og:type'),
    ogImage: meta(html, 'og:image'),
  };
}

/** A price as the shop writes it ('29,99 €', with a no-break space). */
function price(amount) {
  return new RegExp(`>${amount}[\\s\\u00a0\\u202f]€<`);
}

/** Every <img> of the markup, each with its src, alt, width and height. */
function images(markup) {
  return [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: attribute(tag, 'src'),
    alt: attribute(tag, 'alt'),
    width: attribute(tag, 'width'),
    height: attribute(tag, 'height'),
  }));
}

function assertSizedImages(markup, atLeast) {
  const imgs = images(markup);
  assert.ok(imgs.length >= atLeast, `at least ${atLeast} images, got ${imgs.length}`);
  for (const img of imgs) {
    assert.ok(Number(img.width) > 0 && Number(img.height) > 0, `${img.src} has its width and height`);
  }
}

/** The page's JSON-LD objects. */
function jsonLd(html) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) =>
    JSON.parse(json),
  );
}

test('the home page arrives rendered: popular boxes with prices and sized images, its own head', async () => {
  const { status, html } = await serverHtml('/');
  assert.equal(status, 200);
  const markup = appMarkup(html);
  assert.match(markup, price('29,99'));
  for (const text of ['Livraison gratuite en Belgique dès 50€', 'Box Essentielle']) {
    assert.ok(markup.includes(text), `the home page's HTML holds '${text}'`);
  }
  assertSizedImages(markup, 4);
  const h = head(html);
  assert.equal(h.title, 'BoxPlaisir · Box cadeaux et abonnements belges');
  assert.match(h.description, /box cadeaux/);
  assert.equal(h.canonical, `${shop.url}/`);
  assert.equal(h.ogUrl, `${shop.url}/`);
  assert.equal(h.ogType, 'website');
  assert.match(h.ogImage, /^http:\/\/.+\.(png|jpe?g|webp)$/);
  assert.deepEqual(jsonLd(html), []);
});

test('the category page arrives filtered as its address says: chips, matching boxes, prices, sized images', async () => {
  const { status, html } = await serverHtml(CATEGORY_URL);
  assert.equal(status, 200);
  const markup = appMarkup(html);
  const chips = [
    ...markup.matchAll(/<button type="button" class="chip" aria-pressed="(true|false)">([^<]+)<\/button>/g),
  ].map(([, pressed, label]) => `${label}:${pressed}`);
  assert.deepEqual(chips, [
    'Toutes:false',
    'Mensuelle:false',
    'Édition limitée:false',
    'Cadeau:false',
    'Premium:true',
  ]);
  // Premium boxes from 40 €, cheapest first: Box Wellness (45,99) then Box Premium (49,99).
  const wellness = markup.indexOf('Box Wellness');
  const premium = markup.indexOf('Box Premium');
  assert.ok(wellness > 0 && premium > wellness, 'Box Wellness, then Box Premium');
  assert.match(markup, price('45,99'));
  assert.match(markup, price('49,99'));
  for (const other of ['Box Essentielle', 'Box Collector', 'Box Famille']) {
    assert.ok(!markup.includes(`>${other}<`), `${other} is filtered out`);
  }
  assertSizedImages(markup, 2);
  const h = head(html);
  assert.equal(h.title, 'Nos box · BoxPlaisir');
  assert.match(h.description, /Toutes nos box/);
  assert.equal(h.canonical, `${shop.url}/category`);
  assert.equal(h.ogTitle, 'Nos box · BoxPlaisir');
});

test('a product page arrives with its details, head, Open Graph and JSON-LD Product/Offer/AggregateRating', async () => {
  const product = await (await fetch(`${shop.url}/api/products/1`)).json();
  const { status, html } = await serverHtml('/product/1');
  assert.equal(status, 200);
  const markup = appMarkup(html);
  assert.match(markup, /<h1[^>]*>Box Essentielle<\/h1>/);
  assert.match(markup, price('29,99'));
  for (const text of ['Speculoos traditionnels', 'Ajouter au panier']) {
    assert.ok(markup.includes(text), `the product page's HTML holds '${text}'`);
  }
  assertSizedImages(markup, 4);

  const h = head(html);
  assert.equal(h.title, 'Box Essentielle · BoxPlaisir');
  assert.match(h.description, /^Notre box mensuelle par excellence/);
  assert.ok(h.description.length <= 160);
  assert.equal(h.canonical, `${shop.url}/product/1`);
  assert.equal(h.ogUrl, `${shop.url}/product/1`);
  assert.equal(h.ogType, 'product');
  assert.equal(h.ogTitle, 'Box Essentielle · BoxPlaisir');
  // Link previews ignore SVG: the product's preview image is a raster one.
  assert.match(h.ogImage, /^http:\/\/.+\.(png|jpe?g|webp)$/);
  assert.equal((await fetch(h.ogImage)).status, 200);

  const [ld, ...more] = jsonLd(html);
  assert.equal(more.length, 0);
  assert.equal(ld['@type'], 'Product');
  assert.equal(ld.name, 'Box Essentielle');
  assert.equal(ld.offers['@type'], 'Offer');
  assert.equal(ld.offers.price, '29.99');
  assert.equal(ld.offers.priceCurrency, 'EUR');
  assert.equal(ld.offers.availability, 'https://schema.org/InStock');
  assert.equal(ld.offers.url, `${shop.url}/product/1`);
  assert.equal(ld.aggregateRating['@type'], 'AggregateRating');
  assert.equal(ld.aggregateRating.ratingValue, product.rating);
  assert.ok(ld.aggregateRating.reviewCount > 0);
  for (const image of ld.image) assert.match(image, /^http:\/\//);
});

test('an unknown product answers 404 with the "Produit non trouvé" page, rendered by the server', async () => {
  for (const path of ['/product/999', '/product/abc']) {
    const { status, html } = await serverHtml(path);
    assert.equal(status, 404, path);
    assert.match(appMarkup(html), /<h1[^>]*>Produit non trouvé<\/h1>/);
    assert.equal(head(html).title, 'Produit non trouvé · BoxPlaisir');
    assert.deepEqual(jsonLd(html), []);
  }
});

test('robots.txt is plain text pointing to the sitemap, which lists home, category and every product', async () => {
  const robots = await fetch(`${shop.url}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/);
  const text = await robots.text();
  assert.doesNotMatch(text, /<html/);
  assert.ok(text.split('\n').includes(`Sitemap: ${shop.url}/sitemap.xml`));

  const sitemap = await fetch(`${shop.url}/sitemap.xml`);
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const { items, total } = await (await fetch(`${shop.url}/api/products?limit=50`)).json();
  assert.equal(items.length, total);
  assert.deepEqual(
    new Set(locs),
    new Set([`${shop.url}/`, `${shop.url}/category`, ...items.map((p) => `${shop.url}/product/${p.id}`)]),
  );
});

/** The screen of each server-rendered page: its chunk's name and a rule only its stylesheet has. */
const SCREENS = [
  { path: '/', chunk: 'HomePage', rule: '.hero{' },
  { path: CATEGORY_URL, chunk: 'CategoryPage', rule: '.catalog__layout{' },
  { path: '/product/1', chunk: 'ProductPage', rule: '.product-gallery{' },
];

test("a catalogue page's HTML brings its screen: its chunk preloaded, its styles in the page before any script", async () => {
  for (const { path, chunk, rule } of SCREENS) {
    const { html } = await serverHtml(path);
    const inHead = html.slice(0, html.indexOf('</head>'));
    const chunkLink = new RegExp(
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="(/assets/${chunk}-[\\w-]+\\.js)">`,
    );
    const preload = chunkLink.exec(inHead);
    assert.ok(preload, `${path}: the screen's chunk ${chunk} is preloaded`);
    assert.equal((await fetch(shop.url + preload[1])).status, 200);

    const written = new Map(
      [...inHead.matchAll(/<style data-href="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/g)].map(([, href, css]) => [
        href,
        css,
      ]),
    );
    const styles = [...written.keys()];
    assert.ok(styles.length > 0, `${path}: the screen's stylesheets are written into the page`);
    // Never preloaded as well: the browser warns of a preload nothing uses in the seconds after load.
    assert.doesNotMatch(inHead, /rel="preload" as="style"/, `${path}: no stylesheet preload`);
    for (const href of styles) {
      const response = await fetch(shop.url + href);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), written.get(href), `${href} as served`);
    }
    assert.ok([...written.values()].some((css) => css.includes(rule)), `${path}: the screen's own rules (${rule})`);
    // After the shell's styles: the same cascade as when the browser opens the screen itself.
    assert.ok(inHead.lastIndexOf('<style>') < inHead.indexOf('<style data-href='), `${path}: after the shell's styles`);
    // What index.html loads itself is not asked for twice: its scripts are not preloaded again, and
    // the shell's styles are written once.
    // Its scripts only hydrate what is shown: they come after the pictures (fetchpriority="low").
    const scripts = [...inHead.matchAll(/<script type="module" crossorigin fetchpriority="low" src="([^"]+)"/g)].map(
      ([, src]) => src,
    );
    assert.ok(scripts.length > 0, `${path}: the shell's scripts, at low priority`);
    assert.doesNotMatch(inHead, /<script type="module"(?![^>]*fetchpriority="low")/, `${path}: every script low`);
    for (const src of scripts) assert.doesNotMatch(inHead, new RegExp(`modulepreload[^>]*href="${src}"`), src);
    assert.equal(inHead.split('<style>').length - 1, 1, `${path}: the shell's styles once`);
    for (const href of styles) assert.doesNotMatch(href, /\/assets\/shell-/, `${path}: the shell's styles once`);
  }
  // The build manifest stays on the server.
  assert.doesNotMatch(await (await fetch(`${shop.url}/.vite/manifest.json`)).text(), /"file":/);
});

/** Opens `path` and returns what the console and the page reported until the page's screen hydrated. */
async function hydrate(path, tamper) {
  const { page, context, errors } = await newPage(browser);
  const messages = [];
  page.on('console', (message) => {
    // A page answered with 404 (an unknown product) is reported as a failed load of the page itself.
    if (message.text().includes('status of 404') && message.location().url === shop.url + path) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  if (tamper) {
    await page.route(shop.url + path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: tamper(await response.text()) });
    });
  }
  await page.goto(shop.url + path);
  await screenHydrated(page);
  await context.close();
  return [...messages, ...errors.map(String)];
}

test('the server-rendered pages hydrate in Chromium without a mismatch, warning or error', async () => {
  for (const path of ['/', CATEGORY_URL, '/product/1', '/product/999']) {
    assert.deepEqual(await hydrate(path), [], path);
  }
  // The same check sees a mismatch: a title the browser renders differently is reported.
  const tampered = await hydrate('/product/1', (html) =>
    html.replace('<h1 class="product__title">Box Essentielle<', '<h1 class="product__title">Box Autre<'),
  );
  assert.ok(tampered.length > 0, 'a hydration mismatch is reported in the console');
});

/** Chunks of the back office, the image tools, checkout, payment pages and the shopper's account. */
const FOREIGN_CHUNK =
  /^(AdminApp|ImageEditorPage|GalleryPage|usePublishToShop|CheckoutPage|ResumePaymentPage|PaymentResultPage|ProfilePage|OrdersPage|SubscriptionsPage|LoginPage|RegisterPage|auth|invoice|orders)-/;

test('a catalogue page downloads no back office, image tools, checkout or account code, even once idle', async () => {
  for (const path of ['/', CATEGORY_URL, '/product/1']) {
    const { page, context, errors } = await newPage(browser);
    const scripts = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname.slice(8));
    });
    // The last things fetched when the browser is idle: the payment watcher and the cart drawer.
    const idleLoads = [
      page.waitForRequest(/\/PaymentWatcher-[^/]+\.js$/),
      page.waitForRequest(/\/CartDrawerPanel-[^/]+\.js$/),
    ];
    await page.goto(shop.url + path);
    await Promise.all(idleLoads);
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 5, `${path}: scripts seen`);
    assert.deepEqual(
      scripts.filter((file) => FOREIGN_CHUNK.test(file)),
      [],
      `${path} loaded ${scripts.join(' ')}`,
    );
    assert.deepEqual(errors.map(String), []);
    await context.close();
  }
});

/** The build's files, with their Brotli copies (vite-plugin-compression2). */
const DIST = new URL('../frontend/dist/', import.meta.url);

test("a first catalogue page's JavaScript arrives as the build's Brotli copies, 120 kB at most", async () => {
  for (const path of ['/', CATEGORY_URL, '/product/1']) {
    const { html } = await serverHtml(path);
    // The scripts the page runs before hydrating: its own and its screen's (preloaded).
    const scripts = [
      ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/(assets\/[^"]+\.js)"/g),
    ].map(([, file]) => file);
    assert.ok(scripts.length >= 4, `${path}: ${scripts}`);
    const { page, context, errors } = await newPage(browser);
    await page.goto(shop.url + path);
    // Once every one of them has arrived: the bytes each took on the wire.
    await page.waitForFunction(
      (files) => files.every((file) => performance.getEntriesByName(`${location.origin}/${file}`)[0]?.responseEnd > 0),
      scripts,
    );
    const received = await page.evaluate((files) =>
      files.map((file) => performance.getEntriesByName(`${location.origin}/${file}`)[0].encodedBodySize),
      scripts,
    );
    for (const [i, file] of scripts.entries()) {
      assert.equal(received[i], statSync(new URL(`${file}.br`, DIST)).size, `${path}: ${file} as its Brotli copy`);
    }
    const total = received.reduce((sum, bytes) => sum + bytes, 0);
    assert.ok(total <= 120_000, `${path}: ${total} bytes of JavaScript before hydration`);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  }
});

test('pages rendered in the browser already carry their own head in the HTML the server sends', async () => {
  const cases = [
    ['/cart', 'Panier · BoxPlaisir', true],
    ['/checkout', 'Paiement · BoxPlaisir', true],
    ['/admin/orders', 'Administration · BoxPlaisir', true],
    ['/about', 'À propos · BoxPlaisir', false],
    ['/legal-notice', 'Mentions légales · BoxPlaisir', false],
  ];
  for (const [path, title, noindex] of cases) {
    const { status, html } = await serverHtml(path);
    assert.equal(status, 200, path);
    const h = head(html);
    assert.equal(h.title, title, path);
    assert.equal(h.canonical, shop.url + path);
    assert.equal(h.ogTitle, title);
    assert.match(h.description, /BoxPlaisir/);
    assert.equal(/<meta name="robots" content="noindex"/.test(html), noindex, `${path} noindex`);
    // Rendered in the browser: no markup, no server state.
    assert.ok(html.includes('<div id="root"><!--app--></div>'), path);
  }
});

test('client-rendered pages get their own title and description in the browser; private pages are noindex', async () => {
  const { page, context, errors } = await newPage(browser);
  const headOf = () =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    }));
  const cases = [
    ['/cart', 'Panier · BoxPlaisir', 'noindex'],
    ['/login', 'Connexion · BoxPlaisir', 'noindex'],
    ['/legal-notice', 'Mentions légales · BoxPlaisir', null],
    ['/about', 'À propos · BoxPlaisir', null],
  ];
  const descriptions = new Set();
  for (const [path, title, robots] of cases) {
    await page.goto(shop.url + path);
    await page.waitForFunction((expected) => document.title === expected, title);
    const head = await headOf();
    assert.equal(head.robots, robots, path);
    assert.equal(head.canonical, shop.url + path);
    assert.match(head.description ?? '', /BoxPlaisir/);
    descriptions.add(head.description);
  }
  assert.equal(descriptions.size, cases.length, 'each page has its own description');
  // From a private page to the catalogue without reloading: the noindex goes away.
  await page.goto(`${shop.url}/cart`);
  await page.waitForFunction(() => document.querySelector('meta[name="robots"]') !== null);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Nos box' })
    .click();
  await page.waitForFunction(() => document.title === 'Nos box · BoxPlaisir');
  assert.equal((await headOf()).robots, null);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});
