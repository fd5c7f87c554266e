import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Product } from '../domain/product.js';
import { ProductRepository } from '../domain/product.repository.js';
import { ProductSchema } from './product.schema.js';

@Injectable()
export class TypeOrmProductRepository extends ProductRepository {
  constructor(@InjectRepository(ProductSchema) private readonly products: Repository<Product>) {
    super();
  }

  findAll(): Promise<Product[]> {
    return this.products.find({ order: { id: 'ASC' } });
  }
}
