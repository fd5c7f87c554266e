// What `npm run bench` measures. Each scenario runs against the shop and, unless `baseline: false`,
// against the bare node:http + pg server (bench/bare-server.mjs) doing the same database work.
export const scenarios = [
  { name: 'GET /api/products (first page, 12 boxes)', path: '/api/products' },
  { name: 'GET /api/products/1', path: '/api/products/1' },
];
