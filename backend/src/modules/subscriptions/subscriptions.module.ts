import { type DynamicModule, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { SubscriptionCheckoutModule } from '../ordering/index.js';
import { IdentityModule } from '../identity/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { AdminSubscriptionsService } from './application/admin-subscriptions.service.js';
import { CustomerSubscriptionsService } from './application/customer-subscriptions.service.js';
import { ManageSubscriptionService } from './application/manage-subscription.service.js';
import { MollieCustomersService } from './application/mollie-customers.service.js';
import { StartSubscriptionsService } from './application/start-subscriptions.service.js';
import { SubscriptionCheckoutRegistration } from './application/subscription-checkout-registration.js';
import { SubscriptionMails } from './application/subscription-mails.js';
import { AdminSubscriptionsController } from './http/admin-subscriptions.controller.js';
import { SubscriptionsController } from './http/subscriptions.controller.js';
import { AdminSubscriptionsReadModel } from './infrastructure/admin-subscriptions.read-model.js';
import { MollieCustomerRepository } from './infrastructure/mollie-customer.repository.js';
import { SubscriptionOrdersReadModel } from './infrastructure/subscription-orders.read-model.js';
import { SubscriptionRepository } from './infrastructure/subscription.repository.js';

/**
 * Subscriptions (DESIGN §8): the Subscription aggregate and its cycles, the customer's API
 * (/api/subscriptions…) and the back office's (/api/admin/subscriptions…). The payments module is passed in (the one instance the app registers) for
 * the PaymentGateway (mandates).
 */
@Module({})
export class SubscriptionsModule {
  static forRoot(payments: DynamicModule): DynamicModule {
    return {
      module: SubscriptionsModule,
      imports: [payments, IdentityModule, NotificationsModule, SubscriptionCheckoutModule, CatalogModule],
      controllers: [SubscriptionsController, AdminSubscriptionsController],
      providers: [
        SubscriptionRepository,
        MollieCustomerRepository,
        SubscriptionOrdersReadModel,
        SubscriptionMails,
        CustomerSubscriptionsService,
        ManageSubscriptionService,
        MollieCustomersService,
        StartSubscriptionsService,
        SubscriptionCheckoutRegistration,
        AdminSubscriptionsReadModel,
        AdminSubscriptionsService,
      ],
      exports: [MollieCustomersService, StartSubscriptionsService],
    };
  }
}
