// Opens an admin page of the shop for the image-tool journeys, signed in for real as the shop's
// administrator (ADMIN_EMAIL / ADMIN_PASSWORD given to startShop, see shop.mjs).
import { shopAdmin } from './shop.mjs';

/** Signs the page in as the administrator through the sign-in screen, then opens `path` (e.g. '/admin/image-editor'). */
export async function openAsAdmin(page, shopUrl, path, admin = shopAdmin) {
  await page.goto(`${shopUrl}/login`);
  await page.locator('#login-email').fill(admin.email);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(`${shopUrl}/admin`);
  await page.goto(`${shopUrl}${path}`);
}
