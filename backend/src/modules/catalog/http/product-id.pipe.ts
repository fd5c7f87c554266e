import { Injectable, type PipeTransform } from '@nestjs/common';
import { ProductNotFoundError } from '../domain/product-not-found.error.js';

/** A product id in the path is a positive 32-bit integer; anything else is an unknown product (404). */
@Injectable()
export class ProductIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value)) throw new ProductNotFoundError(value);
    const id = Number(value);
    if (id > 2_147_483_647) throw new ProductNotFoundError(value);
    return id;
  }
}
