// What `npm run bench` measures. Each scenario runs against the shop and, unless `baseline: false`,
// against the bare node:http + pg server (bench/bare-server.mjs) doing the same database work.
export const scenarios = [
  { name: 'GET /api/products (first page, 12 boxes)', path: '/api/products' },
  { name: 'GET /api/products/1', path: '/api/products/1' },
  {
    name: 'POST /api/cart/quote (5 lines, promo code)',
    method: 'POST',
    path: '/api/cart/quote',
    body: {
      items: [
        { productId: 1, quantity: 2, isSubscription: true, frequency: 'monthly' },
        { productId: 2, quantity: 1, isSubscription: false },
        { productId: 3, quantity: 1, isSubscription: true, frequency: 'quarterly' },
        { productId: 5, quantity: 3, isSubscription: false },
        { productId: 8, quantity: 1, isSubscription: false },
      ],
      promoCode: 'promo20',
    },
  },
];
