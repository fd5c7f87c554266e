import { MailCapture } from './mail-capture.js';
import { ShopFixture } from './shop-fixture.js';
import type { SuiteFixture } from './suite-fixture.js';

/**
 * The real shop (ShopFixture: its own database, listening) whose outbox is polled every 100 ms and
 * sent to a mail capture of its own. Suites extend it with the people and calls they share.
 */
export class MailingShop implements SuiteFixture {
  shop!: ShopFixture;
  mails!: MailCapture;

  async start(): Promise<void> {
    this.mails = new MailCapture();
    await this.mails.start();
    this.shop = await ShopFixture.start({ env: { SMTP_URL: this.mails.smtpUrl, OUTBOX_POLL_MS: '100' } });
  }

  async stop(): Promise<void> {
    await this.shop?.stop();
    await this.mails?.stop();
  }
}
