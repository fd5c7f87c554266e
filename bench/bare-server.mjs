// Baseline for `npm run bench`: a bare node:http + pg server answering the same catalogue queries
// with the same JSON shape as the shop, without framework, cache, validation or logging.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT);

const columns = `id, name, description, contents, price_cents, images, category, rating, review_count, stock, is_new, has_subscription_option`;

function toJson(row) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contents: row.contents,
    price: row.price_cents / 100,
    image: row.images[0],
    images: row.images,
    category: row.category,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    stock: row.stock,
    inStock: row.stock > 0,
    isNew: row.is_new,
    hasSubscriptionOption: row.has_subscription_option,
  };
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

// The same work as POST /api/cart/quote, without validation or error handling: products from
// PostgreSQL, subscription price, subtotal, promo, shipping, total in cents.
const promos = { PROMO10: 1000, PROMO20: 2000, BIENVENUE: 1000 };
async function quote({ items, promoCode }) {
  const { rows } = await pool.query(`SELECT ${columns} FROM products WHERE id = ANY($1)`, [items.map((i) => i.productId)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = items.map((item) => {
    const p = byId.get(item.productId);
    const unit = item.isSubscription ? Math.round((p.price_cents * 8500) / 10000) : p.price_cents;
    return {
      productId: p.id, name: p.name, image: p.images[0], category: p.category, quantity: item.quantity,
      isSubscription: item.isSubscription, frequency: item.isSubscription ? item.frequency ?? 'monthly' : null,
      unitPrice: unit / 100, originalPrice: p.price_cents / 100, lineTotal: (unit * item.quantity) / 100,
      savings: (p.price_cents - unit) * item.quantity, total: unit * item.quantity,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const code = promoCode?.trim().toUpperCase();
  const rate = code ? promos[code] : 0;
  const discount = Math.round((subtotal * rate) / 10000);
  const shipping = subtotal < 5000 ? 499 : 0;
  return {
    lines: lines.map(({ savings, total, ...l }) => l),
    subtotal: subtotal / 100, subscriptionSavings: lines.reduce((s, l) => s + l.savings, 0) / 100, discount: discount / 100,
    promo: rate ? { code, rate: rate / 100 } : null, shipping: shipping / 100, freeShippingThreshold: 50,
    amountToFreeShipping: Math.max(0, 5000 - subtotal) / 100, total: (subtotal - discount + shipping) / 100,
  };
}

// The database work of a checkout, without the payment provider: price the cart, then insert the
// order in one transaction (into a scratch table of the baseline's own).
async function checkout({ metadata }) {
  const priced = await quote({ items: metadata.items.map((i) => ({ productId: i.id, quantity: i.quantity, isSubscription: i.isSubscription })) });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `INSERT INTO bench_orders (total_cents, items, billing) VALUES ($1, $2, $3) RETURNING id`,
      [Math.round(priced.total * 100), JSON.stringify(priced.lines), JSON.stringify(metadata.billingInfo)],
    );
    await client.query('COMMIT');
    return { id: `tr_bench${rows[0].id}`, orderId: `BP-${rows[0].id}`, status: 'open' };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

// The database work of a webhook that changes nothing: find the order by payment id under a row lock.
async function webhook(paymentId) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT * FROM bench_orders WHERE id = $1 FOR UPDATE', [Number(paymentId.replace(/\D/g, '')) || 0]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

await pool.query(
  'CREATE TABLE IF NOT EXISTS bench_orders (id serial PRIMARY KEY, total_cents int NOT NULL, items jsonb NOT NULL, billing jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
);
await pool.query(`INSERT INTO bench_orders (total_cents, items, billing) VALUES (3498, '[]', '{}')`);

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    let body;
    if (url.pathname === '/api/products') {
      const [{ rows }, count] = await Promise.all([
        pool.query(`SELECT ${columns} FROM products ORDER BY id LIMIT 12 OFFSET 0`),
        pool.query('SELECT count(*)::int AS total FROM products'),
      ]);
      body = { items: rows.map(toJson), total: count.rows[0].total, page: 1, limit: 12 };
    } else if (url.pathname.startsWith('/api/products/')) {
      const { rows } = await pool.query(`SELECT ${columns} FROM products WHERE id = $1`, [Number(url.pathname.split('/')[3])]);
      body = toJson(rows[0]);
    } else if (url.pathname === '/bench/checkout' && req.method === 'POST') {
      body = await checkout(JSON.parse(await readBody(req)));
    } else if (url.pathname === '/bench/webhook' && req.method === 'POST') {
      await webhook(new URLSearchParams(await readBody(req)).get('id'));
      res.writeHead(200).end();
      return;
    } else if (url.pathname === '/api/cart/quote' && req.method === 'POST') {
      body = await quote(JSON.parse(await readBody(req)));
    } else {
      res.writeHead(404).end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

// PORT=0 (the bench's way): the system chooses, and the parent is told which.
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true, port: server.address().port }));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
