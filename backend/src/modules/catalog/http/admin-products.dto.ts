import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, type ValidationArguments, ValidateBy } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { centsToEuros } from '../../../shared/money.js';
import { stacked } from '../../../shared/validation/stacked.js';
import { toInt, trim } from '../../../shared/validation/transforms.js';
import {
  CATEGORIES,
  type Category,
  DEFAULT_SHIPPING_WEIGHT_GRAMS,
  SHIPPING_WEIGHT_RANGE,
  VAT_RATES,
  type VatRate,
  availableOf,
  type Product,
} from '../domain/product.js';

export const PRODUCT_PAGE_SIZE = 10;
export const PRODUCT_PAGE_MAX = 100;
export const PRODUCT_FILTERS = ['true', 'false', 'archived', 'all'] as const;
const MAX_PRICE = 100_000;
const MAX_STOCK = 1_000_000;
/** The product form picks at most 4 images (docs/design/catalogue.md). */
const MAX_IMAGES = 4;
const MAX_CONTENTS = 30;

/** A string (NUL and lone UTF-16 surrogates never get here: the edge check refuses them for every route). */
const isText = (value: unknown): value is string => typeof value === 'string';

function Check(name: string, validate: (value: unknown) => boolean, message: string | ((value: unknown) => string)) {
  return ValidateBy({
    name,
    validator: {
      validate,
      defaultMessage: (args?: ValidationArguments) => (typeof message === 'string' ? message : message(args?.value)),
    },
  });
}

const requiredText = (max: number, required: string, tooLong: string) =>
  Check(
    'requiredText',
    (v) => isText(v) && v.trim() !== '' && v.length <= max,
    (v) => (isText(v) && v.trim() !== '' ? tooLong : required),
  );

const PRICE_MESSAGE = `Le prix doit être un montant entre 0,01 et ${MAX_PRICE} € avec au plus 2 décimales`;
const isPrice = (v: unknown) =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= 0.01 &&
  v <= MAX_PRICE &&
  Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const STOCK_MESSAGE = `Le stock doit être un nombre entier entre 0 et ${MAX_STOCK}`;
const isStock = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_STOCK;
const WEIGHT_MESSAGE = `Le poids du colis doit être un nombre entier de grammes entre ${SHIPPING_WEIGHT_RANGE.min} et ${SHIPPING_WEIGHT_RANGE.max}`;
const isWeight = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= SHIPPING_WEIGHT_RANGE.min && v <= SHIPPING_WEIGHT_RANGE.max;
/**
 * The seed's illustrations (/images/products/<box 1-8>-<1-4>.svg) or media library variants: paths of
 * our own origin, never an outside URL. A library image must also exist (checked by AdminProducts).
 */
const IMAGE_PATH = /^\/(images\/products\/[1-8]-[1-4]\.svg|media\/[0-9a-f]{64}-(150|300|600|800)\.webp)$/;
const IMAGES_MESSAGE = `Les images sont au plus ${MAX_IMAGES} chemins de la médiathèque (/media/…) ou des illustrations de la boutique`;
const isImages = (v: unknown) =>
  Array.isArray(v) && v.length <= MAX_IMAGES && v.every((p) => typeof p === 'string' && IMAGE_PATH.test(p));
const CONTENTS_MESSAGE = `Le contenu est une liste d'au plus ${MAX_CONTENTS} éléments de 200 caractères`;
const isContents = (v: unknown) =>
  Array.isArray(v) && v.length <= MAX_CONTENTS && v.every((c) => isText(c) && c.trim() !== '' && c.length <= 200);
const CATEGORY_MESSAGE = `La catégorie doit être l'une de : ${CATEGORIES.join(', ')}`;
const VAT_MESSAGE = 'Le taux de TVA doit valoir 21, 12 ou 6';
/** An optional true/false switch of the product. */
const OptionalFlag = (what: string): PropertyDecorator =>
  stacked(ApiPropertyOptional(), IsOptional(), IsBoolean({ message: `${what} doit valoir true ou false` }));

