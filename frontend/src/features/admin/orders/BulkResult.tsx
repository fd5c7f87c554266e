import { Icon } from '../../../components/Icon';
import { resultSummary } from './bulkSelection';
import type { BulkOrdersResponse } from './types';

/** What a bulk action did: the orders moved, those already there, and each refusal in the server's words. */
export function BulkResult({ result, onClose }: { result: BulkOrdersResponse; onClose: () => void }) {
  const summary = resultSummary(result);
  const tone = result.refused.length ? 'warning' : 'success';
  return (
    <div className={`orders-bulk-result orders-bulk-result--${tone}`} role="status">
      <div className="orders-bulk-result__head">
        <Icon name={result.refused.length ? 'alert' : 'check'} size={18} />
        <div className="orders-bulk-result__lines">
          <p className="orders-bulk-result__done">{summary.done}</p>
          {summary.unchanged && <p>{summary.unchanged}</p>}
          {summary.refused && <p>{summary.refused}</p>}
        </div>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Fermer
        </button>
      </div>
      {result.refused.length > 0 && (
        <ul className="orders-bulk-result__refused" aria-label="Commandes refusées" tabIndex={0}>
          {result.refused.map((refusal) => (
            <li key={refusal.orderId}>{refusal.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
