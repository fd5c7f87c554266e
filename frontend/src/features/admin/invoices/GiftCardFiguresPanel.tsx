import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { downloadGiftCardFiguresCsv, useGiftCardFiguresQuery } from './endpoints';
import type { GiftCardFigures, InvoicePeriod } from './types';

type Figures = GiftCardFigures['totals'];

const monthName = new Intl.DateTimeFormat('fr-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'novembre 2026'. */
const monthLabel = (key: string) => {
  const [year, month] = key.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year!, month! - 1, 1)));
};

const COLUMNS: { key: keyof Figures; label: string }[] = [
  { key: 'sold', label: 'Vendues' },
  { key: 'issued', label: 'Émises à la main' },
  { key: 'spent', label: 'Dépensées' },
  { key: 'expired', label: 'Expirées' },
  { key: 'withdrawn', label: 'Remboursées (rétractation)' },
  { key: 'outstanding', label: 'Encours en fin de mois' },
];

/**
 * The gift cards' figures of the period (docs/design/gift-cards.md, "The accountant's figures"): per
 * month, sold, issued by hand, spent, expired, withdrawn and what the cards still owe at its end; apart
 * from the VAT sales (a voucher's sale is outside the scope of VAT), with a CSV of their own.
 */
export function GiftCardFiguresPanel({
  period,
  periodLabel,
}: {
  period: InvoicePeriod;
  periodLabel: string;
}) {
  const { data, isLoading, isFetching, isError, error, refetch } = useGiftCardFiguresQuery(period);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadGiftCardFiguresCsv(period);
    } catch (failure) {
      toast.error((failure as Error).message, { id: 'gift-cards-csv' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="invoices-gift-cards" aria-busy={isFetching}>
      <div className="invoices__section-head">
        <h2 id="invoices-gift-cards" className="invoices__title">
          Cartes cadeaux (hors champ TVA) — {periodLabel}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-busy={exporting}
          icon={<Icon name="copy" size={16} />}
        >
          Exporter les cartes cadeaux en CSV
        </Button>
      </div>
      <p className="invoices__counts">Bons à usages multiples : hors champ TVA, comptés à part des ventes.</p>
      {isLoading ? (
        <Spinner label="Chargement des cartes cadeaux…" />
      ) : isError || !data ? (
        <div className="notice notice--error" role="alert">
          <p>{errorMessage(error, 'Impossible de charger les cartes cadeaux.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Réessayer
          </Button>
        </div>
      ) : data.months.length === 0 ? (
        <p className="invoices__empty">Aucun mois écoulé dans cette période.</p>
      ) : (
        <div className="invoices-table-wrap">
          <table className="invoices-table" data-testid="gift-card-figures">
            <thead>
              <tr>
                <th scope="col">Mois</th>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column.key}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.months.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month)}</th>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
            {data.months.length > 1 && (
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <FigureCells figures={data.totals} />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      {COLUMNS.map((column) => (
        <td key={column.key}>{formatMoney(figures[column.key])}</td>
      ))}
    </>
  );
}
