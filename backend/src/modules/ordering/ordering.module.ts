import { type DynamicModule, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { CheckoutLinks } from './application/checkout-links.js';
import { ChangeOrderStatusService } from './application/change-order-status.service.js';
import { GiftCardPaymentSteps } from './application/gift-card-payment-steps.js';
import { GiftCardHoldsSweep } from './application/gift-card-holds-sweep.service.js';
import { CheckoutPaymentSteps } from './application/checkout-payment-steps.js';
import { CreateOrderPaymentService } from './application/create-order-payment.service.js';
import { CustomerOrdersService } from './application/customer-orders.service.js';
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
import { GiftSubscriptionCheckout } from './application/gift-subscription-checkout.js';
import { GiftCardCheckout } from './application/gift-card-checkout.js';
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
import { AdminOrdersController } from './http/admin-orders.controller.js';
import { AdminBulkOrdersController } from './http/admin-bulk-orders.controller.js';
import { BulkOrderActionsService } from './application/bulk-order-actions.service.js';
import { OrderSelections } from './application/order-selections.js';
import { ShippingDocumentsService } from './application/shipping-documents.service.js';
import { ShippingRunReadModel } from './application/ports/shipping-run.read-model.js';
import { AdminShippingDocumentsController } from './http/admin-shipping-documents.controller.js';
import { AdminTrackingImportController } from './http/admin-tracking-import.controller.js';
import { ImportTrackingService } from './application/import-tracking.service.js';
import { TypeOrmShippingRunReadModel } from './infrastructure/shipping-run.read-model.js';
import { PackingSlipPdf } from './application/ports/packing-slip-pdf.js';
import { PdfKitPackingSlipPdf } from './infrastructure/packing-slip-pdf.js';
import { MessageCardPdf } from './application/ports/message-card-pdf.js';
import { PdfKitMessageCardPdf } from './infrastructure/message-card-pdf.js';
import { AdminOrdersReadModel } from './application/ports/admin-orders.read-model.js';
import { TypeOrmAdminOrdersReadModel } from './infrastructure/admin-orders.read-model.js';
import { ListAdminOrdersService } from './application/list-admin-orders.service.js';
import { GetAdminOrderService } from './application/get-admin-order.service.js';
import { GetOrderStatsService } from './application/get-order-stats.service.js';
import { CompactOrderFiguresService } from './application/compact-order-figures.service.js';
import { OrderFiguresJob } from './jobs/order-figures.job.js';
import { formerPath } from '../../shared/http/former-path.js';

/**
 * Ordering, the one module: checkout (POST /api/mollie/payments), the Mollie webhook, payment status,
 * the customer's orders (/api/orders) and resume, withdrawals and refunds, the back office's order desk
 * (/api/admin/orders: the list, one order, statistics, status changes), the customer mails, the
 * 15-minute expiry job; keeps a deleted customer's orders (customer link set to null). Each provider
 * is registered here once.
 *
 * The app registers it once, with the payments module (the one instance, for its PaymentGateway) and
 * the cart-pricing module it prices checkouts with passed in. It is not global: subscriptions imports
 * it explicitly (renewal orders, and the SubscriptionCheckout registry it registers with), and
 * cart-pricing gets the one thing it asks of ordering (has this customer a paid order?) from
 * PaidOrdersModule. See docs/architecture.md, "Backend module map".
 */
@Module({})
export class OrderingModule {
  static forRoot(payments: DynamicModule, cartPricing: DynamicModule): DynamicModule {
    return {
      module: OrderingModule,
      imports: [payments, cartPricing, CatalogModule, IdentityModule, NotificationsModule, InvoicingModule],
      controllers: [
        MolliePaymentsController,
        CustomerOrdersController,
        AdminOrdersController,
        AdminBulkOrdersController,
        AdminShippingDocumentsController,
        AdminTrackingImportController,
        AdminRefundsController,
        AdminWithdrawalsController,
        // The paths the specs named first, kept as aliases (docs/design/api-contract.md, "Paths").
        formerPath(CustomerOrdersController, 'mollie/orders'),
        formerPath(AdminOrdersController, 'mollie/admin'),
        formerPath(AdminBulkOrdersController, 'mollie/admin'),
        formerPath(AdminShippingDocumentsController, 'mollie/admin'),
        formerPath(AdminTrackingImportController, 'mollie/admin'),
        formerPath(AdminRefundsController, 'mollie/admin/orders'),
        formerPath(AdminWithdrawalsController, 'mollie/admin/withdrawals'),
      ],
      providers: [
        { provide: RandomSource, useClass: CryptoRandomSource },
        { provide: OrderRepository, useClass: TypeOrmOrderRepository },
        { provide: OrderPaymentRepository, useClass: TypeOrmOrderPaymentRepository },
        { provide: CheckoutRequestRepository, useClass: TypeOrmCheckoutRequestRepository },
        { provide: RefundRepository, useClass: TypeOrmRefundRepository },
        { provide: WithdrawalRepository, useClass: TypeOrmWithdrawalRepository },
        SubscriptionCheckout,
        GiftSubscriptionCheckout,
        GiftCardCheckout,
        CheckoutLinks,
        { provide: OrderLeaseRepository, useClass: TypeOrmOrderLeaseRepository },
        CheckoutPaymentSteps,
        GiftCardPaymentSteps,
        GiftCardHoldsSweep,
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
        BulkOrderActionsService,
        OrderSelections,
        ShippingDocumentsService,
        ImportTrackingService,
        { provide: ShippingRunReadModel, useClass: TypeOrmShippingRunReadModel },
        { provide: PackingSlipPdf, useClass: PdfKitPackingSlipPdf },
        { provide: MessageCardPdf, useClass: PdfKitMessageCardPdf },
        OrderRefundsQuery,
        RefundOrderService,
        WithdrawalsQuery,
        RequestWithdrawalService,
        ReceiveWithdrawalService,
        { provide: AdminOrdersReadModel, useClass: TypeOrmAdminOrdersReadModel },
        ListAdminOrdersService,
        GetAdminOrderService,
        GetOrderStatsService,
        CompactOrderFiguresService,
        OrderFiguresJob,
      ],
      exports: [
        ExpireUnpaidOrdersService,
        GiftCardHoldsSweep,
        RecoverCheckoutsService,
        RenewalOrders,
        RefundOrderService,
        ChangeOrderStatusService,
        OrderRefundsQuery,
        WithdrawalsQuery,
        SubscriptionCheckout,
        GiftSubscriptionCheckout,
        GiftCardCheckout,
      ],
    };
  }
}
