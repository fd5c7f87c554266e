import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';

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
});
