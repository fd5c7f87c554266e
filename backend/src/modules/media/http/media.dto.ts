import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { VARIANT_SIZES } from '../domain/media.js';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;

export class ListMediaQuery {
  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'La page doit être un nombre entier supérieur ou égal à 1' })
  @Min(1, { message: 'La page doit être un nombre entier supérieur ou égal à 1' })
  page?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 100, default: 24 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: "Le nombre d'images par page doit être un entier entre 1 et 100" })
  @Min(1, { message: "Le nombre d'images par page doit être un entier entre 1 et 100" })
  @Max(100, { message: "Le nombre d'images par page doit être un entier entre 1 et 100" })
  limit?: number;
}

export class MediaVariantResponse {
  @ApiProperty({ enum: VARIANT_SIZES }) size!: number;
  @ApiProperty({ example: '/media/<sha256>-300.webp' }) url!: string;
}

export class MediaResponse {
  @ApiProperty({ description: 'SHA-256 du fichier envoyé' }) id!: string;
  @ApiProperty({ example: '/media/<sha256>-800.webp' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ example: 'png' }) format!: string;
  @ApiProperty({ type: [MediaVariantResponse] }) variants!: MediaVariantResponse[];
  @ApiProperty() createdAt!: string;
}

export class MediaListResponse {
  @ApiProperty({ type: [MediaResponse] }) media!: MediaResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
}
