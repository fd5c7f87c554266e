import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/format';
import { useCancelGiftSubscriptionMutation } from '../giftEndpoints';
import { GIFT_SUBSCRIPTION_TEXTS as T, cancelGiftMessage, type GiftSubscription } from '../giftSubscriptions';
import { subscriptionStatusTone } from '../statusTone';
import { GiftAddressDialog, GiftNoticeDialog, GiftPostponeDialog } from './GiftDialogs';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="subscription-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const day = (value: string | null) =>
  value ? <time dateTime={value}>{formatCalendarDate(value)}</time> : '—';

/** How the buyer sees whether the recipient knows: told, to be told (when), or a surprise. */
function noticeText(gift: GiftSubscription): string {
  if (gift.notified) return 'Prévenu';
  if (gift.notify === 'at_date' && gift.notifyAt) {
    return `${gift.notifyLabel} : ${formatCalendarDate(gift.notifyAt.slice(0, 10))} à ${gift.notifyAt.slice(11, 16)}`;
  }
  return gift.notifyLabel;
}

type Open = 'address' | 'notice' | 'postpone' | 'cancel' | null;

/**
 * A prepaid gift subscription in 'Mes abonnements' (docs/design/gifting.md). Given: the recipient,
 * boxes sent / total, whether they were told or claimed it; received: 'Abonnement offert par …', no
 * price. The buttons are the server's `actions`.
 */
export function GiftSubscriptionCard({ gift }: { gift: GiftSubscription }) {
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [cancel, { isLoading: canceling }] = useCancelGiftSubscriptionMutation();
  const given = gift.role === 'buyer';
  const { recipient, actions } = gift;
  const close = () => setOpen(null);

  const confirmCancel = async () => {
    try {
      const result = await cancel(gift.id).unwrap();
      toast.success(T.canceled(result.boxesCanceled, result.refunded));
      close();
    } catch (failure) {
      toast.error(errorMessage(failure, T.failed));
      close();
    }
  };

  return (
    <li
      id={`cadeau-${gift.id}`}
      className={`subscription-card subscription-card--gift subscription-card--${gift.status}`}
      aria-labelledby={titleId}
      data-testid={`gift-subscription-${gift.id}`}
    >
      <div className="subscription-card__head">
        <span className="subscription-card__image subscription-card__image--none" aria-hidden="true">
          <Icon name="gift" size={32} />
        </span>
        <div className="subscription-card__title">
          <h3 id={titleId} className="subscription-card__name">
            {given
              ? `${gift.offered} pour ${recipient.firstName} ${recipient.lastName}`
              : T.receivedFrom(gift.fromFirstName)}
          </h3>
          <p className="subscription-card__since">
            {given ? `${gift.frequencyLabel}` : <Link to={`/product/${gift.productId}`}>{gift.offered}</Link>}
          </p>
        </div>
        <span className={`status-badge status-badge--${subscriptionStatusTone(gift.status)}`}>
          {gift.statusLabel}
        </span>
      </div>

      <dl className="subscription-card__facts">
        <Fact label="Box envoyées">
          {gift.boxesSent} / {gift.boxesTotal}
        </Fact>
        {!given && <Fact label="Box restantes">{gift.boxesLeft}</Fact>}
        <Fact label="Prochaine box">{day(gift.nextBoxDate)}</Fact>
        <Fact label="Livraison">
          {recipient.firstName} {recipient.lastName}, {recipient.address}, {recipient.postalCode}{' '}
          {recipient.city}, {countryName(recipient.country)}
        </Fact>
        {given && (
          <>
            <Fact label="Destinataire prévenu">{noticeText(gift)}</Fact>
            <Fact label="Reçu sur son compte">{gift.claimed ? 'Oui' : 'Pas encore'}</Fact>
          </>
        )}
        {gift.message && (
          <Fact label="Message">
            <span className="gift-subscription__message">{gift.message}</span>
          </Fact>
        )}
      </dl>

      {(actions.changeAddress || actions.changeNotice || actions.postpone || actions.cancel) && (
        <div className="subscription-card__actions">
          <div className="subscription-card__buttons">
            {actions.changeAddress && (
              <Button variant="secondary" size="sm" onClick={() => setOpen('address')}>
                Modifier l'adresse
              </Button>
            )}
            {actions.changeNotice && (
              <Button variant="secondary" size="sm" onClick={() => setOpen('notice')}>
                Changer l'annonce
              </Button>
            )}
            {actions.postpone && (
              <Button variant="secondary" size="sm" onClick={() => setOpen('postpone')}>
                Reporter la prochaine box
              </Button>
            )}
            {actions.cancel && (
              <Button
                variant="ghost"
                size="sm"
                className="subscription-card__cancel"
                onClick={() => setOpen('cancel')}
                disabled={canceling}
              >
                Annuler les box restantes
              </Button>
            )}
          </div>
        </div>
      )}

      {open === 'address' && <GiftAddressDialog gift={gift} onClose={close} />}
      {open === 'notice' && <GiftNoticeDialog gift={gift} onClose={close} />}
      {open === 'postpone' && <GiftPostponeDialog gift={gift} onClose={close} />}
      {open === 'cancel' && (
        <ConfirmDialog
          open
          danger
          title="Annuler les box restantes ?"
          message={cancelGiftMessage(gift)}
          confirmLabel="Annuler les box"
          cancelLabel="Garder le cadeau"
          onConfirm={() => void confirmCancel()}
          onCancel={close}
        />
      )}
    </li>
  );
}

/** 'Abonnements offerts' and the gifts received, each a list of cards; nothing when both are empty. */
export function GiftSubscriptionsSection({
  given,
  received,
}: {
  given: GiftSubscription[];
  received: GiftSubscription[];
}) {
  return (
    <>
      {received.length > 0 && (
        <section className="gift-subscriptions" aria-labelledby="gift-received-title">
          <h2 id="gift-received-title" className="gift-subscriptions__title">
            {T.receivedTitle}
          </h2>
          <ul role="list" className="subscriptions-list">
            {received.map((gift) => (
              <GiftSubscriptionCard key={gift.id} gift={gift} />
            ))}
          </ul>
        </section>
      )}
      {given.length > 0 && (
        <section className="gift-subscriptions" aria-labelledby="gift-given-title">
          <h2 id="gift-given-title" className="gift-subscriptions__title">
            {T.givenTitle}
          </h2>
          <ul role="list" className="subscriptions-list">
            {given.map((gift) => (
              <GiftSubscriptionCard key={gift.id} gift={gift} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
