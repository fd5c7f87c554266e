import { Injectable } from '@nestjs/common';
import { brusselsInstant, brusselsLocal } from '../../../shared/brussels-time.js';
import { Clock } from '../../../shared/clock.js';
import {
  type GiftCardFact,
  type GiftCardFigures as Figures,
  giftCardFigures,
  giftCardFiguresCsv,
  monthKey,
  periodMonths,
} from '../domain/gift-card-ledger.js';
import type { InvoicePeriod } from './list-invoices.service.js';

/**
 * Where the gift cards' facts come from: the gift-cards module registers it at start (invoicing never
 * imports that module). Every card's balance movements sold, issued, credited, expired and withdrawn,
 * and the shares of orders captured, summed per Brussels month and kind, before `before`.
 */
export interface GiftCardFactSource {
  factsBefore(before: Date): Promise<GiftCardFact[]>;
}

/**
 * The accountant's gift card figures (docs/design/gift-cards.md, "The accountant's figures"), apart
 * from the VAT sales: GET /api/admin/invoices/gift-cards, its CSV, and the back office's table.
 */
@Injectable()
export class GiftCardFigures {
  private source: GiftCardFactSource | undefined;

  constructor(private readonly clock: Clock) {}

  register(source: GiftCardFactSource): void {
    this.source = source;
  }

  private get registered(): GiftCardFactSource {
    if (!this.source) throw new Error('gift card figures are not registered');
    return this.source;
  }

  /** The period's months (none to come), each with its figures and the outstanding at its end. */
  async of(period: InvoicePeriod): Promise<Figures> {
    const [year, month] = brusselsLocal(this.clock.now()).split('-').map(Number) as [number, number];
    const months = periodMonths(period, monthKey(year, month));
    const last = months.at(-1);
    if (last === undefined) return giftCardFigures([], []);
    const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
    const next = lastMonth === 12 ? monthKey(lastYear + 1, 1) : monthKey(lastYear, lastMonth + 1);
    const before = brusselsInstant(`${next}-01T00:00`)!;
    return giftCardFigures(await this.registered.factsBefore(before), months);
  }

  async csv(period: InvoicePeriod): Promise<{ filename: string; content: string }> {
    const suffix = period.month === null ? `${period.year}` : monthKey(period.year, period.month);
    return { filename: `cartes-cadeaux-${suffix}.csv`, content: giftCardFiguresCsv(await this.of(period)) };
  }
}
