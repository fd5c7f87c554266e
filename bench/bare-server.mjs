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

server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