/** GET /api/admin/products query string. */
export class ListAdminProductsQuery {
  @ApiPropertyOptional({ description: 'Mots cherchés dans le nom et la catégorie' })
  @IsOptional()
  @Transform(trim)
  @Check('search', (v) => isText(v) && v.length <= 100, 'La recherche doit être un texte de 100 caractères au plus')
  search?: string;

  @ApiPropertyOptional({
    enum: PRODUCT_FILTERS,
    description: 'true : publiés ; false : non publiés ; archived : archivés ; all : tous. Par défaut : non archivés',
  })
  @IsOptional()
  @IsIn(PRODUCT_FILTERS, { message: 'Le filtre de publication doit valoir true, false, archived ou all' })
  published?: (typeof PRODUCT_FILTERS)[number];

  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @Check(
    'page',
    (v) => Number.isInteger(v) && (v as number) >= 1,
    'La page doit être un nombre entier supérieur ou égal à 1',
  )
  page?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: PRODUCT_PAGE_MAX, default: PRODUCT_PAGE_SIZE })
  @IsOptional()
  @Transform(toInt)
  @Check(
    'limit',
    (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= PRODUCT_PAGE_MAX,
    `Le nombre de produits par page doit être un entier entre 1 et ${PRODUCT_PAGE_MAX}`,
  )
  limit?: number;
}

/** PUT /api/admin/products/:id: every field optional. */
export class UpdateProductDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 120 })
  @IsOptional()
  @Transform(trim)
  @requiredText(120, 'Le nom est requis', 'Le nom ne peut pas dépasser 120 caractères')
  name?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @requiredText(5000, 'La description est requise', 'La description ne peut pas dépasser 5000 caractères')
  description?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: 200 },
    maxItems: MAX_CONTENTS,
  })
  @IsOptional()
  @Check('contents', isContents, CONTENTS_MESSAGE)
  contents?: string[];

  @ApiPropertyOptional({
    example: 39.9,
    minimum: 0.01,
    maximum: MAX_PRICE,
    description: 'TVA incluse, en euros, au plus 2 décimales',
  })
  @IsOptional()
  @Check('price', isPrice, PRICE_MESSAGE)
  price?: number;

  @ApiPropertyOptional({ enum: CATEGORIES, enumName: 'ProductCategory', description: 'Catégorie de la box' })
  @IsOptional()
  @IsIn(CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: Category;

  @OptionalFlag("L'option abonnement") hasSubscriptionOption?: boolean;

  @OptionalFlag('Nouveauté') isNew?: boolean;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', pattern: IMAGE_PATH.source },
    maxItems: MAX_IMAGES,
    example: [`/media/${'0'.repeat(64)}-800.webp`],
    description: 'Chemins de la médiathèque (/media/<sha256>-<taille>.webp) ou illustrations de la boutique',
  })
  @IsOptional()
  @Check('images', isImages, IMAGES_MESSAGE)
  images?: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_STOCK, description: 'Unités en stock' })
  @IsOptional()
  @Check('stock', isStock, STOCK_MESSAGE)
  stock?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_STOCK,
    description:
      "Le stock lu avant la modification : si des ventes l'ont changé entre-temps, la modification du stock est refusée (409)",
  })
  @IsOptional()
  @Check('expectedStock', isStock, `Le stock attendu doit être un nombre entier entre 0 et ${MAX_STOCK}`)
  expectedStock?: number;

  @ApiPropertyOptional({ enum: VAT_RATES, default: 21 })
  @IsOptional()
  @IsIn(VAT_RATES, { message: VAT_MESSAGE })
  vatRate?: VatRate;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: SHIPPING_WEIGHT_RANGE.min,
    maximum: SHIPPING_WEIGHT_RANGE.max,
    default: DEFAULT_SHIPPING_WEIGHT_GRAMS,
    description: "Poids du colis d'une box, en grammes (export transporteur)",
  })
  @IsOptional()
  @Check('shippingWeightGrams', isWeight, WEIGHT_MESSAGE)
  shippingWeightGrams?: number;

  @OptionalFlag('Publié') published?: boolean;
}

