/** `npm run migration:run`: applies pending migrations to DATABASE_URL, or to the embedded server. */
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { createDataSourceOptions } from './data-source.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { runMigrationsLocked } from './migrate.js';
import { DataSource } from 'typeorm';

const config = loadConfig();
let embedded: EmbeddedPostgres | undefined;
let url = config.databaseUrl;
if (!url) {
  embedded = new EmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort });
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
