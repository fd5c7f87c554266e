import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { REFUND_REASON_MAX_LENGTH } from '../domain/refund.js';

const AMOUNT_MESSAGE = 'Le montant doit être un nombre d’euros à deux décimales au plus, par exemple 12.50';

/** POST /api/admin/orders/:orderId/refund. */
export class RefundOrderRequest {
  @ApiPropertyOptional({
    example: 12.5,
    type: Number,
    description: 'En euros ; absent : tout ce qui reste à rembourser',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: AMOUNT_MESSAGE })
  @Min(0.01, { message: 'Le montant à rembourser doit être d’au moins 0,01 €.' })
  @Max(1_000_000, { message: AMOUNT_MESSAGE })
  amount?: number | null;

  @ApiProperty({ example: 'Commande payée après son annulation', description: 'Motif (imprimé sur la note de crédit)' })
  @IsString({ message: 'Le motif du remboursement est obligatoire' })
  @Matches(/\S/, { message: 'Le motif du remboursement est obligatoire' })
  @MaxLength(REFUND_REASON_MAX_LENGTH, {
    message: `Le motif ne doit pas dépasser ${REFUND_REASON_MAX_LENGTH} caractères`,
  })
  reason!: string;
}

export class RefundViewResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 12.5 }) amount!: number;
  @ApiProperty() reason!: string;
  @ApiProperty({ enum: ['pending', 'done'] }) status!: string;
  @ApiProperty({ example: 'Remboursé' }) statusLabel!: string;
  @ApiProperty({ nullable: true, type: String, example: 're_4qqhO89gsT' }) mollieRefundId!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'NC-2026-000001' }) creditNoteNumber!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) completedAt!: string | null;
}

export class RefundOrderResponse {
  @ApiProperty() success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ type: RefundViewResponse }) refund!: RefundViewResponse;
  @ApiProperty({ description: 'Ce qui reste remboursable, en euros' }) refundable!: number;
}
