// The set-up of a journey that reads the shop's mail: a mail capture, a shop sending to it (the outbox
// polled often) and a browser, started before the file's tests and closed after them.
import { after, before } from "node:test";
import { launchBrowser } from "./browser.mjs";
import { startMailCapture } from "./customer.mjs";
import { startShop } from "./shop.mjs";

/** Registers the hooks; the returned object holds `shop`, `browser` and `mailbox` once `before` ran. */
export function shopWithMail(env = {}) {
  const journey = { shop: undefined, browser: undefined, mailbox: undefined };
  before(async () => {
    journey.mailbox = await startMailCapture();
    journey.shop = await startShop({
      SMTP_URL: journey.mailbox.smtpUrl,
      OUTBOX_POLL_MS: "200",
      ...env,
    });
    journey.browser = await launchBrowser();
  });
  after(async () => {
    await journey.browser?.close();
    await journey.shop?.stop();
    await journey.mailbox?.close();
  });
  return journey;
}
