import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { ProductCatalog } from '../application/product-catalog.service.js';

/**
 * The channel triggers on `products` notify after every statement that changed rows (migrations
 * 1764500000000 and 1765310000000): payload 'stock' when only stock or reserved units changed.
 */
export const CATALOG_CHANNEL = 'catalog_changed';
const RECONNECT_MS = 1_000;

/**
 * Keeps this instance's catalogue cache in step with the database: one connection LISTENs to
 * `catalog_changed` and every notification invalidates the cache (or only its stock figures), whichever
 * instance (or psql) wrote.
 * While the connection is down the cache falls back on its 10-second timer; it reconnects every second
 * and invalidates once reconnected (notifications sent meanwhile are lost).
 */
@Injectable()
export class CatalogChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Catalogue');
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: ProductCatalog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url, application_name: 'boxshop-catalog-listener' });
    // 'stock': only stock figures moved (orders); anything else: the whole catalogue.
    client.on('notification', (message) =>
      message.payload === 'stock' ? this.catalog.invalidateStock() : this.catalog.invalidate(),
    );
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANNEL}`);
      this.client = client;
      this.catalog.invalidate();
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.stopped || (this.client && this.client !== client)) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (error) this.logger.warn(`Écoute des changements du catalogue interrompue : ${error.message}`);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.retry.unref();
  }
}
