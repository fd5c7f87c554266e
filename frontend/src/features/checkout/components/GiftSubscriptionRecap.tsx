import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate } from '../../../lib/format';
import {
  GIFT_SUBSCRIPTION_RULE,
  cartLineKey,
  giftFormLink,
  type CartItem,
  type GiftOfferErrors,
  type GiftOfferField,
} from '../../cart';

/** The words of the offer's fields, to name the server's per-field refusals. */
const FIELD_NAMES: Record<GiftOfferField, string> = {
  'recipient.firstName': 'Prénom du destinataire',
  'recipient.lastName': 'Nom de famille du destinataire',
  'recipient.email': 'E-mail du destinataire',
  'recipient.address': 'Adresse du destinataire',
  'recipient.postalCode': 'Code postal',
  'recipient.city': 'Ville',
  'recipient.country': 'Pays',
  message: 'Message cadeau',
  firstBoxDate: 'Date de la première box',
  notify: 'Quand prévenir le destinataire',
  notifyAt: "Date de l'annonce",
};

interface GiftSubscriptionRecapProps {
  item: CartItem & { gift: NonNullable<CartItem['gift']> };
  /** The server's refusals of the offer (400, `metadata.giftSubscription.*`). */
  errors: GiftOfferErrors;
}

/**
 * Checkout step 1 of a prepaid gift subscription (docs/design/gifting.md): the boxes ship to the
 * recipient chosen in 'Offrir un abonnement' (never 'same as billing', never a gift order); the
 * server's refusals are shown next to the field they name, with the way back to the form.
 */
export function GiftSubscriptionRecap({ item, errors }: GiftSubscriptionRecapProps) {
  const { offer, boxes } = item.gift;
  const { recipient } = offer;
  const notice = GIFT_SUBSCRIPTION_RULE.notices.find((n) => n.value === offer.notify)?.label ?? offer.notify;
  const rows: { field: GiftOfferField; label: string; value: string }[] = [
    {
      field: 'recipient.lastName',
      label: 'Destinataire',
      value: `${recipient.firstName} ${recipient.lastName}`,
    },
    { field: 'recipient.email', label: 'E-mail', value: recipient.email },
    {
      field: 'recipient.address',
      label: 'Adresse',
      value: `${recipient.address}, ${recipient.postalCode} ${recipient.city}, ${countryName(recipient.country)}`,
    },
    {
      field: 'firstBoxDate',
      label: 'Première box',
      value: offer.firstBoxDate ? formatCalendarDate(offer.firstBoxDate) : 'Dès que possible',
    },
    {
      field: 'notify',
      label: 'Annonce au destinataire',
      value:
        offer.notify === 'at_date' && offer.notifyAt
          ? `${notice} : ${offer.notifyAt.replace('T', ' à ')}`
          : notice,
    },
  ];
  const errorOf = (field: GiftOfferField): string | undefined => {
    const related: GiftOfferField[] =
      field === 'recipient.lastName'
        ? ['recipient.firstName', 'recipient.lastName']
        : field === 'recipient.address'
          ? ['recipient.address', 'recipient.postalCode', 'recipient.city', 'recipient.country']
          : field === 'notify'
            ? ['notify', 'notifyAt']
            : [field];
    const found = related.filter((key) => errors[key]).map((key) => `${FIELD_NAMES[key]} : ${errors[key]}`);
    return found.length ? found.join(' · ') : undefined;
  };
  const messageError = errors.message;

  return (
    <fieldset className="form-card checkout-gift-subscription">
      <legend className="form-card__title">
        <Icon name="gift" size={20} />
        Abonnement offert : {boxes} box livrées au destinataire
      </legend>
      <p className="form-card__lead">
        Les box partent chez le destinataire ; la facture et les emails avec les montants restent pour vous.
      </p>
      <dl className="checkout-gift-subscription__facts">
        {rows.map((row) => {
          const error = errorOf(row.field);
          return (
            <div key={row.field} className={error ? 'is-invalid' : undefined}>
              <dt>{row.label}</dt>
              <dd>
                {row.value}
                {error && (
                  <span className="field__error" role="alert">
                    {error}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
        {(offer.message.trim() || messageError) && (
          <div className={messageError ? 'is-invalid' : undefined}>
            <dt>Message</dt>
            <dd className="checkout-gift-subscription__message">
              {offer.message.trim()}
              {messageError && (
                <span className="field__error" role="alert">
                  {messageError}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      <Link
        className="btn btn--secondary btn--sm"
        to={giftFormLink(item.id)}
        state={{ giftLine: cartLineKey(item) }}
      >
        <Icon name="pencil" size={16} />
        Modifier le cadeau
      </Link>
    </fieldset>
  );
}
