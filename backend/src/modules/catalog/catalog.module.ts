import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { MediaModule } from '../media/index.js';
import { AdminProducts } from './application/admin-products.service.js';
import { GetProductService } from './application/get-product.service.js';
import { ListProductsService } from './application/list-products.service.js';
import { ProductCatalog } from './application/product-catalog.service.js';
import { StockReservations } from './application/stock-reservations.service.js';
import { ProductRepository } from './domain/product.repository.js';
import { AdminProductsController } from './http/admin-products.controller.js';
import { ProductsController } from './http/products.controller.js';
import { TypeOrmAdminProductStore } from './infrastructure/admin-product.store.js';
import { CatalogChangeListener } from './infrastructure/catalog-change-listener.js';
import { ProductSchema } from './infrastructure/product.schema.js';
import { TypeOrmStockLedger } from './infrastructure/stock.ledger.js';
import { TypeOrmProductRepository } from './infrastructure/typeorm-product.repository.js';
import { AdminProductStore } from './application/ports/admin-product.store.js';
import { StockLedger } from './application/ports/stock.ledger.js';

/**
 * Products: storage, the in-memory published catalogue (invalidated on every instance through
 * LISTEN/NOTIFY), the storefront's listing and detail endpoints, the back office's product management
 * (/api/admin/products) and the stock reservations orders make. Exports ProductCatalog, AdminProducts and StockReservations.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProductSchema]), MediaModule, IdentityModule],
  controllers: [ProductsController, AdminProductsController],
  providers: [
    ProductCatalog,
    ListProductsService,
    GetProductService,
    AdminProducts,
    { provide: AdminProductStore, useClass: TypeOrmAdminProductStore },
    StockReservations,
    { provide: StockLedger, useClass: TypeOrmStockLedger },
    CatalogChangeListener,
    { provide: ProductRepository, useClass: TypeOrmProductRepository },
  ],
  exports: [ProductCatalog, AdminProducts, StockReservations],
})
export class CatalogModule {}
