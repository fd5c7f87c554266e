// Opens an admin page of the shop for the image-tool journeys.
// Until sign-in lands, the session is a locally made, unsigned JWT-shaped token: the client's route
// guard only decodes it, and the image tools make no server calls. Swap this helper for a real
// sign-in (ADMIN_EMAIL / ADMIN_PASSWORD) once accounts exist; the journeys only call openAsAdmin.

function base64url(value) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fakeAdminToken() {
  const payload = { sub: '1', email: 'admin@boxplaisir.be', isAdmin: true, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** Signs the page in as an administrator and opens `path` (e.g. '/admin/image-editor'). */
export async function openAsAdmin(page, shopUrl, path) {
  const token = fakeAdminToken();
  await page.goto(`${shopUrl}/legal-notice`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('isAdmin', 'true');
    localStorage.setItem('userName', 'Admin');
    localStorage.setItem('userEmail', 'admin@boxplaisir.be');
  }, token);
  await page.goto(`${shopUrl}${path}`);
}
