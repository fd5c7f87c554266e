import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InvoiceCatchUpService } from '../application/invoice-catch-up.service.js';

/** At start: orders paid before invoices existed get theirs (InvoiceCatchUpService). */
@Injectable()
export class InvoiceCatchUpJob implements OnApplicationBootstrap {
  constructor(private readonly catchUp: InvoiceCatchUpService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.catchUp.run();
  }
}
