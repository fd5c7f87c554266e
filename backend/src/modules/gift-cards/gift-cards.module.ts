import { type DynamicModule, Module } from '@nestjs/common';
import { IdentityModule, RateLimitStorageModule } from '../identity/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { GiftCardBalanceService } from './application/gift-card-balance.service.js';
import { GiftCardCheckoutRegistration } from './application/gift-card-checkout-registration.js';
import { GiftCardCodes } from './application/gift-card-codes.js';
import { GiftCardDocuments } from './application/gift-card-documents.service.js';
import { GiftCardFilesService } from './application/gift-card-files.service.js';
import { GiftCardMails } from './application/gift-card-mails.js';
import { GiftCardPdf } from './application/ports/gift-card-pdf.js';
import { GiftCardReceiptRepository, GiftCardRepository } from './application/ports/gift-card.repository.js';
import { LookupLimits } from './application/ports/lookup-limits.js';
import { SendGiftCardsService } from './application/send-gift-cards.service.js';
import { GiftCardsController } from './http/gift-cards.controller.js';
import { PdfKitGiftCardPdf } from './infrastructure/gift-card-pdf.js';
import { TypeOrmGiftCardReceiptRepository, TypeOrmGiftCardRepository } from './infrastructure/gift-card.repository.js';
import { ThrottledLookupLimits } from './infrastructure/throttled-lookup-limits.js';
import { GiftCardSendingJob } from './jobs/gift-card-sending.job.js';

/**
 * E-gift cards (docs/design/gift-cards.md): the cards bought at checkout (ordering's GiftCardCheckout
 * participant, registered at start), their mails and PDFs, the sending job (and `npm run
 * gift-cards:send`), the balance lookup and the buyer's documents (/api/gift-cards…). The ordering
 * module is passed in: the one instance the app registers.
 */
@Module({})
export class GiftCardsModule {
  static forRoot(ordering: DynamicModule): DynamicModule {
    return {
      module: GiftCardsModule,
      imports: [ordering, IdentityModule, RateLimitStorageModule, NotificationsModule],
      controllers: [GiftCardsController],
      providers: [
        { provide: GiftCardRepository, useClass: TypeOrmGiftCardRepository },
        { provide: GiftCardReceiptRepository, useClass: TypeOrmGiftCardReceiptRepository },
        { provide: GiftCardPdf, useClass: PdfKitGiftCardPdf },
        { provide: LookupLimits, useClass: ThrottledLookupLimits },
        GiftCardCodes,
        GiftCardMails,
        GiftCardDocuments,
        GiftCardCheckoutRegistration,
        GiftCardBalanceService,
        GiftCardFilesService,
        SendGiftCardsService,
        GiftCardSendingJob,
      ],
      exports: [SendGiftCardsService],
    };
  }
}
