import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { Dialog } from '../../../components/Dialog';
import { Icon, type IconName } from '../../../components/Icon';
import { errorMessage, errorStatus } from '../../../lib/api';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useUpdateOrderStatusMutation } from './endpoints';
import { historyNote, useRules, type RulesResponse } from '../../rules';
import {
  EMPTY_STATUS_FORM,
  ORDERS_MESSAGES,
  customerName,
  orderTone,
  paymentTone,
  statusFormError,
  statusPayload,
  type StatusForm,
} from './orderQuery';
import type { AdminOrder } from './types';
import { EmailText } from '../../../components/BreakText';

interface StatusModalProps {
  order: AdminOrder | null;
  onClose: () => void;
}

/**
 * The status-update modal (docs/design/orders.md): customer and order, items and total, the current state, the next
 * states the server allows, what the action does, carrier fields when shipping, warnings and notes.
 */
export function StatusModal({ order, onClose }: StatusModalProps) {
  const rules = useRules();
  return (
    <Dialog
      open={order !== null}
      title={
        order ? (
          <>
            Commande <span className="order-number">{order.orderId}</span>
          </>
        ) : (
          ''
        )
      }
      description="Mettre à jour le statut de la commande"
      onClose={onClose}
      size="md"
    >
      {order &&
        (rules ? (
          <StatusForm
            key={`${order.orderId}-${order.orderStatus}`}
            order={order}
            rules={rules}
            onClose={onClose}
          />
        ) : (
          <p role="status">Chargement…</p>
        ))}
    </Dialog>
  );
}

