import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { errorMessage } from '../../../lib/api';
import { formatCalendarDate, formatDate, formatMoney } from '../../../lib/format';
import { leaveTo } from '../../../lib/navigation';
import { FrequencySelect } from '../../rules';
import {
  useCancelSubscriptionMutation,
  useChangeSubscriptionFrequencyMutation,
  useReactivateSubscriptionMutation,
  useResumeSubscriptionMutation,
  useSkipSubscriptionBoxMutation,
  useUpdateSubscriptionPaymentMethodMutation,
} from '../endpoints';
import { subscriptionStatusTone } from '../statusTone';
import { SUBSCRIPTION_TEXTS } from '../texts';
import type { Subscription, SubscriptionAction, SubscriptionFrequency } from '../types';
import { PauseDialog } from './PauseDialog';

/** 'Box Essentielle' or '2 × Box Essentielle, Box Découverte'. */
export function boxesOf(subscription: Subscription): string {
  return subscription.items
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
    .join(', ');
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="subscription-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One subscription: what, how often, how much, how it is paid, its state, next box, orders; its actions.
 * `updatePaymentNow` (the link of the 'paiement refusé' mail, /abonnements?moyen-de-paiement=<id>)
 * starts 'Mettre à jour le moyen de paiement' at once, as the button would; `onPaymentUpdateStarted`
 * tells the page it is under way.
 */
export function SubscriptionCard({
  subscription,
  updatePaymentNow = false,
  onPaymentUpdateStarted,
}: {
  subscription: Subscription;
  updatePaymentNow?: boolean;
  onPaymentUpdateStarted?: () => void;
}) {
  const s = subscription;
  const can = (action: SubscriptionAction) => (s.actions ?? []).includes(action);
  const titleId = useId();
  const frequencyId = useId();
  const [frequency, setFrequency] = useState(s.frequency);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [changeFrequency, frequencyState] = useChangeSubscriptionFrequencyMutation();
  const [skip, skipState] = useSkipSubscriptionBoxMutation();
  const [resume, resumeState] = useResumeSubscriptionMutation();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [reactivate, reactivateState] = useReactivateSubscriptionMutation();
  const [updatePayment, paymentState] = useUpdateSubscriptionPaymentMethodMutation();
  const busy = [frequencyState, skipState, resumeState, cancelState, reactivateState, paymentState].some(
    (state) => state.isLoading,
  );

  /** Runs a change; the server's French message is shown when it refuses. */
  const run = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      toast.success(done, { id: `subscription-${s.id}` });
    } catch (failure) {
      toast.error(errorMessage(failure, SUBSCRIPTION_TEXTS.failed), { id: `subscription-${s.id}` });
    }
  };

  const newPaymentMethod = async () => {
    try {
      const { checkoutUrl } = await updatePayment(s.id).unwrap();
      leaveTo(checkoutUrl);
    } catch (failure) {
      toast.error(errorMessage(failure, SUBSCRIPTION_TEXTS.failed), { id: `subscription-${s.id}` });
    }
  };

  // Once per visit of the mail's link (a ref: effects may run twice in development).
  const paymentUpdateStarted = useRef(false);
  const cardRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!updatePaymentNow || paymentUpdateStarted.current) return;
    paymentUpdateStarted.current = true;
    onPaymentUpdateStarted?.();
    cardRef.current?.scrollIntoView?.({ block: 'start' });
    toast.info(SUBSCRIPTION_TEXTS.paymentUpdateStarting, { id: `subscription-${s.id}` });
    void newPaymentMethod();
  });

  const image = s.items.find((item) => item.image)?.image ?? null;
  const tone = subscriptionStatusTone(s.status);

  return (
    <li
      ref={cardRef}
      id={`abonnement-${s.id}`}
      tabIndex={-1}
      className={`subscription-card subscription-card--${s.status}`}
      aria-labelledby={titleId}
      data-testid={`subscription-${s.id}`}
    >
      <div className="subscription-card__head">
        {image ? (
          <img
            className="subscription-card__image"
            src={image}
            alt=""
            width="88"
            height="88"
            loading="lazy"
          />
        ) : (
          <span className="subscription-card__image subscription-card__image--none" aria-hidden="true">
            <Icon name="gift" size={32} />
          </span>
        )}
        <div className="subscription-card__title">
          <h2 id={titleId} className="subscription-card__name">
            {boxesOf(s)}
          </h2>
          <p className="subscription-card__since">
            Abonnement depuis le <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
          </p>
        </div>
        <span className={`status-badge status-badge--${tone}`} data-testid="subscription-status">
          {s.statusLabel}
        </span>
      </div>

      <dl className="subscription-card__facts">
        <Fact label="Fréquence">{s.frequencyLabel}</Fact>
        <Fact label="Montant par box">
          {formatMoney(s.amount)} <span className="subscription-fact__note">livraison comprise</span>
        </Fact>
        <Fact label="Moyen de paiement">{s.paymentMethod ?? '—'}</Fact>
        <Fact label="Prochaine box">
          {s.nextChargeOn ? <time dateTime={s.nextChargeOn}>{formatCalendarDate(s.nextChargeOn)}</time> : '—'}
        </Fact>
        {s.pausedUntil && (
          <Fact label="En pause jusqu'au">
            <time dateTime={s.pausedUntil}>{formatCalendarDate(s.pausedUntil)}</time>
          </Fact>
        )}
        {s.canceledAt && (
          <Fact label="Annulé le">
            <time dateTime={s.canceledAt}>{formatDate(s.canceledAt)}</time>
          </Fact>
        )}
      </dl>

      {s.status === 'suspendue' && (
        <p className="notice notice--error subscription-card__notice" role="status">
          <Icon name="alert" size={18} />
          <span>
            Le dernier prélèvement a été refusé. Mettez à jour votre moyen de paiement pour recevoir votre
            prochaine box.
          </span>
        </p>
      )}

      {(can('changeFrequency') ||
        can('skip') ||
        can('pause') ||
        can('resume') ||
        can('cancel') ||
        can('reactivate') ||
        can('updatePaymentMethod')) && (
        <div className="subscription-card__actions">
          {can('changeFrequency') && (
            <form
              className="subscription-frequency"
              onSubmit={(event) => {
                event.preventDefault();
                void run(
                  () => changeFrequency({ id: s.id, frequency: frequency as SubscriptionFrequency }).unwrap(),
                  SUBSCRIPTION_TEXTS.frequencyChanged,
                );
              }}
            >
              <label htmlFor={frequencyId} className="field__label">
                Fréquence de livraison
              </label>
              <div className="subscription-frequency__row">
                <FrequencySelect id={frequencyId} value={frequency} onChange={setFrequency} disabled={busy} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  disabled={busy || frequency === s.frequency}
                >
                  Modifier la fréquence
                </Button>
              </div>
            </form>
          )}
          <div className="subscription-card__buttons">
            {can('updatePaymentMethod') && (
              <Button
                size="sm"
                onClick={() => void newPaymentMethod()}
                disabled={busy}
                icon={<Icon name="lock" size={16} />}
              >
                Mettre à jour le moyen de paiement
              </Button>
            )}
            {can('skip') && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void run(() => skip(s.id).unwrap(), SUBSCRIPTION_TEXTS.skipped)}
                disabled={busy}
              >
                Sauter la prochaine box
              </Button>
            )}
            {can('pause') && (
              <Button variant="secondary" size="sm" onClick={() => setPausing(true)} disabled={busy}>
                Mettre en pause
              </Button>
            )}
            {can('resume') && (
              <Button
                size="sm"
                onClick={() => void run(() => resume(s.id).unwrap(), SUBSCRIPTION_TEXTS.resumed)}
                disabled={busy}
              >
                Reprendre maintenant
              </Button>
            )}
            {can('reactivate') && (
              <Button
                size="sm"
                onClick={() => void run(() => reactivate(s.id).unwrap(), SUBSCRIPTION_TEXTS.reactivated)}
                disabled={busy}
              >
                Réactiver l'abonnement
              </Button>
            )}
            {can('cancel') && (
              <Button
                variant="ghost"
                size="sm"
                className="subscription-card__cancel"
                onClick={() => setConfirmCancel(true)}
                disabled={busy}
              >
                Annuler l'abonnement
              </Button>
            )}
          </div>
        </div>
      )}

      <section className="subscription-orders" aria-label={`Commandes de l'abonnement ${boxesOf(s)}`}>
        <h3 className="order-section__title">Ses commandes</h3>
        {s.orders.length === 0 ? (
          <p className="subscription-orders__none">Aucune commande pour l'instant.</p>
        ) : (
          <ul role="list" className="subscription-orders__list">
            {s.orders.map((order) => (
              <li key={order.orderId}>
                <Link to={`/orders?order=${encodeURIComponent(order.orderId)}`}>
                  Commande <span className="order-number">{order.orderId}</span>
                </Link>
                <span className="subscription-orders__meta">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
                  {formatMoney(order.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={confirmCancel}
        title="Annuler cet abonnement ?"
        message={`Plus aucune box ${boxesOf(s)} ne sera envoyée ni prélevée. Vous recevrez un e-mail de confirmation.`}
        confirmLabel="Oui, annuler l'abonnement"
        cancelLabel="Garder mon abonnement"
        danger
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          void run(() => cancel(s.id).unwrap(), SUBSCRIPTION_TEXTS.cancelled);
        }}
      />
      <PauseDialog
        subscriptionId={s.id}
        open={pausing}
        onClose={() => setPausing(false)}
        onPaused={(until) => {
          setPausing(false);
          toast.success(`${SUBSCRIPTION_TEXTS.paused} jusqu'au ${formatCalendarDate(until)}`, {
            id: `subscription-${s.id}`,
          });
        }}
      />
    </li>
  );
}
