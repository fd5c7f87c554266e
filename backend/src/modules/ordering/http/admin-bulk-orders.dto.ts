import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { BULK_ACTIONS, BULK_MAX_ORDERS, BULK_MESSAGES, type BulkAction } from '../domain/bulk-actions.js';
import { ListAdminOrdersQuery } from './admin-orders.dto.js';

/** The orders of a shipping-run request: a list of orders, or every order of a filter of the list. */
export class OrderSelectionRequest {
  @ApiPropertyOptional({
    type: [String],
    maxItems: BULK_MAX_ORDERS,
    example: ['BP-20261128-AB12CD'],
    description: 'Les commandes, par numéro (BP-…) ou identifiant ; ou bien `filter`',
  })
  @IsOptional()
  @IsArray({ message: 'orderIds doit être une liste de numéros de commande' })
  @ArrayMaxSize(BULK_MAX_ORDERS, { message: BULK_MESSAGES.tooMany })
  @IsString({ each: true, message: 'Chaque commande est un numéro (BP-…) ou un identifiant' })
  @MaxLength(64, { each: true, message: 'Chaque commande est un numéro (BP-…) ou un identifiant' })
  orderIds?: string[];

  @ApiPropertyOptional({
    type: ListAdminOrdersQuery,
    description:
      'Toutes les commandes de ce filtre de la liste (états, recherche, tri ; la page est ignorée) ; ou bien `orderIds`',
  })
  @IsOptional()
  @IsObject({ message: 'Le filtre doit être un objet, comme les paramètres de la liste des commandes' })
  @ValidateNested()
  @Type(() => ListAdminOrdersQuery)
  filter?: ListAdminOrdersQuery;
}

/** POST /api/admin/orders/bulk: an action on the selection. */
export class BulkOrdersRequest extends OrderSelectionRequest {
  @ApiProperty({ enum: BULK_ACTIONS, enumName: 'BulkOrderAction', example: 'start_preparation' })
  @Present("L'action est requise")
  @IsIn(BULK_ACTIONS, { message: BULK_MESSAGES.actionInvalid })
  action!: BulkAction;
}

export class BulkRefusalResponse {
  @ApiProperty({ example: 'BP-20261128-AB12CD' }) orderId!: string;
  @ApiProperty({ example: 'ORDER_INVALID_TRANSITION' }) code!: string;
  @ApiProperty({ example: 'BP-20261128-AB12CD : la commande est déjà expédiée' }) message!: string;
}

export class BulkOrdersResponse {
  @ApiProperty({ enum: BULK_ACTIONS, enumName: 'BulkOrderAction', description: "L'action menée" }) action!: BulkAction;
  @ApiProperty({ type: [String], description: 'Commandes changées par cette demande' }) done!: string[];
  @ApiProperty({ type: [String], description: 'Commandes déjà à cette étape : laissées telles quelles' })
  unchanged!: string[];
  @ApiProperty({ type: [BulkRefusalResponse] }) refused!: BulkRefusalResponse[];
}
