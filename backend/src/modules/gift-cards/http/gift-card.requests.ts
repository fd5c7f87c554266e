import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { GIFT_CARD_STATUSES, type GiftCardLifeStatus } from '../domain/gift-card-status.js';

/*
 * The gift cards' bodies and answers (docs/design/gift-cards.md, "Balance"): shapes only; a code that
 * is not one answers like an unknown code (404), never a 400 that would tell them apart.
 */

export class GiftCardBalanceRequest {
  @ApiProperty({
    example: 'K3M9 7QRT 2XWZ 8HJD',
    maxLength: 200,
    description: 'Le code de la carte : 16 caractères, espaces, tirets et minuscules acceptés',
  })
  @Present('Le code de la carte est requis')
  @IsString({ message: 'Le code de la carte doit être un texte' })
  @MaxLength(200, { message: 'Ce code ne correspond à aucune carte cadeau.' })
  code!: string;
}

export class GiftCardBalanceResponse {
  @ApiProperty({ example: '8HJD', description: 'Les 4 derniers caractères du code' })
  last4!: string;

  @ApiProperty({ example: 3500, description: 'Ce qui reste sur la carte, en centimes' })
  balanceCents!: number;

  @ApiProperty({ format: 'date-time', description: 'La fin de validité de la carte' })
  expiresAt!: string;

  @ApiProperty({ enum: GIFT_CARD_STATUSES, example: 'active' })
  status!: GiftCardLifeStatus;

  @ApiProperty({ example: 'Active', description: 'Le statut en français' })
  statusLabel!: string;
}

/** POST /api/gift-cards/:cardId/withdraw answer. */
export class GiftCardWithdrawalResponse {
  @ApiProperty({ example: 5000, description: 'Le montant remboursé, en centimes' }) amountCents!: number;
  @ApiProperty({ example: 'Carte cadeau remboursée : 50,00 € reviennent sur le moyen de paiement de la commande.' })
  message!: string;
}
