import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';
import { runMigrationsLocked } from '../src/database/migrate.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';

describe('Database schema', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await new DataSource(
      createDataSourceOptions(process.env.DATABASE_URL!, { logging: false }),
    ).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('has every migration applied', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('matches the TypeORM mappings exactly (migration:generate would find nothing)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('refuses impossible products', async () => {
    await expect(dataSource.query(`UPDATE products SET stock = -1 WHERE id = 1`)).rejects.toThrow(/check/);
    await expect(dataSource.query(`UPDATE products SET category = 'Autre' WHERE id = 1`)).rejects.toThrow(/check/);
  });

  it('lets instances starting together migrate a fresh database once', async () => {
    const name = `boxshop_race_${Date.now().toString(36)}`;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    await dataSource.query(`CREATE DATABASE "${name}"`);
    const instances = [1, 2, 3].map(() => new DataSource(createDataSourceOptions(url.toString(), { logging: false })));
    try {
      await Promise.all(instances.map((ds) => ds.initialize()));
      const applied = await Promise.all(instances.map((ds) => runMigrationsLocked(ds)));
      expect(applied.map((list) => list.length).sort()).toEqual([0, 0, MIGRATIONS.length]);
      const rows = await instances[0]!.query('SELECT count(*)::int AS n FROM products');
      expect(rows[0].n).toBe(8);
    } finally {
      await Promise.all(instances.map((ds) => (ds.isInitialized ? ds.destroy() : undefined)));
      await dataSource.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});

/** A migration does the same thing in a year: it imports nothing but TypeORM's types and reads no setting. */
describe('Migrations', () => {
  it('call no live code and read no setting', () => {
    const dir = path.join(__dirname, '../src/database/migrations');
    const offending = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .flatMap((name) => {
        const text = fs.readFileSync(path.join(dir, name), 'utf8');
        const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]).filter((from) => from !== 'typeorm');
        return [
          ...imports.map((from) => `${name} importe ${from}`),
          ...(/process\.env/.test(text) ? [`${name} lit process.env`] : []),
        ];
      });
    expect(offending).toEqual([]);
  });
});
