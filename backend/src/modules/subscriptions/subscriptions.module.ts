import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { paymentsMode } from '../payments/index.js';
import { AdminSubscriptionsService } from './application/admin-subscriptions.service.js';
import { CancelDeletedCustomerSubscriptions } from './application/cancel-deleted-customer-subscriptions.js';
import { CustomerSubscriptionsService } from './application/customer-subscriptions.service.js';
import { ManageSubscriptionService } from './application/manage-subscription.service.js';
import { MollieCustomersService } from './application/mollie-customers.service.js';
import { RenewSubscriptionsService } from './application/renew-subscriptions.service.js';
import { RenewalCycles } from './application/renewal-cycles.js';
import { RenewalPaymentsService } from './application/renewal-payments.service.js';
import { StartSubscriptionsService } from './application/start-subscriptions.service.js';
import { SubscriberAddresses } from './application/subscriber-addresses.js';
import { SubscriptionCheckoutRegistration } from './application/subscription-checkout-registration.js';
import { SubscriptionMails } from './application/subscription-mails.js';
import { AdminSubscriptionsController } from './http/admin-subscriptions.controller.js';
import { DevGiftSubscriptionsController, DevRenewalsController } from './http/dev-renewals.controller.js';
import { SubscriptionsController } from './http/subscriptions.controller.js';
import { TypeOrmAdminSubscriptionsReadModel } from './infrastructure/admin-subscriptions.read-model.js';
import { TypeOrmMollieCustomerRepository } from './infrastructure/mollie-customer.repository.js';
import { TypeOrmRenewalRepository } from './infrastructure/renewal.repository.js';
import { TypeOrmSubscriptionOrdersReadModel } from './infrastructure/subscription-orders.read-model.js';
import { TypeOrmSubscriptionRepository } from './infrastructure/subscription.repository.js';
import { SubscriptionRenewalJob } from './jobs/subscription-renewal.job.js';
import { DevRenewals } from './application/dev-renewals.js';
import { RenewalCharges } from './application/renewal-charges.js';
import { SubscriptionRepository } from './application/ports/subscription.repository.js';
import { RenewalRepository } from './application/ports/renewal.repository.js';
import { MollieCustomerRepository } from './application/ports/mollie-customer.repository.js';
import { SubscriptionOrdersReadModel } from './application/ports/subscription-orders.read-model.js';
import { AdminSubscriptionsReadModel } from './application/ports/admin-subscriptions.read-model.js';
import { GiftSubscriptionRepository } from './application/ports/gift-subscription.repository.js';
import { TypeOrmGiftSubscriptionRepository } from './infrastructure/gift-subscription.repository.js';
import { GiftSubscriptionMails } from './application/gift-subscription-mails.js';
import { GiftSubscriptionCheckoutRegistration } from './application/gift-subscription-checkout-registration.js';
import { GiftBoxesService } from './application/gift-boxes.service.js';
import { CustomerGiftSubscriptionsService } from './application/customer-gift-subscriptions.service.js';
import { GiftSubscriptionsController } from './http/gift-subscriptions.controller.js';
import { DetachDeletedGiftCustomers } from './application/detach-deleted-gift-customers.js';
import { AdminGiftSubscriptionsController } from './http/admin-gift-subscriptions.controller.js';
import { AdminGiftSubscriptionsReadModel } from './infrastructure/admin-gift-subscriptions.read-model.js';

/**
 * Subscriptions (docs/design/subscriptions.md): the Subscription aggregate and its cycles, the customer's API
 * (/api/subscriptions…) and the back office's (/api/admin/subscriptions…), the renewal run (job and
 * `npm run subscriptions:renew`), dunning, and — only while a Mollie sandbox is in use, never in
 * production — the test hook POST /api/dev/subscriptions/:id/renew. The payments module
 * (PaymentGateway, mandates, the sandbox's controls) and the ordering module (renewal orders) are
 * passed in: the one instance of each the app registers.
 */
@Module({})
export class SubscriptionsModule {
  static forRoot(
    payments: DynamicModule,
    ordering: DynamicModule,
    config: Pick<AppConfig, 'mollieApiKey' | 'isProduction'> & Partial<Pick<AppConfig, 'mollieApiUrl'>>,
  ): DynamicModule {
    const controllers: Type[] = [
      SubscriptionsController,
      AdminSubscriptionsController,
      GiftSubscriptionsController,
      AdminGiftSubscriptionsController,
    ];
    const devOnly: Type[] = [];
    const mode = paymentsMode(config);
    if ((mode === 'sandbox' || mode === 'shared-sandbox') && !config.isProduction) {
      controllers.push(DevRenewalsController, DevGiftSubscriptionsController);
      devOnly.push(DevRenewals);
    }
    return {
      module: SubscriptionsModule,
      imports: [payments, ordering, IdentityModule, NotificationsModule, CatalogModule],
      controllers,
      providers: [
        { provide: SubscriptionRepository, useClass: TypeOrmSubscriptionRepository },
        { provide: RenewalRepository, useClass: TypeOrmRenewalRepository },
        { provide: MollieCustomerRepository, useClass: TypeOrmMollieCustomerRepository },
        { provide: SubscriptionOrdersReadModel, useClass: TypeOrmSubscriptionOrdersReadModel },
        SubscriptionMails,
        SubscriberAddresses,
        CustomerSubscriptionsService,
        ManageSubscriptionService,
        MollieCustomersService,
        StartSubscriptionsService,
        RenewalCycles,
        RenewalPaymentsService,
        RenewalCharges,
        RenewSubscriptionsService,
        ...devOnly,
        SubscriptionRenewalJob,
        SubscriptionCheckoutRegistration,
        CancelDeletedCustomerSubscriptions,
        { provide: AdminSubscriptionsReadModel, useClass: TypeOrmAdminSubscriptionsReadModel },
        AdminSubscriptionsService,
        { provide: GiftSubscriptionRepository, useClass: TypeOrmGiftSubscriptionRepository },
        GiftSubscriptionMails,
        GiftSubscriptionCheckoutRegistration,
        GiftBoxesService,
        CustomerGiftSubscriptionsService,
        AdminGiftSubscriptionsReadModel,
        DetachDeletedGiftCustomers,
      ],
      exports: [MollieCustomersService, StartSubscriptionsService, RenewSubscriptionsService, GiftBoxesService],
    };
  }
}
