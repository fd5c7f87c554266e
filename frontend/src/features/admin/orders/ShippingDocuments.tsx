import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import {
  downloadCarrierExport,
  downloadMessageCards,
  downloadPackingSlips,
  downloadPickListCsv,
  useGetPickListMutation,
} from './endpoints';
import type { OrderSelectionRequest, PickList } from './types';
import './shipping-run.css';

export const DOCUMENT_FAILED = "Le document n'a pas pu être préparé";
const count = new Intl.NumberFormat('fr-BE');

interface ShippingDocumentsProps {
  /** The selection as the server takes it; null: nothing selected. */
  body: OrderSelectionRequest | null;
  disabled?: boolean;
}

/** The selection bar's documents (docs/design/shipping-run.md): the pick list, the packing slips, the carrier export. */
export function ShippingDocuments({ body, disabled = false }: ShippingDocumentsProps) {
  const [busy, setBusy] = useState(false);
  const [pickList, setPickList] = useState<PickList | null>(null);
  const [fetchPickList, pickListState] = useGetPickListMutation();
  const off = disabled || busy || pickListState.isLoading || !body;

  const download = async (get: (b: OrderSelectionRequest) => Promise<string>) => {
    if (!body) return;
    setBusy(true);
    try {
      await get(body);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : DOCUMENT_FAILED, { id: 'orders-documents' });
    } finally {
      setBusy(false);
    }
  };

  const openPickList = async () => {
    if (!body) return;
    try {
      setPickList(await fetchPickList(body).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, DOCUMENT_FAILED), { id: 'orders-documents' });
    }
  };

  return (
    <div className="orders-bulk__documents" role="group" aria-label="Documents de la sélection">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={off}
        onClick={() => void openPickList()}
      >
        Liste de préparation
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={off}
        onClick={() => void download(downloadPackingSlips)}
      >
        Bons de livraison (PDF)
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={off}
        onClick={() => void download(downloadMessageCards)}
      >
        Cartes message (PDF)
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={off}
        onClick={() => void download(downloadCarrierExport)}
      >
        Export transporteur (CSV)
      </button>
      <Dialog
        open={pickList !== null}
        title="Liste de préparation"
        description={
          pickList
            ? `${count.format(pickList.boxes)} box pour ${count.format(pickList.orders)} commande${pickList.orders === 1 ? '' : 's'}`
            : undefined
        }
        onClose={() => setPickList(null)}
        size="md"
        footer={
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={busy}
            onClick={() => void download(downloadPickListCsv)}
          >
            Télécharger (CSV)
          </button>
        }
      >
        {pickList && <PickListTable pickList={pickList} />}
      </Dialog>
    </div>
  );
}

export function PickListTable({ pickList }: { pickList: PickList }) {
  if (pickList.lines.length === 0) return <p>Aucune box à préparer dans cette sélection.</p>;
  const gifts = pickList.lines.reduce((sum, line) => sum + line.gifts, 0);
  const renewals = pickList.lines.reduce((sum, line) => sum + line.renewals, 0);
  return (
    <div className="pick-list">
      <table className="pick-list__table">
        <thead>
          <tr>
            <th scope="col">Box</th>
            <th scope="col">Quantité</th>
            <th scope="col">Dont cadeaux</th>
            <th scope="col">Dont renouvellements</th>
          </tr>
        </thead>
        <tbody>
          {pickList.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">{line.name}</th>
              <td>{count.format(line.quantity)}</td>
              <td>{count.format(line.gifts)}</td>
              <td>{count.format(line.renewals)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{count.format(pickList.boxes)}</td>
            <td>{count.format(gifts)}</td>
            <td>{count.format(renewals)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
