import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, Matches, ValidateBy, ValidateIf } from 'class-validator';
import { PAYMENT_CURRENCY, PAYMENT_LOCALES, type PaymentLocale } from '../domain/payment-gateway.js';

const LISTED_SEQUENCE_TYPES = ['oneoff', 'first'] as const;

/** A repeated parameter (?locale=a&locale=b) arrives as an array: refused by the validators. */
const single = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? Number.NaN : value);
const upper = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : single({ value });

const AMOUNT_VALUE = /^(?!0+\.00$)\d{1,7}\.\d{2}$/;

/** A positive amount with two decimals ("49.99"); a missing value is IsDefined's to report. */
function IsAmountValue(message: string) {
  return ValidateBy(
    {
      name: 'isAmountValue',
      validator: {
        validate: (value: unknown) => value === undefined || (typeof value === 'string' && AMOUNT_VALUE.test(value)),
      },
    },
    { message },
  );
}

/**
 * GET /api/mollie/methods query (docs/design/payments.md): amount[value], amount[currency], locale
 * (default fr_BE), resource, billingCountry. Unknown parameters are refused by the global pipe.
 */
export class ListMethodsQueryDto {
  @ApiPropertyOptional({ name: 'amount[value]', type: String, example: '49.99', description: 'Montant à payer' })
  @Transform(single)
  @ValidateIf((o: ListMethodsQueryDto) => o['amount[value]'] !== undefined || o['amount[currency]'] !== undefined)
  @IsDefined({ message: 'Le montant (amount[value]) est requis avec la devise' })
  @IsAmountValue('Le montant doit être un nombre positif à deux décimales, par exemple 49.99')
  'amount[value]'?: string;

  @ApiPropertyOptional({ name: 'amount[currency]', enum: [PAYMENT_CURRENCY], default: PAYMENT_CURRENCY })
  @Transform(upper)
  @IsOptional()
  @IsIn([PAYMENT_CURRENCY], { message: "Seul l'euro (EUR) est accepté" })
  'amount[currency]'?: string;

  @ApiPropertyOptional({ enum: PAYMENT_LOCALES, default: 'fr_BE' })
  @Transform(single)
  @IsOptional()
  @IsIn(PAYMENT_LOCALES, {
    message: "La langue (locale) n'est pas reconnue : utilisez par exemple fr_BE, nl_BE ou en_US",
  })
  locale?: PaymentLocale;

  @ApiPropertyOptional({ enum: ['payments', 'orders'], default: 'payments' })
  @Transform(single)
  @IsOptional()
  @IsIn(['payments', 'orders'], { message: 'La ressource doit valoir payments ou orders' })
  resource?: 'payments' | 'orders';

  @ApiPropertyOptional({ type: String, example: 'BE', description: 'Pays de facturation (ISO 3166-1, 2 lettres)' })
  @Transform(upper)
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'Le pays de facturation doit être un code à deux lettres, par exemple BE' })
  billingCountry?: string;

  @ApiPropertyOptional({
    enum: LISTED_SEQUENCE_TYPES,
    default: 'oneoff',
    description: "first : seulement les méthodes qui créent un mandat (premier paiement d'un abonnement)",
  })
  @Transform(single)
  @IsOptional()
  @IsIn(LISTED_SEQUENCE_TYPES, { message: 'Le type de séquence doit valoir oneoff ou first' })
  sequenceType?: (typeof LISTED_SEQUENCE_TYPES)[number];
}
