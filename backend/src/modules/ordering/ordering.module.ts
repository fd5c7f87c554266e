import { type DynamicModule, Module } from '@nestjs/common';
import { CartPricingModule, PaidOrderLookup } from '../cart-pricing/index.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { CheckoutLinks } from './application/checkout-links.js';
import { ChangeOrderStatusService } from './application/change-order-status.service.js';
import { CheckoutPaymentSteps } from './application/checkout-payment-steps.js';
import { CreateOrderPaymentService } from './application/create-order-payment.service.js';
import { CustomerOrdersService } from './application/customer-orders.service.js';
import { CustomerPaidOrders } from './application/customer-paid-orders.service.js';
import { DetachDeletedCustomerService } from './application/detach-deleted-customer.service.js';
import { TypeOrmOrderLeaseRepository } from './infrastructure/order-lease.repository.js';
import { ExpireUnpaidOrdersService } from './application/expire-unpaid-orders.service.js';
import { GetPaymentStatusService } from './application/get-payment-status.service.js';
import { OrderInvoices } from './application/order-invoices.js';
import { OrderChanges } from './application/order-changes.js';
import { OrderTransitions } from './application/order-transitions.js';
import { InvoiceCatchUpService } from './application/invoice-catch-up.service.js';
import { InvoiceCatchUpJob } from './jobs/invoice-catch-up.job.js';
import { OrderMails } from './application/order-mails.js';
import { OrderRefundsQuery } from './application/order-refunds.query.js';
import { RecoverCheckoutsService } from './application/recover-checkouts.service.js';
import { ReceiveWithdrawalService } from './application/receive-withdrawal.service.js';
import { RefundOrderService } from './application/refund-order.service.js';
import { RequestWithdrawalService } from './application/request-withdrawal.service.js';
import { WithdrawalsQuery } from './application/withdrawals.query.js';
import { RenewalOrders } from './application/renewal-orders.js';
import { ResumeOrderPaymentService } from './application/resume-order-payment.service.js';
import { SubscriptionCheckout } from './application/subscription-checkout.js';
import { SyncPaymentStatusService } from './application/sync-payment-status.service.js';
import { RandomSource } from './domain/order-number.js';
import { AdminRefundsController } from './http/admin-refunds.controller.js';
import { AdminWithdrawalsController } from './http/admin-withdrawals.controller.js';
import { CustomerOrdersController } from './http/customer-orders.controller.js';
import { MolliePaymentsController } from './http/mollie-payments.controller.js';
import { CryptoRandomSource } from './infrastructure/crypto-random-source.js';
import { TypeOrmOrderRepository } from './infrastructure/order.repository.js';
import { TypeOrmOrderPaymentRepository } from './infrastructure/order-payment.repository.js';
import { TypeOrmCheckoutRequestRepository } from './infrastructure/checkout-request.repository.js';
import { TypeOrmRefundRepository } from './infrastructure/refund.repository.js';
import { TypeOrmWithdrawalRepository } from './infrastructure/withdrawal.repository.js';
import { OrderExpiryJob } from './jobs/order-expiry.job.js';
import { OrderRepository } from './application/ports/order.repository.js';
import { CheckoutRequestRepository } from './application/ports/checkout-request.repository.js';
import { OrderPaymentRepository } from './application/ports/order-payment.repository.js';
import { OrderLeaseRepository } from './application/ports/order-lease.repository.js';
import { RefundRepository } from './application/ports/refund.repository.js';
import { WithdrawalRepository } from './application/ports/withdrawal.repository.js';

/**
 * Ordering, the one module: checkout (POST /api/mollie/payments), the Mollie webhook, payment status,
 * the customer's orders and resume, withdrawals and refunds, the back office's status changes, the
 * customer mails and the 15-minute expiry job; keeps a deleted customer's orders (customer link set to
 * null). Each provider is registered here once.
 *
 * The app registers it once, with the payments module passed in (the one instance, for its
 * PaymentGateway), and it is global: the back office (admin) uses its status-change use case and
 * queries, and cart-pricing's PaidOrderLookup port (BIENVENUE is for a first paid order) is bound here,
 * on the side that implements it. Ordering imports cart-pricing (checkout prices with it), so neither
 * admin nor cart-pricing imports ordering back: no circle, no forwardRef. Subscriptions imports it
 * explicitly (renewal orders, and the SubscriptionCheckout registry it registers with). See
 * docs/architecture.md, "Backend module map".
 */
@Module({})
export class OrderingModule {
  static forRoot(payments: DynamicModule): DynamicModule {
    return {
      module: OrderingModule,
      global: true,
      imports: [payments, CartPricingModule, CatalogModule, IdentityModule, NotificationsModule, InvoicingModule],
      controllers: [
        MolliePaymentsController,
        CustomerOrdersController,
        AdminRefundsController,
        AdminWithdrawalsController,
      ],
      providers: [
        { provide: RandomSource, useClass: CryptoRandomSource },
        { provide: OrderRepository, useClass: TypeOrmOrderRepository },
        { provide: OrderPaymentRepository, useClass: TypeOrmOrderPaymentRepository },
        { provide: CheckoutRequestRepository, useClass: TypeOrmCheckoutRequestRepository },
        { provide: RefundRepository, useClass: TypeOrmRefundRepository },
        { provide: WithdrawalRepository, useClass: TypeOrmWithdrawalRepository },
        { provide: PaidOrderLookup, useClass: CustomerPaidOrders },
        SubscriptionCheckout,
        CheckoutLinks,
        { provide: OrderLeaseRepository, useClass: TypeOrmOrderLeaseRepository },
        CheckoutPaymentSteps,
        RecoverCheckoutsService,
        OrderMails,
        OrderInvoices,
        OrderTransitions,
        OrderChanges,
        InvoiceCatchUpService,
        InvoiceCatchUpJob,
        CreateOrderPaymentService,
        SyncPaymentStatusService,
        GetPaymentStatusService,
        CustomerOrdersService,
        ResumeOrderPaymentService,
        ExpireUnpaidOrdersService,
        OrderExpiryJob,
        DetachDeletedCustomerService,
        RenewalOrders,
        ChangeOrderStatusService,
        OrderRefundsQuery,
        RefundOrderService,
        WithdrawalsQuery,
        RequestWithdrawalService,
        ReceiveWithdrawalService,
      ],
      exports: [
        ExpireUnpaidOrdersService,
        RecoverCheckoutsService,
        RenewalOrders,
        RefundOrderService,
        ChangeOrderStatusService,
        OrderRefundsQuery,
        WithdrawalsQuery,
        SubscriptionCheckout,
        PaidOrderLookup,
      ],
    };
  }
}
