import { Link, useSearchParams } from 'react-router';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { AdminPageHeader, LoadPanel } from '../components/AdminPageHeader';
import { AdminPagination } from '../components/AdminPagination';
import { SelectField } from '../components/SelectField';
import { useListWithdrawalsQuery } from './endpoints';
import { ReceiveButton } from './ReceiveButton';
import type { WithdrawalStatus } from './types';
import '../invoices/invoices.css';

const STATUSES: { value: WithdrawalStatus; label: string }[] = [
  { value: 'demandee', label: 'À recevoir' },
  { value: 'recue', label: 'Marchandise reçue (à rembourser)' },
  { value: 'remboursee', label: 'Remboursées' },
];

const isStatus = (value: string | null): value is WithdrawalStatus =>
  STATUSES.some((status) => status.value === value);

/** /admin/withdrawals: the customers' withdrawal requests, newest first; 'Marchandise reçue', then refund. */
export default function WithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListWithdrawalsQuery({ status, page });

  const choose = (next: { status?: WithdrawalStatus | null; page?: number }) => {
    const s = next.status === undefined ? status : next.status;
    setParams({ ...(s ? { status: s } : {}), page: String(next.page ?? 1) });
  };

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Rétractations"
        lead="Les demandes de rétractation des clients : à la réception du colis, « Marchandise reçue », puis « Rembourser » sur la commande (note de crédit envoyée au client)."
      />

      <section className="admin-panel invoices-filters" aria-label="Filtre">
        <SelectField
          label="Statut"
          labelClassName=""
          value={status ?? 'all'}
          onChange={(value) => choose({ status: isStatus(value) ? value : null })}
          options={STATUSES}
        >
          <option value="all">Toutes</option>
        </SelectField>
      </section>

      {isLoading || isError || !data ? (
        <LoadPanel
          loading={isLoading}
          loadingLabel="Chargement des rétractations…"
          error={error}
          failure="Impossible de charger les rétractations."
          onRetry={() => void refetch()}
        />
      ) : (
        <section className="admin-panel" aria-label="Demandes de rétractation" aria-busy={isFetching}>
          {data.withdrawals.length === 0 ? (
            <p className="invoices__empty">Aucune demande de rétractation.</p>
          ) : (
            <div className="invoices-table-wrap">
              <table className="invoices-table">
                <thead>
                  <tr>
                    <th scope="col">Demandée le</th>
                    <th scope="col">Commande</th>
                    <th scope="col">Client</th>
                    <th scope="col">Articles</th>
                    <th scope="col">Motif</th>
                    <th scope="col">Montant</th>
                    <th scope="col">Statut</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.withdrawals.map((w) => (
                    <tr key={w.id} data-testid={`withdrawal-${w.orderId}`}>
                      <td>{formatShortDate(w.requestedAt)}</td>
                      <th scope="row">
                        <Link to={`/admin/orders/${encodeURIComponent(w.orderId)}`}>{w.orderId}</Link>
                      </th>
                      <td>
                        {w.customerName}
                        <br />
                        <small>{w.customerEmail}</small>
                      </td>
                      <td>{w.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</td>
                      <td>{w.reason ?? '—'}</td>
                      <td>{formatMoney(w.amount)}</td>
                      <td>{w.statusLabel}</td>
                      <td>
                        {w.canReceive ? (
                          <ReceiveButton id={w.id} orderId={w.orderId} />
                        ) : w.status === 'recue' ? (
                          <Link to={`/admin/orders/${encodeURIComponent(w.orderId)}`}>Rembourser</Link>
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPage={(next) => choose({ page: next })}
            label="Pages des rétractations"
          />
        </section>
      )}
    </div>
  );
}