/**
 * POST /api/admin/products: name, description, price and category required. The four (and
 * `expectedStock`, meaningless for a new product) are left out of the inherited rules (an inherited @IsOptional would let a body without them through).
 */
export class CreateProductDto extends OmitType(UpdateProductDto, [
  'name',
  'description',
  'price',
  'category',
  'expectedStock',
] as const) {
  @ApiProperty({ minLength: 1, maxLength: 120 })
  @Transform(trim)
  @requiredText(120, 'Le nom est requis', 'Le nom ne peut pas dépasser 120 caractères')
  name!: string;

  @ApiProperty({ minLength: 1, maxLength: 5000 })
  @Transform(trim)
  @requiredText(5000, 'La description est requise', 'La description ne peut pas dépasser 5000 caractères')
  description!: string;

  @ApiProperty({ example: 39.9, minimum: 0.01, maximum: MAX_PRICE })
  @Present('Le prix est requis')
  @Check('price', isPrice, PRICE_MESSAGE)
  price!: number;

  @ApiProperty({ enum: CATEGORIES, enumName: 'ProductCategory', description: 'Catégorie de la box' })
  @IsIn(CATEGORIES, { message: CATEGORY_MESSAGE })
  @Present('La catégorie est requise')
  category!: Category;
}

type StoredProduct = Product & { createdAt: Date; updatedAt: Date };

/** A product as the back office sees it: the storefront's fields plus stock, reservations and publication. */
export class AdminProductResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) contents!: string[];
  @ApiProperty({ example: 29.99 }) price!: number;
  @ApiProperty({ enum: CATEGORIES, enumName: 'ProductCategory', description: 'Catégorie de la box' })
  category!: Category;
  @ApiProperty() hasSubscriptionOption!: boolean;
  @ApiProperty() isNew!: boolean;
  @ApiProperty() image!: string;
  @ApiProperty({ type: [String] }) images!: string[];
  @ApiProperty() rating!: number;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ description: 'Unités en stock' }) stock!: number;
  @ApiProperty({ description: 'Unités réservées par des commandes non payées' }) reserved!: number;
  @ApiProperty({ description: 'stock − reserved' }) available!: number;
  @ApiProperty() inStock!: boolean;
  @ApiProperty() published!: boolean;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ nullable: true, type: String }) archivedAt!: string | null;
  @ApiProperty({ enum: VAT_RATES }) vatRate!: VatRate;
  @ApiProperty({ type: 'integer', description: "Poids du colis d'une box, en grammes" }) shippingWeightGrams!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;

  static from(product: StoredProduct): AdminProductResponse {
    const available = availableOf(product);
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      contents: [...product.contents],
      price: centsToEuros(product.priceCents),
      category: product.category,
      hasSubscriptionOption: product.hasSubscriptionOption,
      isNew: product.isNew,
      image: product.images[0] ?? '',
      images: [...product.images],
      rating: product.rating,
      reviewCount: product.reviewCount,
      stock: product.stock,
      reserved: product.reserved,
      available,
      inStock: available > 0,
      published: product.published,
      archived: product.archivedAt !== null,
      archivedAt: product.archivedAt?.toISOString() ?? null,
      vatRate: product.vatRate,
      shippingWeightGrams: product.shippingWeightGrams,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  }
}

export class AdminProductPagination {
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalProducts!: number;
  @ApiProperty() hasPrevPage!: boolean;
  @ApiProperty() hasNextPage!: boolean;
}

/** GET /api/admin/products/low-stock: every product running low, in one list (no pages). */
export class LowStockProductsResponse {
  @ApiProperty({ type: [AdminProductResponse] }) products!: AdminProductResponse[];
}

export class AdminProductListResponse {
  @ApiProperty({ type: [AdminProductResponse] }) products!: AdminProductResponse[];
  @ApiProperty({ type: AdminProductPagination }) pagination!: AdminProductPagination;
}
