import { CreateProducts1763712000000 } from './1763712000000-create-products.js';
import { SeedProducts1763712000001 } from './1763712000001-seed-products.js';
import { CreateIdentityAndOutbox1763800000000 } from './1763800000000-create-identity-and-outbox.js';
import { UsersAdminList1763850000000 } from './1763850000000-users-admin-list.js';
import { CreateOrders1764000000000 } from './1764000000000-create-orders.js';
import { AdminOrders1764200000000 } from './1764200000000-admin-orders.js';
import { OutboxLease1764400000000 } from './1764400000000-outbox-lease.js';
import { OrderLeases1764400000001 } from './1764400000001-order-leases.js';
import { PaymentStatusOneFact1764400000002 } from './1764400000002-payment-status-one-fact.js';
import { CatalogueAdministration1764500000000 } from './1764500000000-catalogue-administration.js';
import { MediaLibrary1764500000001 } from './1764500000001-media-library.js';
import { RestockFlag1764500000002 } from './1764500000002-restock-flag.js';
import { CreateSubscriptions1764800000000 } from './1764800000000-create-subscriptions.js';
import { SubscriptionCyclesSharedFirstOrder1764800000001 } from './1764800000001-subscription-cycles-shared-first-order.js';
import { Invoices1764900000000 } from './1764900000000-invoices.js';
import { Sessions1765000000000 } from './1765000000000-sessions.js';
import { SubscriptionRenewals1765100000000 } from './1765100000000-subscription-renewals.js';
import { RefundsAndWithdrawals1765200000000 } from './1765200000000-refunds-and-withdrawals.js';
import { RestockOrdersIndex1765300000000 } from './1765300000000-restock-orders-index.js';
import { CatalogueStockNotifications1765310000000 } from './1765310000000-catalogue-stock-notifications.js';
import { GiftOrders1765400000000 } from './1765400000000-gift-orders.js';
import { GiftSubscriptions1765600000000 } from './1765600000000-gift-subscriptions.js';
import { OrderGiftCards1765700000000 } from './1765700000000-order-gift-cards.js';
import { GiftCards1765700001000 } from './1765700001000-gift-cards.js';
import { GiftCardPayments1765700002000 } from './1765700002000-gift-card-payments.js';
import { ProductShippingWeight1765500000000 } from './1765500000000-product-shipping-weight.js';

/** Every migration, oldest first (imported explicitly: works the same from src/, dist/ and Jest). */
export const MIGRATIONS = [
  CreateProducts1763712000000,
  SeedProducts1763712000001,
  CreateIdentityAndOutbox1763800000000,
  UsersAdminList1763850000000,
  CreateOrders1764000000000,
  AdminOrders1764200000000,
  OutboxLease1764400000000,
  OrderLeases1764400000001,
  PaymentStatusOneFact1764400000002,
  CatalogueAdministration1764500000000,
  MediaLibrary1764500000001,
  RestockFlag1764500000002,
  CreateSubscriptions1764800000000,
  SubscriptionCyclesSharedFirstOrder1764800000001,
  Invoices1764900000000,
  Sessions1765000000000,
  SubscriptionRenewals1765100000000,
  RefundsAndWithdrawals1765200000000,
  RestockOrdersIndex1765300000000,
  CatalogueStockNotifications1765310000000,
  GiftOrders1765400000000,
  ProductShippingWeight1765500000000,
  GiftSubscriptions1765600000000,
  OrderGiftCards1765700000000,
  GiftCards1765700001000,
  GiftCardPayments1765700002000,
];
