import { CreateProducts1763712000000 } from './1763712000000-create-products.js';
import { SeedProducts1763712000001 } from './1763712000001-seed-products.js';
import { CreateIdentityAndOutbox1763800000000 } from './1763800000000-create-identity-and-outbox.js';
import { UsersAdminList1763850000000 } from './1763850000000-users-admin-list.js';
import { CreateOrders1764000000000 } from './1764000000000-create-orders.js';
import { AdminOrders1764200000000 } from './1764200000000-admin-orders.js';

/** Every migration, oldest first (imported explicitly: works the same from src/, dist/ and Jest). */
export const MIGRATIONS = [
  CreateProducts1763712000000,
  SeedProducts1763712000001,
  CreateIdentityAndOutbox1763800000000,
  UsersAdminList1763850000000,
  CreateOrders1764000000000,
  AdminOrders1764200000000,
];
