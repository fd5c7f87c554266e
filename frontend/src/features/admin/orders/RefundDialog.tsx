import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { useRefundOrderMutation } from './endpoints';
import { FormActions, NoteField } from '../../../components/FormParts';
import type { AdminOrder } from './types';

interface RefundDialogProps {
  order: AdminOrder | null;
  /** The reason proposed (e.g. the customer's withdrawal). */
  defaultReason?: string;
  /** The amount proposed (e.g. what the withdrawal sends back); capped at what remains. */
  defaultAmount?: number;
  onClose: () => void;
}

/** 'Rembourser': the amount (prefilled with what remains) and the reason printed on the credit note. */
export function RefundDialog({ order, defaultReason, defaultAmount, onClose }: RefundDialogProps) {
  return (
    <Dialog
      open={order !== null}
      title={order ? `Rembourser la commande ${order.orderId}` : ''}
      description="Le montant est rendu au client chez Mollie ; une note de crédit est émise et envoyée par email."
      onClose={onClose}
      size="sm"
    >
      {order && (
        <RefundForm
          order={order}
          defaultReason={defaultReason}
          defaultAmount={defaultAmount}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

/** '12,5' or '12.50' → 12.5; null when it is not an amount with at most two decimals. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
}

function RefundForm({
  order,
  defaultReason,
  defaultAmount,
  onClose,
}: {
  order: AdminOrder;
  defaultReason?: string;
  defaultAmount?: number;
  onClose: () => void;
}) {
  const refundable = order.refund?.refundable ?? 0;
  const proposed = defaultAmount !== undefined ? Math.min(defaultAmount, refundable) : refundable;
  const [amount, setAmount] = useState(proposed.toFixed(2).replace('.', ','));
  const [reason, setReason] = useState(
    defaultReason ??
      (order.orderStatus === 'retournee' ? 'Commande retournée' : 'Commande annulée après paiement'),
  );
  const [error, setError] = useState<string | null>(null);
  const [refund, { isLoading }] = useRefundOrderMutation();
  const ids = { amount: useId(), reason: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null || value <= 0) {
      setError('Indiquez un montant en euros, par exemple 12,50.');
      return;
    }
    if (value > refundable) {
      setError(`Le montant dépasse ce qui reste à rembourser (${formatMoney(refundable)} au plus).`);
      return;
    }
    if (reason.trim() === '') {
      setError('Le motif du remboursement est obligatoire.');
      return;
    }
    setError(null);
    try {
      const answer = await refund({
        orderId: order.orderId,
        body: { amount: value, reason: reason.trim() },
      }).unwrap();
      toast.success(answer.message);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Le remboursement a échoué. Réessayez dans un instant.'));
    }
  };

  return (
    <form className="status-modal refund-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        Payé : <strong>{formatMoney(order.amount)}</strong> · Déjà remboursé :{' '}
        <strong>{formatMoney(order.refund?.refunded ?? 0)}</strong> · Reste :{' '}
        <strong>{formatMoney(refundable)}</strong>
      </p>
      <div className="field">
        <label htmlFor={ids.amount} className="field__label">
          Montant à rembourser (€) <span aria-hidden="true">*</span>
        </label>
        <input
          id={ids.amount}
          className="input"
          inputMode="decimal"
          value={amount}
          required
          aria-describedby={`${ids.amount}-hint${error ? ` ${ids.error}` : ''}`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={`${ids.amount}-hint`} className="field__hint">
          Au plus {formatMoney(refundable)} ; un montant plus petit fait un remboursement partiel.
        </p>
      </div>
      <NoteField
        id={ids.reason}
        label={
          <>
            Motif <span aria-hidden="true">*</span>
          </>
        }
        className="status-modal__notes"
        maxLength={500}
        required
        value={reason}
        onChange={setReason}
      />
      {error && (
        <p id={ids.error} className="notice notice--error status-modal__error" role="alert">
          {error}
        </p>
      )}
      <FormActions
        className="status-modal__actions"
        onCancel={onClose}
        busy={isLoading}
        label="Rembourser"
        busyLabel="Remboursement…"
      />
    </form>
  );
}
