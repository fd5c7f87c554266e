import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { errorMessage } from '../../../lib/api';
import { formatDate, formatMoney } from '../../../lib/format';
import { useRequestWithdrawalMutation } from '../endpoints';
import { FormActions, NoteField } from '../../../components/FormParts';
import type { CustomerOrder } from '../types';

/** The order's products, each once with the quantity bought (a product may be on two lines). */
function products(order: CustomerOrder): { productId: number; name: string; quantity: number }[] {
  const byId = new Map<number, { productId: number; name: string; quantity: number }>();
  for (const item of order.items) {
    const seen = byId.get(item.productId);
    if (seen) seen.quantity += item.quantity;
    else byId.set(item.productId, { productId: item.productId, name: item.name, quantity: item.quantity });
  }
  return [...byId.values()];
}

/**
 * The EU online withdrawal function on a customer's order: 'Se rétracter' only when the server says it
 * is open (14 days after delivery), then a confirmation step (which items, an optional reason), then the
 * server's confirmation; once asked, the request and its progress.
 */
export function WithdrawalSection({ order }: { order: CustomerOrder }) {
  const [open, setOpen] = useState(false);
  const withdrawal = order.withdrawal;
  if (!withdrawal || (!withdrawal.canWithdraw && !withdrawal.request)) return null;
  const request = withdrawal.request;

  return (
    <section className="order-section order-withdrawal" data-testid="order-withdrawal">
      <h3 className="order-section__title">Droit de rétractation</h3>
      {request ? (
        <div className="notice" data-testid="withdrawal-request">
          <p>
            <strong>{request.statusLabel}</strong> · enregistrée le {formatDate(request.requestedAt)}
          </p>
          <p>
            Articles renvoyés : {request.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')} ·
            remboursement prévu : {formatMoney(request.amount)}
          </p>
          {request.status === 'demandee' && (
            <p>
              Les instructions de retour vous ont été envoyées par e-mail. Nous vous remboursons dès réception
              du colis.
            </p>
          )}
        </div>
      ) : (
        <div className="order-withdrawal__offer">
          <p>
            {withdrawal.deadline
              ? `Vous pouvez vous rétracter de cette commande jusqu'au ${formatDate(withdrawal.deadline)}, sans avoir à vous justifier.`
              : 'Vous pouvez vous rétracter de cette commande jusqu’à 14 jours après sa livraison, sans avoir à vous justifier.'}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setOpen(true)}
            icon={<Icon name="refresh" size={16} />}
          >
            Se rétracter
          </Button>
        </div>
      )}
      <Dialog
        open={open}
        title={`Se rétracter de la commande ${order.orderId}`}
        description="Choisissez les articles que vous nous renvoyez. Un accusé de réception avec les instructions de retour vous est envoyé par e-mail."
        onClose={() => setOpen(false)}
        size="sm"
      >
        {open && <WithdrawalForm order={order} onClose={() => setOpen(false)} />}
      </Dialog>
    </section>
  );
}

function WithdrawalForm({ order, onClose }: { order: CustomerOrder; onClose: () => void }) {
  const lines = products(order);
  const [chosen, setChosen] = useState<Record<number, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.productId, line.quantity])),
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [withdraw, { isLoading }] = useRequestWithdrawalMutation();
  const ids = { reason: useId(), error: useId() };

  if (done) {
    return (
      <div className="withdrawal-form" role="status" data-testid="withdrawal-done">
        <p className="notice">{done}</p>
        <div className="withdrawal-form__actions">
          <button type="button" className="btn btn--primary btn--md" onClick={onClose}>
            Terminé
          </button>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = lines
      .filter((line) => (chosen[line.productId] ?? 0) > 0)
      .map((line) => ({ productId: line.productId, quantity: chosen[line.productId]! }));
    if (items.length === 0) {
      setError('Choisissez au moins un article à renvoyer.');
      return;
    }
    const whole = lines.every((line) => chosen[line.productId] === line.quantity);
    setError(null);
    try {
      const answer = await withdraw({
        orderId: order.orderId,
        body: { ...(whole ? {} : { items }), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      }).unwrap();
      setDone(answer.message);
    } catch (failure) {
      setError(
        errorMessage(failure, 'La rétractation n’a pas pu être enregistrée. Réessayez dans un instant.'),
      );
    }
  };

  return (
    <form className="withdrawal-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="withdrawal-form__items">
        <legend className="field__label">Articles renvoyés</legend>
        {lines.map((line) => {
          const quantity = chosen[line.productId] ?? 0;
          return (
            <div key={line.productId} className="withdrawal-form__item">
              <label>
                <input
                  type="checkbox"
                  checked={quantity > 0}
                  onChange={(event) =>
                    setChosen({ ...chosen, [line.productId]: event.target.checked ? line.quantity : 0 })
                  }
                />{' '}
                {line.name}
              </label>
              {line.quantity > 1 && quantity > 0 && (
                <select
                  className="input withdrawal-form__quantity"
                  aria-label={`Quantité renvoyée de ${line.name}`}
                  value={quantity}
                  onChange={(event) => setChosen({ ...chosen, [line.productId]: Number(event.target.value) })}
                >
                  {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
      </fieldset>
      <NoteField
        id={ids.reason}
        label="Motif (facultatif)"
        className="withdrawal-form__reason"
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      {error && (
        <p id={ids.error} className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <FormActions
        className="withdrawal-form__actions"
        onCancel={onClose}
        busy={isLoading}
        label="Confirmer la rétractation"
        busyLabel="Envoi…"
      />
    </form>
  );
}
