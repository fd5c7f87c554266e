/**
 * The DataSource for the TypeORM CLI (built first: `npm run typeorm -- migration:show`,
 * `npm run migration:generate -- src/database/migrations/<Name>`). Uses DATABASE_URL; to work on
 * the embedded server, start the app once and use the URL of DATA_DIR/pg (password in DATA_DIR/pg.password).
 */
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from './data-source.js';

export default new DataSource(
  createDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boxshop'),
);
