import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GetProductService } from './application/get-product.service.js';
import { ListProductsService } from './application/list-products.service.js';
import { ProductCatalog } from './application/product-catalog.service.js';
import { ProductRepository } from './domain/product.repository.js';
import { ProductsController } from './http/products.controller.js';
import { ProductSchema } from './infrastructure/product.schema.js';
import { TypeOrmProductRepository } from './infrastructure/typeorm-product.repository.js';

/** Products: storage, the in-memory catalogue, listing and detail endpoints. Exports ProductCatalog. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductSchema])],
  controllers: [ProductsController],
  providers: [
    ProductCatalog,
    ListProductsService,
    GetProductService,
    { provide: ProductRepository, useClass: TypeOrmProductRepository },
  ],
  exports: [ProductCatalog],
})
export class CatalogModule {}
