import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class PickListQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv : le fichier à imprimer ou ouvrir dans un tableur' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'Le format doit être json ou csv' })
  format?: 'json' | 'csv';
}

export class PickLineResponse {
  @ApiProperty({ example: 1 }) productId!: number;
  @ApiProperty({ example: 'Box Essentielle' }) name!: string;
  @ApiProperty({ example: 132, description: 'Box à préparer' }) quantity!: number;
  @ApiProperty({ example: 12, description: 'Dont dans des commandes cadeaux' }) gifts!: number;
  @ApiProperty({ example: 80, description: "Dont dans des renouvellements d'abonnement" }) renewals!: number;
}

export class PickListResponse {
  @ApiProperty({ type: [PickLineResponse] }) lines!: PickLineResponse[];
  @ApiProperty({ example: 140, description: 'Commandes comptées' }) orders!: number;
  @ApiProperty({ example: 160, description: 'Box en tout' }) boxes!: number;
}

export class PaidDayResponse {
  @ApiProperty({ example: '2026-11-27', description: 'Jour de la commande (Europe/Brussels)' }) day!: string;
  @ApiProperty({ example: 42 }) orders!: number;
}

export class ToPrepareResponse {
  @ApiProperty({ example: 140, description: 'Commandes payées en attente de préparation' }) total!: number;
  @ApiProperty({ type: [PaidDayResponse], description: "Par jour de commande, le plus ancien d'abord" })
  days!: PaidDayResponse[];
  @ApiProperty({ type: PickListResponse, description: 'Les box à préparer' }) boxes!: PickListResponse;
  @ApiProperty({ description: 'Plus de 5 000 commandes attendent : les box des 5 000 plus anciennes' })
  capped!: boolean;
}
