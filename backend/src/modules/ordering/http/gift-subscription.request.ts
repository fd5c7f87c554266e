import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { GIFT_MESSAGE_MAX } from '../domain/gift.js';

/*
 * metadata.giftSubscription of POST /api/mollie/payments: who receives a prepaid gift subscription,
 * when, and how they are told (docs/design/gifting.md). The rules (dates, e-mail, lengths) are checked
 * by the gift's own rules so that every refusal names its field in French; here only the shapes.
 */

const text = (max: number) => [
  IsOptional(),
  IsString({ message: 'Ce champ doit être un texte' }),
  MaxLength(max, { message: `Ce champ ne peut pas dépasser ${max} caractères` }),
];

function Text(max: number, example: string, description?: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: String, maxLength: max, example, ...(description ? { description } : {}) })(target, key);
    for (const decorate of text(max)) decorate(target, key);
  };
}

export class GiftRecipientRequest {
  @Text(100, 'Léa') firstName?: string;
  @Text(100, 'Dubois') lastName?: string;
  @Text(254, 'lea@example.be', 'Requis : le destinataire reçoit l’annonce du cadeau') email?: string;
  @Text(255, 'Rue des Fleurs 12') address?: string;
  @Text(20, '1000') postalCode?: string;
  @Text(100, 'Bruxelles') city?: string;
  @Text(2, 'BE') country?: string;
}

export const GIFT_NOTICE_VALUES = ['at_once', 'at_date', 'never'] as const;

export class GiftSubscriptionRequest {
  @ApiProperty({ type: GiftRecipientRequest })
  @ValidateNested({ message: 'Le destinataire doit être un objet' })
  @Type(() => GiftRecipientRequest)
  recipient!: GiftRecipientRequest;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Au plus ${GIFT_MESSAGE_MAX} caractères, retours à la ligne gardés`,
    example: 'Bon anniversaire !',
  })
  @IsOptional()
  @IsString({ message: 'Le message cadeau doit être un texte' })
  @MaxLength(GIFT_MESSAGE_MAX * 2, { message: `Le message cadeau ne peut pas dépasser ${GIFT_MESSAGE_MAX} caractères` })
  message?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Première box (AAAA-MM-JJ, au plus 90 jours) ; absente ou null : dès que possible',
    example: '2026-12-20',
  })
  @IsOptional()
  @IsString({ message: 'La date de la première box doit être une date AAAA-MM-JJ' })
  @MaxLength(10, { message: 'La date de la première box doit être une date AAAA-MM-JJ' })
  firstBoxDate?: string | null;

  @ApiPropertyOptional({
    enum: GIFT_NOTICE_VALUES,
    default: 'at_once',
    description: 'Quand prévenir le destinataire : dès le paiement, à notifyAt, ou jamais (surprise)',
  })
  @IsOptional()
  @IsIn(GIFT_NOTICE_VALUES, {
    message: 'Choisissez quand prévenir le destinataire : dès le paiement, à une date, ou jamais',
  })
  notify?: (typeof GIFT_NOTICE_VALUES)[number];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "notify = at_date : 'AAAA-MM-JJTHH:MM', heure de Bruxelles",
    example: '2026-12-24T08:00',
  })
  @IsOptional()
  @IsString({ message: 'La date de l’annonce doit être un texte AAAA-MM-JJTHH:MM' })
  @MaxLength(16, {
    message: 'La date et l’heure de l’annonce ne sont pas valides (AAAA-MM-JJTHH:MM, heure de Bruxelles)',
  })
  notifyAt?: string | null;
}
