// What `npm run bench` measures. Each scenario runs against the shop and, unless `baseline: false`,
// against the bare node:http + pg server (bench/bare-server.mjs) doing the same database work.
// Scenarios with `setup(shop)` are prepared once against the running shop (sign-in, a first payment).
const billingInfo = {
  firstName: 'Claire', lastName: 'Dubois', email: 'claire@example.be', phone: '+32470123456',
  address: 'Rue de la Loi 1', city: 'Bruxelles', postalCode: '1000', country: 'BE',
};
const checkoutBody = {
  amount: { value: '34.98', currency: 'EUR' }, // Box Essentielle 29,99 + shipping 4,99
  method: 'bancontact',
  metadata: { items: [{ id: 1, quantity: 1, isSubscription: false }], billingInfo, shippingInfo: { sameAsBilling: true } },
};

async function signIn(shop) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shop.env.ADMIN_EMAIL, password: shop.env.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

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
  {
    name: 'POST /api/mollie/payments (checkout: order + sandbox payment)',
    method: 'POST',
    path: '/api/mollie/payments',
    baselinePath: '/bench/checkout',
    baselineNote: 'pricing + order insert in one transaction, no payment provider',
    body: checkoutBody,
    async setup(shop) {
      return { headers: { authorization: `Bearer ${await signIn(shop)}` } };
    },
  },
  {
    name: 'POST /api/mollie/webhook (repeated notification, no change)',
    method: 'POST',
    path: '/api/mollie/webhook',
    baselinePath: '/bench/webhook',
    baselineNote: 'order row lock by payment id in one transaction, no payment provider',
    contentType: 'application/x-www-form-urlencoded',
    async setup(shop) {
      const token = await signIn(shop);
      const res = await fetch(`${shop.url}/api/mollie/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(checkoutBody),
      });
      if (!res.ok) throw new Error(`bench payment failed: ${res.status} ${await res.text()}`);
      return { rawBody: `id=${(await res.json()).id}` };
    },
  },
];
