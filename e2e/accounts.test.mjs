// Journeys: a customer registers, verifies the email from the captured mail, signs in, completes the
// profile for checkout and signs out; then forgets the password and chooses a new one from the mail;
// then signs in on two devices, signs out of one, and out of every device from the profile.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { launchBrowser, newPage } from './support/browser.mjs';
import { startShop } from './support/shop.mjs';

let shop;
let browser;
let smtp;
const mails = [];

before(async () => {
  smtp = new SMTPServer({
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
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = smtp.server.address().port;
  shop = await startShop({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'BoxPlaisir <bonjour@boxplaisir.be>' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()));
});

/** The n-th mail sent to `to` (1-based), waiting for the outbox dispatcher. */
async function mailTo(to, n = 1) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = mails.filter((m) => m.to.includes(to));
    if (found.length >= n) return found[n - 1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail #${n} for ${to}`);
}

function linkIn(mail, pattern) {
  const match = mail.text.match(pattern);
  assert.ok(match, `link ${pattern} in: ${mail.text}`);
  return match[0];
}

async function signIn(page, email, password, { remember = true } = {}) {
  await page.goto(`${shop.url}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-remember').setChecked(remember);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

test('register → verify from the mail → sign in → complete the profile → sign out', async () => {
  const { page, context, errors } = await newPage(browser);
  const email = `claire.${Date.now()}@example.be`;

  await page.goto(`${shop.url}/register`);
  await page.locator('#register-firstName').fill('Claire');
  await page.locator('#register-lastName').fill('Dubois');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill('abc');
  await page.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();
  await page.locator('#register-password').fill('Secret123!');
  assert.equal(await page.getByTestId('strength-label').textContent(), 'Fort');
  await page.locator('#register-confirmPassword').fill('Secret123!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByTestId('check-email-view').waitFor();

  // Not verified yet: the sign-in opens the resend view.
  await signIn(page, email, 'Secret123!');
  await page.getByTestId('resend-view').waitFor();
  await page.getByText('Veuillez vérifier votre email avant de vous connecter.').first().waitFor();

  const verification = await mailTo(email);
  const link = linkIn(verification, /https?:\/\/\S+\/email-verification\?token=[\w-]+/);
  assert.ok(link.startsWith(shop.url), link);
  await page.goto(link);
  await page.getByTestId('verification-success').waitFor();
  await page.waitForURL(/\/login\?verification=success$/, { timeout: 10_000 });
  await page.getByText('Votre email a été vérifié avec succès. Vous pouvez maintenant vous connecter.').first().waitFor();

  await signIn(page, email, 'Secret123!', { remember: false });
  await page.waitForURL(`${shop.url}/`);
  await page.locator('.account__toggle').waitFor();
  // 'Se souvenir de moi' unticked: the session ends with the browser.
  assert.deepEqual(
    await page.evaluate(() => [localStorage.getItem('token'), typeof sessionStorage.getItem('token')]),
    [null, 'string'],
  );

  await page.goto(`${shop.url}/profile?checkout=pending`);
  await page.getByTestId('checkout-banner').waitFor();
  assert.equal(await page.locator('#profile-firstName').inputValue(), 'Claire');
  await page.locator('#profile-phone').fill('+32 470 12 34 56');
  await page.locator('#profile-street').fill('Rue Haute 12');
  await page.locator('#profile-postalCode').fill('1000');
  await page.locator('#profile-city').fill('Bruxelles');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await page.getByText('Profil mis à jour avec succès').first().waitFor();
  await page.waitForURL(/\/checkout$/, { timeout: 5_000 });

  // The profile kept the address.
  await page.goto(`${shop.url}/profile`);
  assert.equal(await page.locator('#profile-city').inputValue(), 'Bruxelles');

  await page.locator('.account__toggle').click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL(/\/login$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token')), null);
  await page.goto(`${shop.url}/profile`);
  await page.waitForURL(/\/login$/);
  await page.getByText('Vous devez être connecté pour accéder à cette page').first().waitFor();

  assert.deepEqual(errors, []);
  await context.close();
});

test('forgotten password → link from the mail → new password → sign in; the used link has expired', async () => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 360, height: 800 } });
  const email = `jean.${Date.now()}@example.be`;
  const register = await fetch(`${shop.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Jean', lastName: 'Peeters', email, password: 'Ancien123!' }),
  });
  assert.equal(register.status, 201);
  const verifyLink = linkIn(await mailTo(email), /https?:\/\/\S+\/email-verification\?token=[\w-]+/);
  await page.goto(verifyLink);
  await page.waitForURL(/verification=success/, { timeout: 10_000 });

  await page.getByRole('button', { name: 'Mot de passe oublié?' }).click();
  await page.locator('#reset-email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await page.getByTestId('sent-panel').waitFor();

  const resetLink = linkIn(await mailTo(email, 2), /https?:\/\/\S+\/reset-password\/[\w-]+/);
  await page.goto(resetLink);
  await page.locator('#reset-password').fill('Nouveau123!');
  await page.locator('#reset-confirm').fill('Nouveau123!');
  assert.equal(await page.getByTestId('strength-label').textContent(), 'Mot de passe très fort');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await page.getByTestId('reset-success').waitFor();
  await page.waitForURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, email, 'Ancien123!');
  await page.getByText('Email ou mot de passe incorrect.').first().waitFor();
  await signIn(page, email, 'Nouveau123!');
  await page.waitForURL(`${shop.url}/`);
  assert.equal(typeof (await page.evaluate(() => localStorage.getItem('token'))), 'string');

  await page.goto(resetLink);
  await page.locator('#reset-password').fill('Encore123!');
  await page.locator('#reset-confirm').fill('Encore123!');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await page.getByRole('heading', { name: 'Lien expiré' }).waitFor();
  await page.getByText('15 minutes').first().waitFor();

  assert.deepEqual(errors, []);
  await context.close();
});

/** Polls GET /api/users/profile with `token` until it answers `status` (a fire-and-forget logout lands soon). */
async function profileAnswers(token, status) {
  const deadline = Date.now() + 15_000;
  let last;
  while (Date.now() < deadline) {
    last = (await fetch(`${shop.url}/api/users/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;
    if (last === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(last, status, 'profile status');
}

test('two devices: "Déconnexion" ends that session on the server; "Se déconnecter de tous les appareils" signs the other device out', async () => {
  const laptop = await newPage(browser);
  const phone = await newPage(browser, { viewport: { width: 360, height: 800 } });
  const email = `nora.${Date.now()}@example.be`;
  const password = 'Deux-appareils-7';
  const register = await fetch(`${shop.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Nora', lastName: 'Janssens', email, password }),
  });
  assert.equal(register.status, 201);
  const verifyLink = linkIn(await mailTo(email), /https?:\/\/\S+\/email-verification\?token=[\w-]+/);
  const verified = await fetch(`${shop.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: new URL(verifyLink).searchParams.get('token') }),
  });
  assert.equal(verified.status, 200);

  for (const { page } of [laptop, phone]) {
    await signIn(page, email, password);
    await page.waitForURL(`${shop.url}/`);
  }
  const storedToken = (page) => page.evaluate(() => localStorage.getItem('token'));

  // 'Déconnexion' on the laptop: a copy of its token is refused by the server; the phone stays signed in.
  const copied = await storedToken(laptop.page);
  await laptop.page.locator('.account__toggle').click();
  await laptop.page.getByRole('button', { name: 'Déconnexion' }).click();
  await laptop.page.waitForURL(/\/login$/);
  await profileAnswers(copied, 401);
  await profileAnswers(await storedToken(phone.page), 200);

  // Signed in again on the laptop: 'Se déconnecter de tous les appareils' from the profile.
  await signIn(laptop.page, email, password);
  await laptop.page.waitForURL(`${shop.url}/`);
  await laptop.page.goto(`${shop.url}/profile`);
  await laptop.page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
  await laptop.page.waitForURL(/\/login$/);
  await laptop.page.getByText('Vous avez été déconnecté de tous les appareils.').first().waitFor();
  assert.equal(await storedToken(laptop.page), null);

  // The phone learns it on its next call: sent to /login with the session-expired message.
  await phone.page.goto(`${shop.url}/orders`);
  await phone.page.waitForURL(/\/login$/);
  await phone.page.getByText('Votre session a expiré. Veuillez vous reconnecter.').first().waitFor();
  assert.equal(await storedToken(phone.page), null);

  assert.deepEqual([...laptop.errors, ...phone.errors], []);
  await laptop.context.close();
  await phone.context.close();
});
