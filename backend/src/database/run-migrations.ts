/** `npm run migration:run`: applies pending migrations to DATABASE_URL, or to the embedded server. */
import { loadConfig } from '../config/load-config.js';
import { createDataSourceOptions } from './data-source.js';
import { type EmbeddedPostgres, shopEmbeddedPostgres } from './embedded-postgres.js';
import { runMigrationsLocked } from './migrate.js';
import { DataSource } from 'typeorm';

const config = loadConfig();
let embedded: EmbeddedPostgres | undefined;
let url = config.databaseUrl;
if (!url) {
  embedded = shopEmbeddedPostgres(config);
  await embedded.start();
  await embedded.createDatabaseIfMissing('boxshop');
  url = embedded.connectionString('boxshop');
}
const dataSource = new DataSource(createDataSourceOptions(url));
try {
  await dataSource.initialize();
  const applied = await runMigrationsLocked(dataSource);
  console.log(applied.length ? `Migrations appliquées : ${applied.map((m) => m.name).join(', ')}` : 'Base à jour.');
} finally {
  await dataSource.destroy().catch(() => undefined);
  await embedded?.stop();
}
