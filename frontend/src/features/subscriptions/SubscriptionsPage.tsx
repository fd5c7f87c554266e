import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../components/toast';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LinkArrow } from '../../components/LinkArrow';
import { LoadFailedNotice } from '../../components/RetryNotice';
import { Skeleton } from '../../components/Spinner';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../lib/figures';
import { SubscriptionCard } from './components/SubscriptionCard';
import { GiftSubscriptionsSection } from './components/GiftSubscriptionCard';
import { useGetGiftSubscriptionsQuery } from './giftEndpoints';
import { GIFT_SUBSCRIPTION_TEXTS } from './giftSubscriptions';
import { errorMessage } from '../../lib/api';
import { useGetMySubscriptionsQuery, useLazyGetSubscriptionQuery } from './endpoints';
import { SUBSCRIPTION_TEXTS } from './texts';
import './subscriptions.css';

function SubscriptionsSkeleton() {
  return (
    <ul role="list" className="subscriptions-list" aria-hidden="true">
      {[0, 1].map((i) => (
        <li className="subscription-card subscription-card--skeleton" key={i}>
          <Skeleton width="88px" height="88px" radius="12px" />
          <Skeleton width="50%" height="1.1rem" />
          <Skeleton width="80%" height="0.9rem" />
        </li>
      ))}
    </ul>
  );
}

/** /abonnements 'Mes abonnements' (docs/design/subscriptions.md): each subscription, its next box, its orders and its actions. */
export function SubscriptionsPage() {
  const { data, isLoading, isFetching, isError, refetch } = useGetMySubscriptionsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const failed = isError && !isFetching;
  useEffect(() => {
    if (failed) toast.error(SUBSCRIPTION_TEXTS.loadFailed, { id: 'subscriptions-load' });
  }, [failed]);
  const subscriptions = data ?? [];
  // The prepaid gift subscriptions given and received (docs/design/gifting.md).
  const gifts = useGetGiftSubscriptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const given = gifts.data?.given ?? [];
  const received = gifts.data?.received ?? [];
  const hasGifts = given.length + received.length > 0;

  // /abonnements#abonnement-<id> (the link of a renewal order): that subscription, once loaded.
  const { hash } = useLocation();
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#abonnement-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, hash]);

  // /abonnements?moyen-de-paiement=<id> (the 'paiement refusé' mail): that subscription's new payment
  // method at once (its card posts, then leaves for the payment page); the parameter is dropped so
  // coming back to the page does not start it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentFor = searchParams.get('moyen-de-paiement');
  const paymentTarget = paymentFor ? subscriptions.find((s) => s.id === paymentFor) : undefined;
  const paymentActionable = (paymentTarget?.actions ?? []).includes('updatePaymentMethod');
  const [lookUp] = useLazyGetSubscriptionQuery();
  useEffect(() => {
    if (!paymentFor || !loaded || paymentActionable) return;
    if (paymentTarget) toast.info(SUBSCRIPTION_TEXTS.paymentUpToDate, { id: 'subscriptions-payment' });
    // Not among the customer's subscriptions: the server says so in its words ('Abonnement introuvable.').
    else
      lookUp(paymentFor)
        .unwrap()
        .catch((error: unknown) =>
          toast.error(errorMessage(error, SUBSCRIPTION_TEXTS.loadFailed), { id: 'subscriptions-payment' }),
        );
    setSearchParams({}, { replace: true });
  }, [paymentFor, loaded, paymentTarget, paymentActionable, setSearchParams, lookUp]);

  return (
    <div className="container page subscriptions-page">
      <header className="page-header page-header--with-actions">
        <div>
          <h1 className="page-title">{SUBSCRIPTION_TEXTS.title}</h1>
          <p className="page-lead">
            Sans engagement : changez la fréquence, sautez une box, faites une pause ou annulez en deux clics.
          </p>
        </div>
        <LinkArrow to="/orders">Mes commandes</LinkArrow>
      </header>

      {isLoading ? (
        <SubscriptionsSkeleton />
      ) : failed && !data ? (
        <LoadFailedNotice message={SUBSCRIPTION_TEXTS.loadFailed} onRetry={refetch} />
      ) : subscriptions.length === 0 && hasGifts ? null : subscriptions.length === 0 ? (
        <div className="empty-state empty-state--page" data-testid="subscriptions-empty">
          <Icon name="refresh" size={48} />
          <h2 className="empty-state__title">{SUBSCRIPTION_TEXTS.emptyTitle}</h2>
          <p>
            Recevez votre box préférée chaque mois, tous les 2 mois ou chaque trimestre, avec{' '}
            {SUBSCRIPTION_DISCOUNT_PERCENT} % de remise et sans engagement.
          </p>
          <ButtonLink to="/category">Découvrir nos box</ButtonLink>
        </div>
      ) : (
        <ul role="list" className="subscriptions-list" aria-busy={isFetching}>
          {subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              updatePaymentNow={paymentActionable && subscription.id === paymentFor}
              onPaymentUpdateStarted={() => setSearchParams({}, { replace: true })}
            />
          ))}
        </ul>
      )}

      {gifts.isError && !gifts.isFetching && !gifts.data ? (
        <LoadFailedNotice message={GIFT_SUBSCRIPTION_TEXTS.loadFailed} onRetry={gifts.refetch} />
      ) : (
        <GiftSubscriptionsSection given={given} received={received} />
      )}

      <p className="subscriptions-page__support">
        <Icon name="info" size={18} />
        <span>
          Une question sur un abonnement ? <Link to="/contact">Contactez notre service client</Link>.
        </span>
      </p>
    </div>
  );
}
