import { ApiProperty } from '@nestjs/swagger';
import { centsToEuros } from '../../../shared/money.js';
import type { Page } from '../../../shared/pagination.js';
import { subscriptionUnitPriceCents } from '../../../shared/subscription-rules.js';
import { CATEGORIES, type Category, type Product, availableOf } from '../domain/product.js';

/** A product as the SPA sees it (prices in euros with 2 decimals). */
export class ProductResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Box Essentielle' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) contents!: string[];
  @ApiProperty({ example: 29.99 }) price!: number;
  @ApiProperty({
    example: 25.49,
    nullable: true,
    type: Number,
    description: "Prix d'une box par abonnement (-15 %, arrondi au centime) ; null sans option d'abonnement",
  })
  subscriptionPrice!: number | null;
  @ApiProperty({ example: '/images/products/1-1.svg' }) image!: string;
  @ApiProperty({ type: [String] }) images!: string[];
  @ApiProperty({ enum: CATEGORIES, enumName: 'ProductCategory', description: 'Catégorie de la box' })
  category!: Category;
  @ApiProperty({ example: 4.5 }) rating!: number;
  @ApiProperty({ example: 128 }) reviewCount!: number;
  @ApiProperty({ example: 50, description: 'Unités disponibles (stock moins les unités réservées)' }) stock!: number;
  @ApiProperty() inStock!: boolean;
  @ApiProperty() isNew!: boolean;
  @ApiProperty() hasSubscriptionOption!: boolean;

  static from(product: Product): ProductResponse {
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      contents: [...product.contents],
      price: centsToEuros(product.priceCents),
      subscriptionPrice: product.hasSubscriptionOption
        ? centsToEuros(subscriptionUnitPriceCents(product.priceCents))
        : null,
      image: product.images[0] ?? '',
      images: [...product.images],
      category: product.category,
      rating: product.rating,
      reviewCount: product.reviewCount,
      stock: availableOf(product),
      inStock: availableOf(product) > 0,
      isNew: product.isNew,
      hasSubscriptionOption: product.hasSubscriptionOption,
    };
  }
}

export class ProductListResponse {
  @ApiProperty({ type: [ProductResponse] }) items!: ProductResponse[];
  @ApiProperty({ example: 8 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 12 }) limit!: number;

  static from(page: Page<Product>): ProductListResponse {
    return {
      items: page.items.map((p) => ProductResponse.from(p)),
      total: page.total,
      page: page.page,
      limit: page.limit,
    };
  }
}
