import { ProductSchema } from '../modules/catalog/infrastructure/product.schema.js';
import { ORDERING_SCHEMAS } from '../modules/ordering/infrastructure/order.schema.js';
import { SUBSCRIPTION_SCHEMAS } from '../modules/subscriptions/infrastructure/subscription.schema.js';

/** Every TypeORM mapping (EntitySchema, kept in each module's infrastructure/). */
export const ENTITY_SCHEMAS = [ProductSchema, ...ORDERING_SCHEMAS, ...SUBSCRIPTION_SCHEMAS];
