// Journey: an administrator manages accounts from the back office (create, find, edit, delete), is
// protected from deleting their own account, and a customer is refused the back office.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from './support/browser.mjs';
import { startMailCapture } from './support/customer.mjs';
import { shopAdmin, startShop } from './support/shop.mjs';

// The shop starts with this administrator (ADMIN_EMAIL / ADMIN_PASSWORD, see shop.mjs).
const { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } = shopAdmin;

let shop;
let browser;
let mailbox;

before(async () => {
  // Mail goes to a capture of this run that nobody reads (listening on a port the system chose: a port
  // probed free and named here could meanwhile be another process's, which would get the mails).
  mailbox = await startMailCapture();
  shop = await startShop({ SMTP_URL: mailbox.smtpUrl });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

async function signIn(page, email, password) {
  await page.goto(`${shop.url}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-remember').setChecked(true);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function api(path, { method = 'GET', token, body } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

async function adminToken() {
  const { status, body } = await api('/auth/login', {
    method: 'POST',
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  assert.equal(status, 200);
  return body.token;
}

test('admin signs in → /admin → creates a customer → finds, edits and deletes it; own row protected', async () => {
  const { page, context, errors } = await newPage(browser);
  const stamp = Date.now().toString(36);
  const lastName = `Verbeke${stamp}`;
  const email = `sofie.${stamp}@example.be`;

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(`${shop.url}/admin`);
  await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
  // The shop's header and footer are hidden in the back office.
  assert.equal(await page.locator('.site-header, .site-footer').count(), 0);
  await page.getByRole('heading', { name: 'Statistiques' }).waitFor();

  // Create a customer.
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Créer un utilisateur' })
    .click();
  await page.waitForURL(`${shop.url}/admin/create`);
  await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await page.getByText('Le prénom est requis').waitFor();
  await page.locator('#create-firstName').fill('Sofie');
  await page.locator('#create-lastName').fill(lastName);
  await page.locator('#create-email').fill(email);
  await page.locator('#create-phone').fill('+32 470 11 22 33');
  await page.locator('#create-password').fill('Bienvenue123!');
  await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await page.waitForURL(`${shop.url}/admin/users`);
  await page.getByText('Utilisateur créé avec succès').first().waitFor();

  // The same email again is refused by the server, shown on the form.
  await page.goto(`${shop.url}/admin/create`);
  await page.locator('#create-firstName').fill('Sofie');
  await page.locator('#create-lastName').fill(lastName);
  await page.locator('#create-email').fill(email.toUpperCase());
  await page.locator('#create-password').fill('Bienvenue123!');
  await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await page.getByText("Erreur lors de la création de l'utilisateur.").first().waitFor();
  await page.getByText('Un compte existe déjà avec cette adresse email.').first().waitFor();

  // The new customer can sign in at once (another browser), before being deleted.
  const customer = await newPage(browser);
  await signIn(customer.page, email, 'Bienvenue123!');
  await customer.page.waitForURL(`${shop.url}/`);

  // Find it by search (accents and case ignored).
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Utilisateurs' }).click();
  await page.waitForURL(`${shop.url}/admin/users`);
  await page.getByLabel('Rechercher un utilisateur').fill(`SOFÌE ${lastName.toLowerCase()}`);
  await page.waitForURL(/search=/);
  await page.getByText('1 utilisateur trouvé · 1 administrateur').waitFor();
  await page.getByRole('row', { name: new RegExp(lastName) }).waitFor();
  assert.equal(await page.locator('.users-table tbody tr').count(), 1);

  // Edit it.
  await page.getByRole('button', { name: `Modifier Sofie ${lastName}` }).click();
  await page.waitForURL(/\/admin\/edit\//);
  assert.equal(await page.locator('#edit-email').inputValue(), email);
  await page.locator('#edit-lastName').fill(`${lastName}-Claes`);
  await page.locator('#edit-city').fill('Gent');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await page.waitForURL(/\/admin\/users/);
  await page.getByText('Utilisateur mis à jour avec succès').first().waitFor();
  await page.getByRole('row', { name: new RegExp(`${lastName}-Claes`) }).waitFor();

  // Delete it, after the confirmation dialog.
  await page.getByRole('button', { name: `Supprimer Sofie ${lastName}-Claes` }).click();
  const dialog = page.getByRole('dialog', { name: "Supprimer l'utilisateur" });
  await dialog.waitFor();
  await dialog.getByText(email).waitFor();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByText('Utilisateur supprimé avec succès').first().waitFor();
  await page.getByText(/Aucun utilisateur ne correspond/).waitFor();

  // The deleted customer's session ends at its next call.
  await customer.page.goto(`${shop.url}/profile`);
  await customer.page.waitForURL(/\/login$/);
  await customer.page.getByText('Votre session a expiré. Veuillez vous reconnecter.').first().waitFor();
  await customer.context.close();

  // Your own row: neither editable nor deletable.
  await page.getByLabel('Rechercher un utilisateur').fill(ADMIN_EMAIL);
  const own = page.getByRole('row', { name: /Vous/ });
  await own.waitFor();
  assert.equal(await own.getByRole('button', { name: /^Supprimer/ }).isDisabled(), true);
  assert.equal(await own.getByRole('button', { name: /^Modifier/ }).isDisabled(), true);

  // The server agrees: deleting yourself, the last administrator, is refused.
  const token = await adminToken();
  const me = (await api(`/admin/users/all?search=${encodeURIComponent(ADMIN_EMAIL)}`, { token })).body.users[0];
  const refused = await api(`/admin/users/${me.id}`, { method: 'DELETE', token });
  assert.equal(refused.status, 409);
  assert.equal(refused.body.code, 'LAST_ADMIN');

  // Logout clears the session and goes back to the shop.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL(`${shop.url}/`);
  // The back office ends the session as it unmounts, once the shop's page has loaded: wait for it.
  await page.getByRole('link', { name: 'Connexion' }).first().waitFor();
  await page.waitForFunction(() => (localStorage.getItem('token') ?? sessionStorage.getItem('token')) === null);

  assert.deepEqual(errors, []);
  await context.close();
});

test('a customer visiting /admin is refused', async () => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const email = `client.${Date.now().toString(36)}@example.be`;
  const created = await api('/admin/users/create', {
    method: 'POST',
    token: await adminToken(),
    body: { firstName: 'Tom', lastName: 'Client', email, password: 'Client123!x' },
  });
  assert.equal(created.status, 201);

  await signIn(page, email, 'Client123!x');
  await page.waitForURL(`${shop.url}/`);
  await page.goto(`${shop.url}/admin/users`);
  await page.getByText('Accès non autorisé. Cette page est réservée aux administrateurs.').first().waitFor();
  await page.waitForURL(`${shop.url}/`);
  // And the API refuses the calls the back office would make.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = await api('/admin/users/all', { token });
  assert.equal(list.status, 403);
  assert.equal(list.body.message, 'Accès non autorisé. Cette page est réservée aux administrateurs.');

  assert.deepEqual(errors, []);
  await context.close();
});
