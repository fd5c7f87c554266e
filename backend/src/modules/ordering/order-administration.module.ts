import { Module } from '@nestjs/common';
import { InvoicingModule } from '../invoicing/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { ChangeOrderStatusService } from './application/change-order-status.service.js';
import { OrderInvoices } from './application/order-invoices.js';
import { OrderMails } from './application/order-mails.js';
import { OrderRefundsQuery } from './application/order-refunds.query.js';
import { WithdrawalsQuery } from './application/withdrawals.query.js';
import { RefundRepository } from './infrastructure/refund.repository.js';
import { WithdrawalRepository } from './infrastructure/withdrawal.repository.js';
import { PaidOrdersModule } from './paid-orders.module.js';

/**
 * What the back office (admin module) needs from ordering to move orders: the status-change use case,
 * with the order repository and the customer mails. Depends on nothing but the database and the outbox,
 * so the admin module imports it without the checkout's payment gateway.
 */
@Module({
  imports: [PaidOrdersModule, NotificationsModule, InvoicingModule],
  providers: [
    OrderMails,
    OrderInvoices,
    ChangeOrderStatusService,
    RefundRepository,
    OrderRefundsQuery,
    WithdrawalRepository,
    WithdrawalsQuery,
  ],
  exports: [ChangeOrderStatusService, OrderRefundsQuery, WithdrawalsQuery],
})
export class OrderAdministrationModule {}
