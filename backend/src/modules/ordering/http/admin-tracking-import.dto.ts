import { ApiProperty } from '@nestjs/swagger';

export class TrackingRefusalResponse {
  @ApiProperty({ example: 3, description: 'La ligne du fichier (en-tête comptée)' }) line!: number;
  @ApiProperty({ example: 'BP-20261128-AB12CD' }) orderNumber!: string;
  @ApiProperty({ example: 'commande inconnue' }) reason!: string;
}

export class TrackingImportResponse {
  @ApiProperty({ type: [String], description: 'Commandes expédiées par cet import' }) shipped!: string[];
  @ApiProperty({ type: [String], description: 'Commandes déjà expédiées : laissées telles quelles' })
  unchanged!: string[];
  @ApiProperty({ type: [TrackingRefusalResponse] }) refused!: TrackingRefusalResponse[];
}
