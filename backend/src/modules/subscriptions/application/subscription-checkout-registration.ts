import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type OrderSnapshot, SubscriptionCheckout } from '../../ordering/index.js';
import type { GatewayPayment } from '../../payments/index.js';
import { MollieCustomersService } from './mollie-customers.service.js';
import { RenewalPaymentsService } from './renewal-payments.service.js';
import { StartSubscriptionsService } from './start-subscriptions.service.js';

/**
 * Lends the checkout what it needs for subscription lines (docs/design/subscriptions.md): the shopper's Mollie customer
 * for a `first` payment, and the start of the subscriptions once that payment is paid.
 */
@Injectable()
export class SubscriptionCheckoutRegistration implements OnModuleInit {
  constructor(
    private readonly checkout: SubscriptionCheckout,
    private readonly customers: MollieCustomersService,
    private readonly start: StartSubscriptionsService,
    private readonly renewals: RenewalPaymentsService,
  ) {}

  onModuleInit(): void {
    this.checkout.register({
      mollieCustomerFor: (order: OrderSnapshot) =>
        this.customers.ensure({
          id: order.customerId!,
          email: order.billing.email,
          firstName: order.billing.firstName,
          lastName: order.billing.lastName,
        }),
      firstPaymentPaid: async (order: OrderSnapshot, payment: GatewayPayment) => {
        await this.start.fromPaidFirstOrder(order, payment);
      },
      subscriptionPaymentReported: (order: OrderSnapshot, payment: GatewayPayment) =>
        this.renewals.reported(order, payment),
    });
  }
}
