import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import {
  type CatalogQuery,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  PURCHASE_TYPES,
  type PurchaseType,
  SORTS,
  type Sort,
} from '../domain/catalog-query.js';
import { CATEGORIES, type Category } from '../domain/product.js';

/** "12" → 12, "12.5" → 12.5; anything else (repeated parameter, "abc", "") → NaN, refused by the validators. */
const toNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;

/** "3,4,5" → [3, 4, 5]; repeated parameters (ratings=3&ratings=4) are accepted too. */
const toRatingList = ({ value }: { value: unknown }): unknown => {
  const raw = Array.isArray(value) ? value.join(',') : value;
  if (typeof raw !== 'string') return [Number.NaN];
  return raw.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : Number.NaN));
};

function IsAtMost(otherField: string, message: string) {
  return ValidateBy({
    name: 'isAtMost',
    constraints: [otherField],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const other = (args?.object as Record<string, unknown> | undefined)?.[otherField];
        return typeof value !== 'number' || typeof other !== 'number' || Number.isNaN(other) || value <= other;
      },
      defaultMessage: () => message,
    },
  });
}

/** GET /api/products query string. Unknown parameters are refused by the global ValidationPipe. */
export class ListProductsQuery implements CatalogQuery {
  @ApiPropertyOptional({
    enum: CATEGORIES,
    enumName: 'ProductCategory',
    description: 'Catégorie exacte (accents compris)',
  })
  @IsOptional()
  @IsIn(CATEGORIES, { message: `La catégorie doit être l'une de : ${CATEGORIES.join(', ')}` })
  category?: Category;

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Prix minimum en euros (inclus)' })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Le prix minimum doit être un nombre' })
  @Min(0, { message: 'Le prix minimum doit être positif ou nul' })
  @IsAtMost('maxPrice', 'Le prix minimum doit être inférieur ou égal au prix maximum')
  minPrice?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Prix maximum en euros (inclus)' })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Le prix maximum doit être un nombre' })
  @Min(0, { message: 'Le prix maximum doit être positif ou nul' })
  maxPrice?: number;

  @ApiPropertyOptional({ enum: PURCHASE_TYPES, default: 'all' })
  @IsOptional()
  @IsIn(PURCHASE_TYPES, { message: `Le type d'achat doit être l'un de : ${PURCHASE_TYPES.join(', ')}` })
  purchaseType?: PurchaseType;

  @ApiPropertyOptional({ type: String, example: '3,4,5', description: 'Notes (1 à 5) séparées par des virgules' })
  @IsOptional()
  @Transform(toRatingList)
  @IsInt({ each: true, message: 'Les notes doivent être des entiers de 1 à 5 séparés par des virgules' })
  @Min(1, { each: true, message: 'Les notes doivent être des entiers de 1 à 5 séparés par des virgules' })
  @Max(5, { each: true, message: 'Les notes doivent être des entiers de 1 à 5 séparés par des virgules' })
  ratings?: number[];

  @ApiPropertyOptional({ enum: SORTS, default: 'featured' })
  @IsOptional()
  @IsIn(SORTS, { message: `Le tri doit être l'un de : ${SORTS.join(', ')}` })
  sort?: Sort;

  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'La page doit être un entier supérieur ou égal à 1' })
  @Min(1, { message: 'La page doit être un entier supérieur ou égal à 1' })
  @Max(100_000, { message: 'La page demandée est trop grande' })
  page?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_LIMIT, default: 12 })
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: `La limite doit être un entier entre 1 et ${MAX_LIMIT}` })
  @Min(1, { message: `La limite doit être un entier entre 1 et ${MAX_LIMIT}` })
  @Max(MAX_LIMIT, { message: `La limite doit être un entier entre 1 et ${MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ type: String, maxLength: MAX_QUERY_LENGTH, description: 'Recherche (sans casse ni accents)' })
  @IsOptional()
  @IsString({ message: 'La recherche doit être un texte' })
  @MaxLength(MAX_QUERY_LENGTH, { message: `La recherche ne doit pas dépasser ${MAX_QUERY_LENGTH} caractères` })
  q?: string;
}
