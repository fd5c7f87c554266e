/** The ordering module's public API: what other modules and the app may import. */
export { OrderingModule } from './ordering.module.js';
export { PaidOrdersModule, CustomerPaidOrders } from './paid-orders.module.js';
export {
  ExpireUnpaidOrdersService,
  type ExpirySweepResult,
  type ExpiryDecision,
} from './application/expire-unpaid-orders.service.js';
