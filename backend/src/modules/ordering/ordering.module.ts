import { type DynamicModule, Module } from '@nestjs/common';
import { CartPricingModule } from '../cart-pricing/index.js';
import { IdentityModule } from '../identity/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { CheckoutLinks } from './application/checkout-links.js';
import { CheckoutPaymentSteps } from './application/checkout-payment-steps.js';
import { CreateOrderPaymentService } from './application/create-order-payment.service.js';
import { CustomerOrdersService } from './application/customer-orders.service.js';
import { DetachDeletedCustomerService } from './application/detach-deleted-customer.service.js';
import { DurableSteps } from './application/durable-steps.js';
import { ExpireUnpaidOrdersService } from './application/expire-unpaid-orders.service.js';
import { GetPaymentStatusService } from './application/get-payment-status.service.js';
import { OrderInvoices } from './application/order-invoices.js';
import { OrderMails } from './application/order-mails.js';
import { RecoverCheckoutsService } from './application/recover-checkouts.service.js';
import { ReceiveWithdrawalService } from './application/receive-withdrawal.service.js';
import { RefundOrderService } from './application/refund-order.service.js';
import { RequestWithdrawalService } from './application/request-withdrawal.service.js';
import { WithdrawalsQuery } from './application/withdrawals.query.js';
import { RenewalOrders } from './application/renewal-orders.js';
import { ResumeOrderPaymentService } from './application/resume-order-payment.service.js';
import { SyncPaymentStatusService } from './application/sync-payment-status.service.js';
import { RandomSource } from './domain/order-number.js';
import { AdminRefundsController } from './http/admin-refunds.controller.js';
import { AdminWithdrawalsController } from './http/admin-withdrawals.controller.js';
import { CustomerOrdersController } from './http/customer-orders.controller.js';
import { MolliePaymentsController } from './http/mollie-payments.controller.js';
import { CryptoRandomSource } from './infrastructure/crypto-random-source.js';
import { RefundRepository } from './infrastructure/refund.repository.js';
import { WithdrawalRepository } from './infrastructure/withdrawal.repository.js';
import { OrderExpiryJob } from './jobs/order-expiry.job.js';
import { PaidOrdersModule } from './paid-orders.module.js';
import { SubscriptionCheckoutModule } from './subscription-checkout.module.js';

/**
 * Orders: checkout (POST /api/mollie/payments), the Mollie webhook, payment status, the customer's
 * orders and resume, the confirmation mail and the 15-minute expiry job; keeps a deleted customer's
 * orders (customer link set to null). The payments module is
 * passed in (the one instance the app registers) for its PaymentGateway. Exports
 * ExpireUnpaidOrdersService and RecoverCheckoutsService (`npm run orders:expire`).
 */
@Module({})
export class OrderingModule {
  static forRoot(payments: DynamicModule): DynamicModule {
    return {
      module: OrderingModule,
      imports: [
        payments,
        PaidOrdersModule,
        SubscriptionCheckoutModule,
        CartPricingModule,
        IdentityModule,
        NotificationsModule,
        InvoicingModule,
      ],
      controllers: [
        MolliePaymentsController,
        CustomerOrdersController,
        AdminRefundsController,
        AdminWithdrawalsController,
      ],
      providers: [
        { provide: RandomSource, useClass: CryptoRandomSource },
        CheckoutLinks,
        DurableSteps,
        CheckoutPaymentSteps,
        RecoverCheckoutsService,
        OrderMails,
        OrderInvoices,
        CreateOrderPaymentService,
        SyncPaymentStatusService,
        GetPaymentStatusService,
        CustomerOrdersService,
        ResumeOrderPaymentService,
        ExpireUnpaidOrdersService,
        OrderExpiryJob,
        DetachDeletedCustomerService,
        RenewalOrders,
        RefundRepository,
        RefundOrderService,
        WithdrawalRepository,
        WithdrawalsQuery,
        RequestWithdrawalService,
        ReceiveWithdrawalService,
      ],
      exports: [ExpireUnpaidOrdersService, RecoverCheckoutsService, RenewalOrders, DurableSteps, RefundOrderService],
    };
  }
}
