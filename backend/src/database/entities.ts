import { ProductSchema } from '../modules/catalog/infrastructure/product.schema.js';

/** Every TypeORM mapping (EntitySchema, kept in each module's infrastructure/). */
export const ENTITY_SCHEMAS = [ProductSchema];
