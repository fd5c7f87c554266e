// Shared journey steps for a customer: a mail capture (a real SMTP server inside the test run),
// registration verified through the link of the captured mail, sign-in through the screen, and a
// profile complete enough for checkout.
import assert from 'node:assert/strict';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server that keeps every mail; pass `smtpUrl` to startShop({ SMTP_URL }). */
export async function startMailCapture() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push({ to: mail.to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        },
        callback,
      );
    },
  });
  // Port 0: the system chooses a free port, and nobody can take it before we listen.
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    /** The n-th mail sent to `to` (1-based), waiting for the outbox dispatcher. */
    async mailTo(to, n = 1, { subject } = {}) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const found = mails.filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (found.length >= n) return found[n - 1];
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no mail #${n} for ${to}${subject ? ` matching ${subject}` : ''}`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export function linkIn(mail, pattern) {
  const match = mail.text.match(pattern);
  assert.ok(match, `link ${pattern} in: ${mail.text}`);
  return match[0];
}

let counter = 0;

/**
 * Registers a customer through the API and verifies the email with the token of the captured mail.
 * @returns {Promise<{email: string, password: string, firstName: string, lastName: string}>}
 */
export async function registerVerifiedCustomer(shop, mailbox, overrides = {}) {
  counter += 1;
  const customer = {
    firstName: 'Claire',
    lastName: 'Dubois',
    email: `client.${Date.now()}.${counter}@example.be`,
    password: 'Secret123!',
    ...overrides,
  };
  const res = await fetch(`${shop.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(customer),
  });
  assert.equal(res.status, 201, `registration: ${res.status} ${await res.clone().text()}`);
  const link = linkIn(await mailbox.mailTo(customer.email), /https?:\/\/\S+\/email-verification\?token=[\w-]+/);
  const token = new URL(link).searchParams.get('token');
  const verified = await fetch(`${shop.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.ok(verified.ok, `verification: ${verified.status} ${await verified.clone().text()}`);
  return customer;
}

/** Signs in through the API (for set-up calls): the bearer token. */
export async function apiToken(shop, { email, password }) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.text();
  assert.equal(res.status, 200, `sign-in: ${body}`);
  return JSON.parse(body).token;
}

/** Signs in through the sign-in screen and waits for the home page. */
export async function signIn(page, shop, { email, password }, { remember = false } = {}) {
  await page.goto(`${shop.url}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  if (remember) await page.locator('#login-remember').check();
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(`${shop.url}/`);
}

export const DEFAULT_ADDRESS = {
  phone: '+32 470 12 34 56',
  street: 'Rue Haute 12',
  postalCode: '1000',
  city: 'Bruxelles',
  country: 'BE',
};

/** Completes the profile for checkout (phone and address) through PUT /api/users/profile. */
export async function completeProfile(shop, customer, address = DEFAULT_ADDRESS) {
  const token = await apiToken(shop, customer);
  const res = await fetch(`${shop.url}/api/users/profile`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: address.phone,
      address: {
        street: address.street,
        address2: '',
        postalCode: address.postalCode,
        city: address.city,
        region: '',
        country: address.country,
      },
    }),
  });
  assert.ok(res.ok, `profile: ${res.status} ${await res.clone().text()}`);
  return token;
}

/** A registered, verified customer with a complete profile, signed in on `page`. */
export async function signedInCustomer(page, shop, mailbox, overrides = {}) {
  const customer = await registerVerifiedCustomer(shop, mailbox, overrides);
  await completeProfile(shop, customer);
  await signIn(page, shop, customer);
  return customer;
}
