import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { AppDispatch } from '../../lib/storeTypes';
import { ButtonLink } from '../../components/Button';
import { HelpCard } from '../../components/HelpCard';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { api, errorStatus } from '../../lib/api';
import { SUPPORT } from '../../lib/contact';
import { useSession } from '../../lib/session';
import { clearCart, forgetPromo } from '../cart';
import { useLazyGetMyOrderQuery } from '../orders';
import { RESULT_CONTENT, unknownDetail } from './content';
import { OrderSummary } from './OrderSummary';
import {
  STORED_PAYMENT_CLEANUP_MS,
  decideAfterFetch,
  decideOnArrival,
  effectsOf,
  isMissingOrderInformation,
  nextPollDelay,
  orderReference,
  type DecisionRule,
  type FetchOutcome,
  type ResultStatus,
} from './decision';
import { useLazyGetPaymentStatusQuery } from './endpoints';
import { clearStoredPayment, readStoredPayment } from './storage';
import './payments.css';

/**
 * Back from the provider (origin=redirect), an open or pending answer may only mean the webhook has
 * not arrived yet: the first checks happen before anything is shown.
 */
const SETTLE_CHECKS = 3;

type View =
  | { phase: 'checking' }
  | { phase: 'done'; status: ResultStatus; rule: DecisionRule; reference: string | null; polling: boolean };

/** /payment-result?order&status&origin: the payment's outcome, decided by the rules of docs/design/payments.md. */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  const origin = params.get('origin');
  const order = params.get('order');
  // A new URL (the watcher, a retry) starts a new decision.
  return <PaymentResult key={`${status}|${origin}|${order}`} status={status} origin={origin} order={order} />;
}

