import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { useRunBulkOrdersMutation } from './endpoints';
import { ShippingDocuments } from './ShippingDocuments';
import {
  BULK_RULE,
  bulkRequest,
  filterLinkText,
  offersFilter,
  selectedText,
  selectionBody,
  type Selection,
} from './bulkSelection';
import type { BulkAction, BulkOrdersResponse, OrderListQuery } from './types';

export const BULK_FAILED = "L'action groupée n'a pas abouti";

interface BulkBarProps {
  selection: Selection;
  query: OrderListQuery;
  /** The orders of the page shown (their numbers). */
  pageIds: string[];
  /** The filter's orders, as the list counted them (a search counts up to its cap: `capped`). */
  totalOrders: number;
  capped: boolean;
  onSelectFilter: () => void;
  onClear: () => void;
  onDone: (result: BulkOrdersResponse) => void;
}

/**
 * The shipping run's selection bar (docs/design/shipping-run.md): how many orders are selected, one
 * button per action of the server's rule, 'Annuler la sélection'; all disabled while a request runs.
 */
export function BulkBar({
  selection,
  query,
  pageIds,
  totalOrders,
  capped,
  onSelectFilter,
  onClear,
  onDone,
}: BulkBarProps) {
  const [run, { isLoading }] = useRunBulkOrdersMutation();
  if (selection.kind === 'none') return null;

  const moreInFilter = offersFilter(selection, pageIds, totalOrders);
  const tooMany = totalOrders > BULK_RULE.maxOrders;

  const start = async (action: BulkAction) => {
    const body = bulkRequest(action, selection, query);
    if (!body) return;
    try {
      onDone(await run(body).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, BULK_FAILED), { id: 'orders-bulk' });
    }
  };

  return (
    <div className="orders-bulk" role="region" aria-label="Sélection de commandes">
      <div className="orders-bulk__summary">
        <p className="orders-bulk__count" aria-live="polite">
          {selectedText(selection)}
        </p>
        {moreInFilter &&
          (tooMany ? (
            <p className="orders-bulk__hint">{BULK_RULE.tooManyMessage}</p>
          ) : (
            <button type="button" className="orders-bulk__link" onClick={onSelectFilter} disabled={isLoading}>
              {filterLinkText(totalOrders, capped)}
            </button>
          ))}
        <button type="button" className="orders-bulk__link" disabled={isLoading} onClick={onClear}>
          Annuler la sélection
        </button>
      </div>
      <div className="orders-bulk__actions">
        {BULK_RULE.actions.map((action) => (
          <button
            key={action.value}
            type="button"
            className="btn btn--primary btn--sm"
            disabled={isLoading}
            onClick={() => void start(action.value)}
          >
            {action.label}
          </button>
        ))}
      </div>
      <ShippingDocuments body={selectionBody(selection, query)} disabled={isLoading} />
    </div>
  );
}
