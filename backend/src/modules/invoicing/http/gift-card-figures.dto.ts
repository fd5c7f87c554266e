import { ApiProperty } from '@nestjs/swagger';
import { centsToEuros } from '../../../shared/money.js';
import type { GiftCardFigures, GiftCardMonth } from '../domain/gift-card-ledger.js';

/** A period's sums (or a month's), in euros; `outstanding` at its end. */
export class GiftCardTotalsResponse {
  @ApiProperty({ description: 'Cartes vendues (mouvements sold), en euros' }) sold!: number;
  @ApiProperty({ description: 'Cartes émises à la main (issued), hors ventes, en euros' }) issued!: number;
  @ApiProperty({ description: 'Dépensé : parts capturées − crédits rendus aux cartes (peut être négatif)' })
  spent!: number;
  @ApiProperty({ description: 'Soldes perdus à l’expiration, en euros' }) expired!: number;
  @ApiProperty({ description: 'Cartes remboursées (rétractation), en euros' }) withdrawn!: number;
  @ApiProperty({ description: 'Encours en fin de période : ce que les cartes doivent encore' }) outstanding!: number;

  static from(row: Omit<GiftCardMonth, 'month'>): GiftCardTotalsResponse {
    return {
      sold: centsToEuros(row.soldCents),
      issued: centsToEuros(row.issuedCents),
      spent: centsToEuros(row.spentCents),
      expired: centsToEuros(row.expiredCents),
      withdrawn: centsToEuros(row.withdrawnCents),
      outstanding: centsToEuros(row.outstandingCents),
    };
  }
}

export class GiftCardMonthResponse extends GiftCardTotalsResponse {
  @ApiProperty({ example: '2026-11', description: 'Le mois (Europe/Brussels)' }) month!: string;
}

/** GET /api/admin/invoices/gift-cards: the gift cards' figures per month, apart from the VAT sales. */
export class GiftCardFiguresResponse {
  @ApiProperty() year!: number;
  @ApiProperty({ nullable: true, type: Number, description: "null : toute l'année" }) month!: number | null;
  @ApiProperty({ type: [GiftCardMonthResponse], description: 'Les mois de la période, aucun à venir' })
  months!: GiftCardMonthResponse[];
  @ApiProperty({ type: GiftCardTotalsResponse }) totals!: GiftCardTotalsResponse;

  static from(year: number, month: number | null, figures: GiftCardFigures): GiftCardFiguresResponse {
    return {
      year,
      month,
      months: figures.months.map((row) => ({ month: row.month, ...GiftCardTotalsResponse.from(row) })),
      totals: GiftCardTotalsResponse.from(figures.totals),
    };
  }
}
