import { type DynamicModule, Module } from '@nestjs/common';
import { IdentityModule, RateLimitStorageModule } from '../identity/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { AdminGiftCardsService } from './application/admin-gift-cards.service.js';
import { AdminGiftCardStore } from './application/ports/admin-gift-card.store.js';
import { AdminGiftCardsController } from './http/admin-gift-cards.controller.js';
import { TypeOrmAdminGiftCardStore } from './infrastructure/admin-gift-card.store.js';
import { GiftCardBalanceService } from './application/gift-card-balance.service.js';
import { GiftCardCheckoutRegistration } from './application/gift-card-checkout-registration.js';
import { ExpireGiftCardsService } from './application/expire-gift-cards.service.js';
import { GiftCardCodes } from './application/gift-card-codes.js';
import { GiftCardDocuments } from './application/gift-card-documents.service.js';
import { GiftCardFiguresRegistration } from './application/gift-card-figures-registration.js';
import { GiftCardFilesService } from './application/gift-card-files.service.js';
import { GiftCardMails } from './application/gift-card-mails.js';
import { GiftCardExpiryRepository } from './application/ports/gift-card-expiry.repository.js';
import { GiftCardFactsReadModel } from './application/ports/gift-card-facts.read-model.js';
import { GiftCardPdf } from './application/ports/gift-card-pdf.js';
import { GiftCardPaymentRepository } from './application/ports/gift-card-payment.repository.js';
import { GiftCardWalletService } from './application/gift-card-wallet.service.js';
import { WithdrawGiftCardService } from './application/withdraw-gift-card.service.js';
import { GiftCardWithdrawalRepository } from './application/ports/gift-card-withdrawal.repository.js';
import { TypeOrmGiftCardWithdrawalRepository } from './infrastructure/gift-card-withdrawal.repository.js';
import { TypeOrmGiftCardPaymentRepository } from './infrastructure/gift-card-payment.repository.js';
import { GiftCardReceiptRepository, GiftCardRepository } from './application/ports/gift-card.repository.js';
import { LookupLimits } from './application/ports/lookup-limits.js';
import { SendGiftCardsService } from './application/send-gift-cards.service.js';
import { GiftCardsController } from './http/gift-cards.controller.js';
import { TypeOrmGiftCardExpiryRepository } from './infrastructure/gift-card-expiry.repository.js';
import { TypeOrmGiftCardFactsReadModel } from './infrastructure/gift-card-facts.read-model.js';
import { PdfKitGiftCardPdf } from './infrastructure/gift-card-pdf.js';
import { TypeOrmGiftCardReceiptRepository, TypeOrmGiftCardRepository } from './infrastructure/gift-card.repository.js';
import { ThrottledLookupLimits } from './infrastructure/throttled-lookup-limits.js';
import { GiftCardSendingJob } from './jobs/gift-card-sending.job.js';

/**
 * E-gift cards (docs/design/gift-cards.md): the cards bought at checkout (ordering's GiftCardCheckout
 * participant, registered at start), their mails and PDFs, the sending job (and `npm run
 * gift-cards:send`, which also expires the cards past their end), the accountant's figures (invoicing's
 * GiftCardFigures source, registered at start), the balance lookup and the buyer's documents
 * (/api/gift-cards…). The ordering module is passed in: the one instance the app registers.
 */
@Module({})
export class GiftCardsModule {
  static forRoot(ordering: DynamicModule, cartPricing: DynamicModule, payments: DynamicModule): DynamicModule {
    return {
      module: GiftCardsModule,
      imports: [
        ordering,
        cartPricing,
        payments,
        IdentityModule,
        RateLimitStorageModule,
        NotificationsModule,
        InvoicingModule,
      ],
      controllers: [GiftCardsController, AdminGiftCardsController],
      providers: [
        { provide: GiftCardRepository, useClass: TypeOrmGiftCardRepository },
        { provide: GiftCardReceiptRepository, useClass: TypeOrmGiftCardReceiptRepository },
        { provide: GiftCardExpiryRepository, useClass: TypeOrmGiftCardExpiryRepository },
        { provide: GiftCardFactsReadModel, useClass: TypeOrmGiftCardFactsReadModel },
        { provide: GiftCardPaymentRepository, useClass: TypeOrmGiftCardPaymentRepository },
        { provide: GiftCardWithdrawalRepository, useClass: TypeOrmGiftCardWithdrawalRepository },
        { provide: GiftCardPdf, useClass: PdfKitGiftCardPdf },
        { provide: LookupLimits, useClass: ThrottledLookupLimits },
        GiftCardCodes,
        GiftCardMails,
        GiftCardDocuments,
        GiftCardCheckoutRegistration,
        GiftCardFiguresRegistration,
        GiftCardBalanceService,
        GiftCardWalletService,
        WithdrawGiftCardService,
        GiftCardFilesService,
        ExpireGiftCardsService,
        SendGiftCardsService,
        GiftCardSendingJob,
        { provide: AdminGiftCardStore, useClass: TypeOrmAdminGiftCardStore },
        AdminGiftCardsService,
      ],
      exports: [SendGiftCardsService],
    };
  }
}
