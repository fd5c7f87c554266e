import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { toInt } from '../../../shared/validation/transforms.js';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_REQUIRED_MESSAGE } from '../../cart-pricing/index.js';
import { WITHDRAWAL_REASON_MAX_LENGTH } from '../domain/withdrawal.js';

const PRODUCT_MESSAGE = "L'identifiant du produit doit être un entier positif";
const QUANTITY_MESSAGE = `La quantité renvoyée doit être un nombre entier entre ${MIN_QUANTITY} et ${MAX_QUANTITY}.`;

export class WithdrawalItemRequest {
  @ApiProperty({ example: 1 })
  @IsInt({ message: PRODUCT_MESSAGE })
  @Min(1, { message: PRODUCT_MESSAGE })
  @Max(2_147_483_647, { message: PRODUCT_MESSAGE })
  @Present("L'identifiant du produit est requis")
  productId!: number;

  @ApiProperty({ example: 1 })
  @Present(QUANTITY_REQUIRED_MESSAGE)
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(MIN_QUANTITY, { message: QUANTITY_MESSAGE })
  @Max(MAX_QUANTITY, { message: QUANTITY_MESSAGE })
  quantity!: number;
}

/** POST /api/orders/:orderId/withdrawal. */
export class RequestWithdrawalRequest {
  @ApiPropertyOptional({ type: [WithdrawalItemRequest], description: 'Absent ou vide : toute la commande' })
  @IsOptional()
  @IsArray({ message: 'Les articles renvoyés (items) doivent être une liste' })
  @ArrayMaxSize(50, { message: 'Pas plus de 50 articles' })
  @ValidateNested({ each: true, message: 'Chaque article doit être un objet' })
  @Type(() => WithdrawalItemRequest)
  items?: WithdrawalItemRequest[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: WITHDRAWAL_REASON_MAX_LENGTH,
    example: 'Le cadeau ne plaît pas',
    description: 'Motif, facultatif',
  })
  @IsOptional()
  @IsString({ message: 'Le motif doit être un texte' })
  @MaxLength(WITHDRAWAL_REASON_MAX_LENGTH, {
    message: `Le motif ne doit pas dépasser ${WITHDRAWAL_REASON_MAX_LENGTH} caractères`,
  })
  reason?: string | null;
}

export class WithdrawnItemResponse {
  @ApiProperty() productId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() quantity!: number;
}

export class WithdrawalRequestResponse {
  @ApiProperty({ enum: ['demandee', 'recue', 'remboursee'] }) status!: string;
  @ApiProperty({ example: 'Rétractation demandée' }) statusLabel!: string;
  @ApiProperty() requestedAt!: string;
  @ApiProperty({ type: [WithdrawnItemResponse] }) items!: WithdrawnItemResponse[];
  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty({ example: 29.99, description: 'Montant qui sera remboursé, en euros' }) amount!: number;
}

/** On each customer order: whether 'Se rétracter' is offered (the server owns the rule). */
export class CustomerWithdrawalResponse {
  @ApiProperty() canWithdraw!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Dernier instant du délai de 14 jours' })
  deadline!: string | null;
  @ApiProperty({ type: WithdrawalRequestResponse, nullable: true }) request!: WithdrawalRequestResponse | null;
}

export class RequestWithdrawalResponse {
  @ApiProperty() success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: CustomerWithdrawalResponse }) withdrawal!: CustomerWithdrawalResponse;
}

export class AdminWithdrawalResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['demandee', 'recue', 'remboursee'] }) status!: string;
  @ApiProperty() statusLabel!: string;
  @ApiProperty({ type: [WithdrawnItemResponse] }) items!: WithdrawnItemResponse[];
  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty() amount!: number;
  @ApiProperty() requestedAt!: string;
  @ApiProperty({ nullable: true, type: String }) receivedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) refundedAt!: string | null;
  @ApiProperty({ description: "'Marchandise reçue' est proposé" }) canReceive!: boolean;
}

export class ListedWithdrawalResponse extends AdminWithdrawalResponse {
  @ApiProperty({ example: 'BP-20261121-AB12CD' }) orderId!: string;
  @ApiProperty({ example: 'livree' }) orderStatus!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
}

export class WithdrawalPaginationResponse {
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
}

export class WithdrawalListResponse {
  @ApiProperty({ type: [ListedWithdrawalResponse] }) withdrawals!: ListedWithdrawalResponse[];
  @ApiProperty({ type: WithdrawalPaginationResponse }) pagination!: WithdrawalPaginationResponse;
}

/** GET /api/admin/withdrawals. */
export class ListWithdrawalsQuery {
  @ApiPropertyOptional({ enum: ['demandee', 'recue', 'remboursee'] })
  @IsOptional()
  @IsIn(['demandee', 'recue', 'remboursee'], { message: 'Statut inconnu : demandee, recue ou remboursee' })
  status?: 'demandee' | 'recue' | 'remboursee';

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'La page doit être un nombre entier positif' })
  @Min(1, { message: 'La page doit être un nombre entier positif' })
  @Max(100_000, { message: 'La page doit être un nombre entier positif' })
  page?: number;

  @ApiPropertyOptional({ example: 20 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'La limite doit être un entier entre 1 et 100' })
  @Min(1, { message: 'La limite doit être un entier entre 1 et 100' })
  @Max(100, { message: 'La limite doit être un entier entre 1 et 100' })
  limit?: number;
}
