// Order set-up steps for the journeys, through the API to be quick: a JSON/form call helper, and a paid
// order (the server-priced checkout, then 'Payé' on the Mollie sandbox's checkout page, its form).
import assert from "node:assert/strict";

/** A call to the shop: `{status, body}` (JSON when it parses, else text). */
export async function shopApi(
  shop,
  path,
  { method = "GET", token, body, form } = {},
) {
  const res = await fetch(`${shop.url}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body
      ? JSON.stringify(body)
      : form
        ? new URLSearchParams(form).toString()
        : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/** Waits until `check()` answers something truthy (polling the shop), or fails with `what`. */
export async function eventually(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    assert.ok(Date.now() < deadline, what);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A paid order of `items` (default: one Box Premium) for a customer with a complete profile: its number. */
export async function paidOrder(
  shop,
  customer,
  token,
  items = [{ id: 2, quantity: 1, isSubscription: false }],
) {
  const quote = await shopApi(shop, "/api/cart/quote", {
    method: "POST",
    body: {
      items: items.map((i) => ({
        productId: i.id,
        quantity: i.quantity,
        isSubscription: i.isSubscription,
      })),
    },
  });
  assert.equal(quote.status, 200);
  const created = await shopApi(shop, "/api/mollie/payments", {
    method: "POST",
    token,
    body: {
      amount: { value: quote.body.total.toFixed(2), currency: "EUR" },
      description: "Commande BoxPlaisir",
      method: "bancontact",
      metadata: {
        items,
        billingInfo: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: "+32470123456",
          address: "Rue Haute 12",
          city: "Bruxelles",
          postalCode: "1000",
          country: "BE",
        },
        shippingInfo: { sameAsBilling: true },
      },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const { orderId, checkoutUrl } = created.body;
  const chosen = await shopApi(shop, new URL(checkoutUrl).pathname, {
    method: "POST",
    form: { status: "paid", method: "bancontact" },
  });
  assert.equal(chosen.status, 303);
  await eventually(
    async () =>
      (await shopApi(shop, `/api/orders/${orderId}`, { token })).body
        .orderStatus === "payee",
    `order ${orderId} never paid`,
  );
  return orderId;
}
