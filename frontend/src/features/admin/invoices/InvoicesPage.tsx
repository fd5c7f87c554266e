import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { formatShortDate, formatMoney } from '../../../lib/format';
import { AdminPageHeader, LoadPanel } from '../components/AdminPageHeader';
import { SelectField } from '../components/SelectField';
import { downloadInvoicesCsv, useListInvoicesQuery } from './endpoints';
import { GiftCardFiguresPanel } from './GiftCardFiguresPanel';
import type { InvoicePeriod } from './types';
import './invoices.css';

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('fr-BE', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, index, 1)),
  ),
);

const MONTH_OPTIONS = MONTHS.map((name, index) => ({ value: index + 1, label: name }));

const brusselsNow = () => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: 'numeric',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
};

/** ?year=2026&month=11 (month absent or 'all': the whole year); defaults to this month. */
function periodFrom(params: URLSearchParams): InvoicePeriod {
  const now = brusselsNow();
  const year = Number(params.get('year'));
  const month = params.get('month');
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2999 ? year : now.year,
    month:
      month === 'all'
        ? null
        : Number.isInteger(Number(month)) && Number(month) >= 1 && Number(month) <= 12
          ? Number(month)
          : now.month,
  };
}

/** /admin/invoices: the month's invoices and credit notes, totals per VAT rate, the CSV for the accountant. */
export default function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const { data, isLoading, isFetching, isError, error, refetch } = useListInvoicesQuery(period);
  const [exporting, setExporting] = useState(false);
  const thisYear = brusselsNow().year;
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);

  const choose = (changes: Partial<InvoicePeriod>) => {
    const next = { ...period, ...changes };
    setParams({ year: String(next.year), month: next.month === null ? 'all' : String(next.month) });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInvoicesCsv(period);
    } catch (failure) {
      toast.error((failure as Error).message, { id: 'invoices-csv' });
    } finally {
      setExporting(false);
    }
  };
  const periodLabel = period.month === null ? `${period.year}` : `${MONTHS[period.month - 1]} ${period.year}`;

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Factures"
        lead="Factures et notes de crédit émises, TVA par taux, cartes cadeaux à part, export pour le comptable."
        action={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-busy={exporting}
            icon={<Icon name="copy" size={18} />}
          >
            Exporter en CSV
          </Button>
        }
      />

      <section className="admin-panel invoices-filters" aria-label="Période">
        <SelectField
          label="Année"
          labelClassName=""
          value={period.year}
          onChange={(value) => choose({ year: Number(value) })}
          options={(years.includes(period.year) ? years : [period.year, ...years]).map((year) => ({
            value: year,
            label: String(year),
          }))}
        />
        <SelectField
          label="Mois"
          labelClassName=""
          value={period.month ?? 'all'}
          onChange={(value) => choose({ month: value === 'all' ? null : Number(value) })}
          options={MONTH_OPTIONS}
        >
          <option value="all">Toute l'année</option>
        </SelectField>
      </section>

      {isLoading || isError || !data ? (
        <LoadPanel
          loading={isLoading}
          loadingLabel="Chargement des factures…"
          error={error}
          failure="Impossible de charger les factures."
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <section className="admin-panel" aria-labelledby="invoices-totals">
            <h2 id="invoices-totals" className="invoices__title">
              TVA par taux — {periodLabel}
            </h2>
            <p className="invoices__counts">
              {data.invoiceCount} facture{data.invoiceCount > 1 ? 's' : ''}, {data.creditNoteCount} note
              {data.creditNoteCount > 1 ? 's' : ''} de crédit
            </p>
            <div className="invoices-table-wrap">
              <table className="invoices-table" data-testid="invoice-rates">
                <thead>
                  <tr>
                    <th scope="col">Taux</th>
                    <VatHeads />
                  </tr>
                </thead>
                <tbody>
                  {data.rates.map((rate) => (
                    <tr key={rate.rate}>
                      <th scope="row">{rate.rate} %</th>
                      <VatCells amounts={rate} />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <VatCells amounts={data} />
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>

          <section className="admin-panel" aria-labelledby="invoices-list" aria-busy={isFetching}>
            <h2 id="invoices-list" className="invoices__title">
              Documents
            </h2>
            {data.documents.length === 0 ? (
              <p className="invoices__empty">Aucune facture pour cette période.</p>
            ) : (
              <div className="invoices-table-wrap">
                <table className="invoices-table invoices-table--documents">
                  <thead>
                    <tr>
                      <th scope="col">Numéro</th>
                      <th scope="col">Date</th>
                      <th scope="col">Commande</th>
                      <th scope="col">Client</th>
                      <VatHeads />
                    </tr>
                  </thead>
                  <tbody>
                    {data.documents.map((document) => (
                      <tr key={document.number} data-testid={`invoice-${document.number}`}>
                        <th scope="row">
                          {document.number}
                          {document.kind === 'credit-note' && (
                            <span className="invoices__kind">Note de crédit</span>
                          )}
                        </th>
                        <td>{formatShortDate(document.issuedAt)}</td>
                        <td>
                          <Link to={`/admin/orders/${encodeURIComponent(document.orderNumber)}`}>
                            {document.orderNumber}
                          </Link>
                        </td>
                        <td>{document.customer}</td>
                        <VatCells amounts={document} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <GiftCardFiguresPanel period={period} periodLabel={periodLabel} />
        </>
      )}
    </div>
  );
}

/** The excluding-VAT base, VAT and total columns that every invoice table ends with. */
function VatHeads() {
  return (
    <>
      <th scope="col">Base HT</th>
      <th scope="col">TVA</th>
      <th scope="col">Total TTC</th>
    </>
  );
}

function VatCells({ amounts }: { amounts: { base: number; vat: number; total: number } }) {
  return (
    <>
      <td>{formatMoney(amounts.base)}</td>
      <td>{formatMoney(amounts.vat)}</td>
      <td>{formatMoney(amounts.total)}</td>
    </>
  );
}
