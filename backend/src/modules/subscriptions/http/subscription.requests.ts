import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { FREQUENCIES, FREQUENCY_INVALID_MESSAGE, type Frequency } from '../domain/frequency.js';

export class ChangeFrequencyRequest {
  @ApiProperty({ enum: FREQUENCIES })
  @IsIn(FREQUENCIES, { message: FREQUENCY_INVALID_MESSAGE })
  @Present('La fréquence est requise')
  frequency!: Frequency;
}

export class PauseSubscriptionRequest {
  @ApiProperty({
    example: '2026-12-31',
    description: 'Dernier jour de la pause (AAAA-MM-JJ), au plus 3 mois après aujourd’hui',
  })
  @IsString({ message: 'La date de fin de pause doit être une date valide (AAAA-MM-JJ).' })
  @MaxLength(10, { message: 'La date de fin de pause doit être une date valide (AAAA-MM-JJ).' })
  @Present('La date de fin de pause est requise')
  until!: string;
}
