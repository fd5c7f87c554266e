import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../../../lib/api';
import { useImportTrackingMutation } from './endpoints';
import { refusalText, shippedText, trackingFileProblem, unchangedText } from './shippingRun';
import type { TrackingImportResult } from './types';
import './shipping-run.css';

export const IMPORT_FAILED = "L'import des suivis n'a pas abouti";

/** 'Importer les suivis' (POST /api/admin/orders/tracking-import): a CSV in, the orders shipped, the rows refused. */
export function TrackingImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingImportResult | null>(null);
  const [upload, { isLoading }] = useImportTrackingMutation();

  const close = () => {
    setFile(null);
    setProblem(null);
    setResult(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const local = trackingFileProblem(file);
    if (local) return setProblem(local);
    setProblem(null);
    try {
      setResult(await upload(file).unwrap());
    } catch (error) {
      setResult(null);
      setProblem(errorMessage(error, IMPORT_FAILED));
    }
  };

  return (
    <Dialog open={open} title="Importer les suivis" onClose={close} size="md">
      <form onSubmit={(event) => void submit(event)}>
        <p className="tracking-import__help">
          Un fichier CSV, une ligne par colis : numéro de commande ; transporteur ; numéro de suivi ; lien
          facultatif — séparés par « ; » ou « , », avec ou sans ligne d'en-tête (2 Mo au plus). Les commandes en
          préparation passent à « Commande expédiée » et le client reçoit son e-mail d'expédition.
        </p>
        <label htmlFor={inputId}>Fichier des suivis</label>
        <input
          id={inputId}
          className="tracking-import__file"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            setResult(null);
          }}
        />
        {problem && (
          <p className="tracking-import__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--sm" disabled={!file || isLoading}>
          {isLoading ? 'Import en cours…' : 'Importer'}
        </button>
      </form>
      {result && <TrackingImportOutcome result={result} />}
    </Dialog>
  );
}

export function TrackingImportOutcome({ result }: { result: TrackingImportResult }) {
  return (
    <div className="tracking-import__outcome" role="status" aria-live="polite">
      <p>
        <strong>{shippedText(result.shipped.length)}</strong>
      </p>
      <p>{unchangedText(result.unchanged.length)}</p>
      {result.refused.length > 0 && (
        <>
          <p>
            {result.refused.length === 1 ? '1 ligne refusée' : `${result.refused.length} lignes refusées`}
          </p>
          <ul className="tracking-import__refused" aria-label="Lignes refusées">
            {result.refused.map((refusal) => (
              <li key={`${refusal.line}-${refusal.orderNumber}`}>{refusalText(refusal)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The page header's entry: the button and its dialog. */
export function TrackingImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--secondary btn--md" onClick={() => setOpen(true)}>
        Importer les suivis
      </button>
      <TrackingImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