function PaymentResult({
  status,
  origin,
  order,
}: {
  status: string | null;
  origin: string | null;
  order: string | null;
}) {
  const dispatch = useDispatch<AppDispatch>();
  const signedIn = useSession() !== null;
  const [getPayment] = useLazyGetPaymentStatusQuery();
  const [getOrder] = useLazyGetMyOrderQuery();
  const [view, setView] = useState<View>({ phase: 'checking' });

  // The decision: explicit status, stored payment id, or unknown; then status checks while it settles.
  useEffect(() => {
    const query = { status, origin, order };
    const stored = readStoredPayment();
    const decision = decideOnArrival(query, stored, { signedIn });
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const show = (
      result: { status: ResultStatus; rule: DecisionRule },
      fetchedOrderId: string | null,
      polling: boolean,
    ) => {
      if (cancelled) return;
      setView({
        phase: 'done',
        status: result.status,
        rule: result.rule,
        reference: orderReference(query, stored, fetchedOrderId),
        polling,
      });
    };

    if (decision.kind === 'show') {
      show(decision, null, false);
      return () => {
        cancelled = true;
      };
    }

    const lookup = async (): Promise<{ outcome: FetchOutcome; orderId: string | null }> => {
      try {
        if (decision.kind === 'fetchPayment') {
          const payment = await getPayment(decision.paymentId).unwrap();
          return { outcome: { kind: 'status', status: payment.status }, orderId: payment.orderId ?? null };
        }
        const found = await getOrder(decision.orderId).unwrap();
        return { outcome: { kind: 'status', status: found.status }, orderId: found.orderId };
      } catch (failure) {
        return {
          outcome: errorStatus(failure) === 410 ? { kind: 'gone' } : { kind: 'error' },
          orderId: null,
        };
      }
    };

    let checks = 0;
    const check = async () => {
      const { outcome, orderId } = await lookup();
      if (cancelled) return;
      const result = decideAfterFetch(
        outcome,
        stored.startTime,
        Date.now(),
        decision.kind === 'fetchOrder' ? 'order' : 'fetched',
      );
      const delay = nextPollDelay(result.status, checks);
      checks += 1;
      const settling = origin === 'redirect' && delay !== null && checks < SETTLE_CHECKS;
      if (!settling) show(result, orderId, delay !== null);
      if (delay !== null) timer = setTimeout(() => void check(), delay);
    };
    void check();

    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, origin, order, signedIn, getPayment, getOrder]);

  // What a result does: paid empties the cart; a finished payment leaves storage; paid and pending
  // ones are forgotten 5 minutes later, or when the page is left.
  const shownStatus = view.phase === 'done' ? view.status : null;
  useEffect(() => {
    if (!shownStatus) return;
    const effects = effectsOf(shownStatus);
    if (effects.clearCart) {
      dispatch(clearCart());
      forgetPromo();
      dispatch(api.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
    }
    if (effects.clearStoredNow) clearStoredPayment();
    if (!effects.clearStoredLater) return;
    const timer = setTimeout(clearStoredPayment, STORED_PAYMENT_CLEANUP_MS);
    return () => {
      clearTimeout(timer);
      clearStoredPayment();
    };
  }, [shownStatus, dispatch]);

  if (view.phase === 'checking') {
    return (
      <div className="container page payment-result">
        <div className="payment-result__card payment-result__card--checking" data-testid="payment-checking">
          <Spinner label="Vérification de votre paiement…" size={48} />
          <h1 className="payment-result__title">Vérification de votre paiement…</h1>
          <p className="payment-result__message">Merci de patienter quelques instants.</p>
        </div>
      </div>
    );
  }

  if (isMissingOrderInformation(view.status, view.reference)) return <MissingOrder />;

  const content = RESULT_CONTENT[view.status];
  const detail = view.status === 'unknown' ? unknownDetail(view.rule) : null;
  const showReference =
    view.reference && (view.status === 'paid' || view.status === 'pending' || view.status === 'open');

  return (
    <div className="container page payment-result">
      <section
        className={`payment-result__card payment-result__card--${content.tone}`}
        aria-labelledby="payment-result-title"
        data-testid="payment-result"
        data-status={view.status}
      >
        <span className="payment-result__icon" aria-hidden="true">
          <Icon name={content.icon} size={36} />
        </span>
        <h1 id="payment-result-title" className="payment-result__title">
          {content.title}
        </h1>
        <p className="payment-result__message">{content.message}</p>
        {detail && <p className="payment-result__detail">{detail}</p>}
        {showReference && (
          <p className="payment-result__reference">
            Référence de commande :{' '}
            <strong data-testid="order-reference" className="order-number">
              {view.reference}
            </strong>
          </p>
        )}
        {view.polling && (
          <p className="payment-result__polling" role="status">
            <span className="payment-result__dot" aria-hidden="true" />
            Nous vérifions le statut de votre paiement…
          </p>
        )}
        <div className="payment-result__actions">
          {content.retry && (
            <ButtonLink to="/checkout" size="lg" icon={<Icon name="refresh" size={18} />}>
              Réessayer le paiement
            </ButtonLink>
          )}
          {!content.retry && signedIn && (
            <ButtonLink to="/orders" size="lg" icon={<Icon name="box" size={18} />}>
              Voir mes commandes
            </ButtonLink>
          )}
          <ButtonLink to="/" variant="secondary" size="lg">
            Retour à l'accueil
          </ButtonLink>
        </div>
      </section>

      {view.status === 'paid' && signedIn && view.reference && <OrderSummary orderId={view.reference} />}

      <div className="payment-result__more">
        <section className="payment-result__next" aria-labelledby="payment-next-title">
          <h2 id="payment-next-title">Que se passe-t-il maintenant ?</h2>
          <ol>
            {content.next.map((step, index) => (
              <li key={index}>
                <span className="payment-result__step" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <HelpCard title="Besoin d'aide ?">
          Une question sur votre paiement ou votre commande ? Notre équipe vous répond{' '}
          {SUPPORT.hours.toLowerCase()}.
        </HelpCard>
      </div>
    </div>
  );
}

/** No order information and nothing that explains it: 'Une erreur est survenue'. */
function MissingOrder() {
  return (
    <div className="container page payment-result">
      <section
        className="payment-result__card payment-result__card--danger"
        aria-labelledby="payment-result-title"
        data-testid="payment-result-missing"
      >
        <span className="payment-result__icon" aria-hidden="true">
          <Icon name="alert" size={36} />
        </span>
        <h1 id="payment-result-title" className="payment-result__title">
          Une erreur est survenue
        </h1>
        <p className="payment-result__message">Informations de commande introuvables</p>
        <div className="payment-result__actions">
          <ButtonLink to="/" size="lg">
            Retour à l'accueil
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg" icon={<Icon name="mail" size={18} />}>
            Nous contacter
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
