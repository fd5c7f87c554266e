import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { GIFT_NOTICES, type GiftNotice } from '../domain/gift-subscription-rules.js';

/*
 * The bodies of the gift subscriptions' changes (docs/design/gifting.md): shapes only; the gift's
 * rules check the values and name each refused field in French.
 */

const TEXT = { message: 'Ce champ doit être un texte' };

/** A text field of the address: present, a text, not absurdly long (its real limit is the gift's rule). */
function AddressText(max: number, example: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example, maxLength: max })(target, key);
    MaxLength(max * 2, TEXT)(target, key);
    IsString(TEXT)(target, key);
    Present('Ce champ est requis')(target, key);
  };
}

export class GiftAddressRequest {
  @AddressText(100, 'Léa') firstName!: string;
  @AddressText(100, 'Dubois') lastName!: string;
  @AddressText(255, 'Rue des Fleurs 12') address!: string;
  @AddressText(20, '1000') postalCode!: string;
  @AddressText(100, 'Bruxelles') city!: string;
  @AddressText(2, 'BE') country!: string;
}

export class GiftPostponeRequest {
  @ApiProperty({ format: 'date', example: '2027-02-10', description: 'La nouvelle date de la prochaine box' })
  @Present('La date est requise')
  @IsString({ message: 'La date doit être une date AAAA-MM-JJ' })
  @MaxLength(10, { message: 'La date doit être une date AAAA-MM-JJ' })
  date!: string;
}

export class GiftNoticeRequest {
  @ApiProperty({ enum: GIFT_NOTICES })
  @Present('Le moment où prévenir le destinataire est requis')
  @IsIn(GIFT_NOTICES, { message: 'Choisissez quand prévenir le destinataire : dès le paiement, à une date, ou jamais' })
  notify!: GiftNotice;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-24T08:00',
    description: 'notify = at_date : heure de Bruxelles',
  })
  @IsOptional()
  @IsString({ message: 'La date et l’heure de l’annonce ne sont pas valides (AAAA-MM-JJTHH:MM, heure de Bruxelles)' })
  @MaxLength(16, {
    message: 'La date et l’heure de l’annonce ne sont pas valides (AAAA-MM-JJTHH:MM, heure de Bruxelles)',
  })
  notifyAt?: string | null;
}
