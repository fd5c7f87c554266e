import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Product } from '../domain/product.js';
import { ProductRepository, type ProductStockLevel } from '../domain/product.repository.js';
import { ProductSchema, type ProductRow } from './product.schema.js';

@Injectable()
export class TypeOrmProductRepository extends ProductRepository {
  constructor(@InjectRepository(ProductSchema) private readonly products: Repository<ProductRow>) {
    super();
  }

  async findPublished(): Promise<Product[]> {
    const rows = await this.products.find({ where: { published: true }, order: { id: 'ASC' } });
    return rows.map(({ createdAt: _createdAt, updatedAt: _updatedAt, ...product }) => product);
  }

  findPublishedStock(): Promise<ProductStockLevel[]> {
    return this.products.find({ select: { id: true, stock: true, reserved: true }, where: { published: true } });
  }
}
