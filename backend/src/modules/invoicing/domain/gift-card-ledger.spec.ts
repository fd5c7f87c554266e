import fc from 'fast-check';
import {
  type GiftCardFact,
  type GiftCardFactKind,
  giftCardFigures,
  giftCardFiguresCsv,
  monthKey,
  periodMonths,
} from './gift-card-ledger.js';

const fact = (month: string, kind: GiftCardFactKind, amountCents: number): GiftCardFact => ({
  month,
  kind,
  amountCents,
});

/** A card's story: sold, spent in part, credited, expired; another issued by hand, a third withdrawn. */
const STORY: GiftCardFact[] = [
  fact('2026-10', 'sold', 5000),
  fact('2026-10', 'issued', 2000),
  fact('2026-11', 'captured', 3000),
  fact('2026-11', 'sold', 2500),
  fact('2026-11', 'withdrawn', -2500),
  fact('2026-12', 'credited', 1000),
  fact('2027-01', 'captured', 500),
  fact('2027-01', 'expired', -2500),
];

describe("The accountant's gift card figures", () => {
  it('tells per month what was sold, issued, spent, expired, withdrawn and what is still owed', () => {
    const { months, totals } = giftCardFigures(STORY, ['2026-10', '2026-11', '2026-12', '2027-01']);
    expect(months.map((m) => Object.values(m))).toEqual([
      // month, sold, issued, spent, expired, withdrawn, outstanding
      ['2026-10', 5000, 2000, 0, 0, 0, 7000],
      ['2026-11', 2500, 0, 3000, 0, 2500, 4000],
      ['2026-12', 0, 0, -1000, 0, 0, 5000],
      ['2027-01', 0, 0, 500, 2500, 0, 2000],
    ]);
    expect(totals).toEqual({
      soldCents: 7500,
      issuedCents: 2000,
      spentCents: 2500,
      expiredCents: 2500,
      withdrawnCents: 2500,
      outstandingCents: 2000,
    });
  });

  it('counts the months before the period in the outstanding only, and ignores those after it', () => {
    const { months, totals } = giftCardFigures(STORY, ['2026-12']);
    expect(months).toEqual([
      {
        month: '2026-12',
        soldCents: 0,
        issuedCents: 0,
        spentCents: -1000,
        expiredCents: 0,
        withdrawnCents: 0,
        outstandingCents: 5000,
      },
    ]);
    expect(totals.outstandingCents).toBe(5000);
    expect(giftCardFigures(STORY, ['2026-09']).months[0]!.outstandingCents).toBe(0);
    expect(giftCardFigures(STORY, []).totals.outstandingCents).toBe(0);
  });

  it('gives the months of a period, never one to come', () => {
    expect(periodMonths({ year: 2026, month: 11 }, '2026-11')).toEqual(['2026-11']);
    expect(periodMonths({ year: 2026, month: 12 }, '2026-11')).toEqual([]);
    expect(periodMonths({ year: 2026, month: null }, '2026-03')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(periodMonths({ year: 2025, month: null }, '2026-03')).toHaveLength(12);
  });

  const months = fc.integer({ min: 0, max: 23 }).map((i) => monthKey(2025 + Math.floor(i / 12), (i % 12) + 1));
  const facts = fc.array(
    fc.record({
      month: months,
      kind: fc.constantFrom<GiftCardFactKind>('sold', 'issued', 'captured', 'credited', 'expired', 'withdrawn'),
      amount: fc.integer({ min: 1, max: 25_000 }),
    }),
    { maxLength: 60 },
  );
  const signed = (f: { month: string; kind: GiftCardFactKind; amount: number }): GiftCardFact =>
    fact(f.month, f.kind, f.kind === 'expired' || f.kind === 'withdrawn' ? -f.amount : f.amount);
  const ALL = Array.from({ length: 24 }, (_, i) => monthKey(2025 + Math.floor(i / 12), (i % 12) + 1));

  it('keeps the outstanding equal to the balances the facts leave (property)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 23 }), (raw, upTo) => {
        const all = raw.map(signed);
        const period = ALL.slice(0, upTo + 1);
        const { months: rows } = giftCardFigures(all, period);
        // Each month's end: the sum of the balance changes (a capture takes, the others are signed) so far.
        for (const row of rows) {
          const sofar = all
            .filter((f) => f.month <= row.month)
            .reduce((total, f) => total + (f.kind === 'captured' ? -f.amountCents : f.amountCents), 0);
          expect(row.outstandingCents).toBe(sofar);
        }
        // Month after month: the outstanding moves by the month's figures.
        for (let i = 1; i < rows.length; i++) {
          const r = rows[i]!;
          expect(r.outstandingCents - rows[i - 1]!.outstandingCents).toBe(
            r.soldCents + r.issuedCents - r.spentCents - r.expiredCents - r.withdrawnCents,
          );
        }
      }),
    );
  });

  it('gives the same figures from single movements and from their sums per month and kind (property)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), (raw, a, b) => {
        const all = raw.map(signed);
        const summed = new Map<string, GiftCardFact>();
        for (const f of all) {
          const key = `${f.month}|${f.kind}`;
          const seen = summed.get(key);
          summed.set(key, seen ? { ...seen, amountCents: seen.amountCents + f.amountCents } : f);
        }
        const period = ALL.slice(Math.min(a, b), Math.max(a, b) + 1);
        expect(giftCardFigures([...summed.values()].reverse(), period)).toEqual(giftCardFigures(all, period));
      }),
    );
  });

  it('refuses a month that is not one', () => {
    expect(() => giftCardFigures([fact('2026-13', 'sold', 1)], ['2026-12'])).toThrow(RangeError);
  });

  it('writes its own CSV section, titled apart from the VAT sales', () => {
    const csv = giftCardFiguresCsv(giftCardFigures(STORY, ['2026-11', '2026-12']));
    expect(csv.startsWith('\uFEFFCartes cadeaux (hors champ TVA)\r\n')).toBe(true);
    expect(csv.trim().split('\r\n').slice(1)).toEqual([
      'Mois;Vendues;Émises à la main;Dépensées;Expirées;Remboursées (rétractation);Encours en fin de mois',
      '11/2026;25,00;0,00;30,00;0,00;25,00;40,00',
      '12/2026;0,00;0,00;-10,00;0,00;0,00;50,00',
      'Total;25,00;0,00;20,00;0,00;25,00;50,00',
    ]);
  });
});
