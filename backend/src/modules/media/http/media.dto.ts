import { ApiProperty } from '@nestjs/swagger';
import { PageParam, PageSizeParam } from '../../../shared/validation/query-params.js';
import { VARIANT_SIZES } from '../domain/media.js';

export class ListMediaQuery {
  @PageParam() page?: number;
  @PageSizeParam("d'images", 100, 24) limit?: number;
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
