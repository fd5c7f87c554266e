import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { centsToEuros } from '../../../shared/money.js';
import type { Ledger, RateAmounts } from '../domain/ledger.js';

/** "2026" → 2026; anything else (repeated parameter, "abc", "1.5") → NaN, refused by the validators. */
const toInt = ({ value }: { value: unknown }): unknown =>
  value === undefined || value === ''
    ? undefined
    : typeof value === 'string' && /^\d{1,4}$/.test(value.trim())
      ? Number(value)
      : Number.NaN;
const emptyIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const YEAR_MESSAGE = "L'année doit être un nombre entier entre 2000 et 2999";
const MONTH_MESSAGE = 'Le mois doit être un nombre entier entre 1 et 12';

/** GET /api/admin/invoices?year&month&format: a month (or a whole year) of invoices and credit notes. */
export class ListInvoicesQuery {
  @ApiPropertyOptional({ description: "L'année (par défaut : l'année en cours)", example: 2026 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: YEAR_MESSAGE })
  @Min(2000, { message: YEAR_MESSAGE })
  @Max(2999, { message: YEAR_MESSAGE })
  year?: number;

  @ApiPropertyOptional({ description: "Le mois, 1 à 12 (absent : toute l'année)", example: 11 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: MONTH_MESSAGE })
  @Min(1, { message: MONTH_MESSAGE })
  @Max(12, { message: MONTH_MESSAGE })
  month?: number;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv : le fichier pour le comptable' })
  @IsOptional()
  @Transform(emptyIsAbsent)
  @IsIn(['json', 'csv'], { message: 'Le format doit être json ou csv' })
  format?: 'json' | 'csv';
}

export class VatRateTotalsResponse {
  @ApiProperty({ enum: [21, 12, 6] }) rate!: number;
  @ApiProperty({ description: 'Base HT, en euros' }) base!: number;
  @ApiProperty({ description: 'TVA, en euros' }) vat!: number;
  @ApiProperty({ description: 'Total TTC, en euros' }) total!: number;

  static from(r: RateAmounts): VatRateTotalsResponse {
    return {
      rate: r.rate,
      base: centsToEuros(r.baseCents),
      vat: centsToEuros(r.vatCents),
      total: centsToEuros(r.totalCents),
    };
  }
}

export class InvoiceEntryResponse {
  @ApiProperty({ example: 'F-2026-000001' }) number!: string;
  @ApiProperty({ enum: ['invoice', 'credit-note'] }) kind!: string;
  @ApiProperty({ description: 'Date de la facture (paiement) ou de la note de crédit' }) issuedAt!: string;
  @ApiProperty({ example: 'BP-20261110-AB12CD' }) orderNumber!: string;
  @ApiProperty({ nullable: true, type: String, description: "Notes de crédit : la facture d'origine" })
  invoiceNumber!: string | null;
  @ApiProperty() customer!: string;
  @ApiProperty({ description: 'Négatif pour une note de crédit' }) base!: number;
  @ApiProperty() vat!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: [VatRateTotalsResponse] }) rates!: VatRateTotalsResponse[];
}

export class InvoiceListResponse {
  @ApiProperty() year!: number;
  @ApiProperty({ nullable: true, type: Number, description: "null : toute l'année" }) month!: number | null;
  @ApiProperty() invoiceCount!: number;
  @ApiProperty() creditNoteCount!: number;
  @ApiProperty({ description: 'Base HT de la période (notes de crédit déduites), en euros' }) base!: number;
  @ApiProperty() vat!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: [VatRateTotalsResponse], description: 'Totaux par taux de TVA' })
  rates!: VatRateTotalsResponse[];
  @ApiProperty({ type: [InvoiceEntryResponse] }) documents!: InvoiceEntryResponse[];

  static from(year: number, month: number | null, ledger: Ledger): InvoiceListResponse {
    return {
      year,
      month,
      invoiceCount: ledger.invoiceCount,
      creditNoteCount: ledger.creditNoteCount,
      base: centsToEuros(ledger.baseCents),
      vat: centsToEuros(ledger.vatCents),
      total: centsToEuros(ledger.totalCents),
      rates: ledger.rates.map(VatRateTotalsResponse.from),
      documents: ledger.entries.map((entry) => ({
        number: entry.number,
        kind: entry.kind,
        issuedAt: entry.issuedAt,
        orderNumber: entry.orderNumber,
        invoiceNumber: entry.invoiceNumber,
        customer: entry.customer,
        base: centsToEuros(entry.baseCents),
        vat: centsToEuros(entry.vatCents),
        total: centsToEuros(entry.totalCents),
        rates: entry.rates.map(VatRateTotalsResponse.from),
      })),
    };
  }
}