function StatusForm({
  order,
  rules,
  onClose,
}: {
  order: AdminOrder;
  rules: RulesResponse;
  onClose: () => void;
}) {
  const [form, setForm] = useState<StatusForm>(EMPTY_STATUS_FORM);
  const [error, setError] = useState<string | null>(null);
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const ids = {
    status: useId(),
    carrier: useId(),
    number: useId(),
    url: useId(),
    notes: useId(),
    error: useId(),
  };
  const set = (changes: Partial<StatusForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setError(null);
  };
  const chosen = order.allowedTransitions.find((t) => t.status === form.orderStatus);
  const shipping = form.orderStatus === rules.tracking.trackedStatus;
  const final = order.allowedTransitions.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = statusFormError(form, rules.tracking);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const result = await updateStatus({
        orderId: order.orderId,
        body: statusPayload(order, form, rules),
      }).unwrap();
      toast.success(result.message);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, ORDERS_MESSAGES.updateFailed);
      toast.error(message);
      // The order moved meanwhile (another administrator): the list reloads, the modal closes.
      if (errorStatus(failure) === 409 || errorStatus(failure) === 404) onClose();
      else setError(message);
    }
  };

  const name = customerName(order);
  return (
    <form className="status-modal" onSubmit={submit} noValidate>
      <div className="status-modal__grid">
        {/* Plain sections, not named regions: the order page behind has its own 'Client' region. */}
        <FactsCard icon="user" title="Client">
          <dt>Nom</dt>
          <dd>{name}</dd>
          <dt>Email</dt>
          <dd className="status-modal__email">
            {order.billingInfo.email ? (
              <EmailText email={order.billingInfo.email} />
            ) : (
              ORDERS_MESSAGES.notProvided
            )}
          </dd>
          <dt>Téléphone</dt>
          <dd>{order.billingInfo.phone?.trim() || ORDERS_MESSAGES.notProvided}</dd>
        </FactsCard>
        <FactsCard icon="box" title="Commande">
          <dt>Montant</dt>
          <dd>{formatMoney(order.amount)}</dd>
          <dt>Date</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt>Statut actuel</dt>
          <dd>{order.orderStatusLabel}</dd>
          <dt>Paiement</dt>
          <dd>
            <span className={`status-badge status-badge--${paymentTone(order.status)}`}>
              {order.statusLabel || order.status}
            </span>
          </dd>
        </FactsCard>
      </div>

      <section className="status-modal__items" aria-label="Articles commandés">
        <ul role="list">
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`}>
              <span>
                {item.quantity} × {item.name}
                {item.isSubscription && <span className="order-badge order-badge--sub">Abo</span>}
              </span>
              <span>{formatMoney(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="status-modal__total">
          <span>Total</span>
          <strong>{formatMoney(order.amount)}</strong>
        </p>
      </section>

      <p className="status-modal__current">
        État actuel :{' '}
        <span
          className={`status-badge status-badge--${orderTone(order.orderStatus)}`}
          data-testid="current-status"
        >
          {order.orderStatusLabel}
        </span>
        {order.refundRequired && <span className="order-badge order-badge--refund">À rembourser</span>}
      </p>

      {final ? (
        <p className="notice status-modal__final" role="status">
          Aucune transition possible depuis l'état <strong>{order.orderStatusLabel}</strong>. Cet état est
          final.
        </p>
      ) : (
        <>
          <ModalField id={ids.status} label="Nouveau statut">
            <select
              id={ids.status}
              className="input"
              value={form.orderStatus}
              onChange={(event) => set({ orderStatus: event.target.value as StatusForm['orderStatus'] })}
              aria-describedby={error ? ids.error : undefined}
            >
              <option value="">-- Sélectionner un nouveau statut --</option>
              {order.allowedTransitions.map((transition) => (
                <option key={transition.status} value={transition.status}>
                  {transition.label}
                </option>
              ))}
            </select>
          </ModalField>

          {chosen && (
            <div className="status-modal__summary" role="status">
              <p>
                <strong>Action : {chosen.actionLabel}</strong>
              </p>
              <p>
                {order.orderStatusLabel} → {chosen.label}
              </p>
            </div>
          )}

          {shipping && (
            <fieldset className="status-modal__tracking">
              <legend>Expédition</legend>
              <ModalField id={ids.carrier} label="Transporteur" required>
                <select
                  id={ids.carrier}
                  className="input"
                  value={form.carrier}
                  required
                  onChange={(event) => set({ carrier: event.target.value })}
                >
                  <option value="">-- Choisir un transporteur --</option>
                  {rules.tracking.carriers.map((carrier) => (
                    <option key={carrier} value={carrier}>
                      {carrier}
                    </option>
                  ))}
                </select>
              </ModalField>
              <ModalField id={ids.number} label="Numéro de suivi" required>
                <input
                  id={ids.number}
                  className="input"
                  value={form.trackingNumber}
                  required
                  maxLength={100}
                  autoComplete="off"
                  onChange={(event) => set({ trackingNumber: event.target.value })}
                />
              </ModalField>
              <ModalField id={ids.url} label="Lien de suivi (facultatif)">
                <input
                  id={ids.url}
                  className="input"
                  type="url"
                  value={form.trackingUrl}
                  maxLength={500}
                  placeholder="https://…"
                  aria-describedby={`${ids.url}-hint`}
                  onChange={(event) => set({ trackingUrl: event.target.value })}
                />
                <p id={`${ids.url}-hint`} className="field__hint">
                  Laissé vide : le lien de suivi du transporteur est utilisé.
                </p>
              </ModalField>
            </fieldset>
          )}

          {/* What the move will cause, as the server says it (the transitions' handlers, stock, refund). */}
          {chosen && chosen.effects.length > 0 && (
            <ul role="list" className="status-modal__warnings">
              {chosen.effects.map((effect) => (
                <li key={effect.code}>
                  <Icon name="alert" size={16} /> {effect.text}
                </li>
              ))}
            </ul>
          )}

          <ModalField id={ids.notes} label="Notes internes (facultatif)">
            <textarea
              id={ids.notes}
              className="input status-modal__notes"
              rows={3}
              maxLength={1000}
              value={form.notes}
              placeholder={
                chosen
                  ? historyNote(rules.defaultHistoryNote, order.orderStatusLabel, chosen.label)
                  : 'Note pour l’historique'
              }
              onChange={(event) => set({ notes: event.target.value })}
            />
          </ModalField>

          {error && (
            <p id={ids.error} className="notice notice--error status-modal__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}

      <div className="status-modal__actions">
        <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
          {final ? 'Fermer' : 'Annuler'}
        </button>
        {!final && (
          <button type="submit" className="btn btn--primary btn--md" disabled={isLoading || !chosen}>
            {isLoading ? 'Mise à jour…' : (chosen?.actionLabel ?? 'Mettre à jour le statut')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A card of facts about the order (name, then value), under an icon and a title. */
function FactsCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <section className="status-modal__card">
      <h3 className="status-modal__heading">
        <Icon name={icon} size={16} /> {title}
      </h3>
      <dl className="status-modal__facts">{children}</dl>
    </section>
  );
}

/** A labelled field of the modal; `required` adds the star (the control says it to assistive technologies). */
function ModalField({
  id,
  label,
  required = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden="true">*</span>
          </>
        )}
      </label>
      {children}
    </div>
  );
}
