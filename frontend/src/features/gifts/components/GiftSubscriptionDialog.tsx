import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Dialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { useNavigate } from '../../../lib/useNavigate';
import { FrequencySelect, useRules } from '../../rules';
import {
  cartLineKey,
  selectCart,
  useCartActions,
  useQuoteCartQuery,
  type CartItem,
  type Frequency,
  BOX_COUNTS,
  RECIPIENT_FIELDS,
  checkOffer,
  emptyOffer,
  type GiftBoxes,
  type GiftOffer,
  type GiftOfferErrors,
  type RecipientField,
} from '../../cart';
import { OfferFields } from './OfferFields';
import { RecipientFields } from './RecipientFields';
import '../gifts.css';

interface GiftSubscriptionDialogProps {
  product: Pick<CartItem, 'id' | 'name' | 'image' | 'category' | 'price' | 'hasSubscriptionOption'>;
  /** The key of the cart line being edited ('Modifier le cadeau'), if any. */
  editing?: string | null;
  onClose: () => void;
}

const recipientErrors = (errors: GiftOfferErrors): Partial<Record<RecipientField, string>> =>
  Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, errors[`recipient.${field}`]]));

/**
 * 'Offrir un abonnement' (docs/design/gifting.md): boxes, rhythm, the server's price, the recipient,
 * a message, the first box date and when to tell. It puts the gift line in the cart and goes there.
 */
export function GiftSubscriptionDialog({ product, editing, onClose }: GiftSubscriptionDialogProps) {
  const rules = useRules();
  const navigate = useNavigate();
  const actions = useCartActions();
  const cart = useSelector(selectCart);
  const edited = editing ? cart.items.find((item) => item.gift && cartLineKey(item) === editing) : undefined;
  const [boxes, setBoxes] = useState<GiftBoxes>(edited?.gift?.boxes ?? BOX_COUNTS[0]);
  const [frequency, setFrequency] = useState<Frequency | ''>(edited?.frequency ?? '');
  const chosenFrequency = (frequency || rules?.defaultFrequency || '') as Frequency | '';
  const [offer, setOffer] = useState<GiftOffer>(() => edited?.gift?.offer ?? emptyOffer());
  const [errors, setErrors] = useState<GiftOfferErrors>({});

  const quoteArgs = {
    items: [
      {
        productId: product.id,
        quantity: 1,
        isSubscription: true,
        frequency: chosenFrequency || undefined,
        giftBoxes: boxes,
      },
    ],
  };
  const { currentData: quote, isError, error } = useQuoteCartQuery(quoteArgs);
  const line = quote?.lines[0];

  const change = (next: Partial<GiftOffer>) => {
    setOffer((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const cleared = { ...current };
      for (const key of Object.keys(next)) delete cleared[key as keyof GiftOfferErrors];
      if ('notify' in next) delete cleared.notifyAt;
      return cleared;
    });
  };
  const changeRecipient = (field: RecipientField, value: string) => {
    setOffer((current) => ({ ...current, recipient: { ...current.recipient, [field]: value } }));
    setErrors((current) => ({ ...current, [`recipient.${field}`]: undefined }));
  };

  const submit = () => {
    const found = checkOffer(offer);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const id = first.startsWith('recipient.')
        ? `gift-recipient-${first.slice(10)}`
        : `gift-${first === 'firstBoxDate' ? 'first-box-date' : first === 'notifyAt' ? 'notify-date' : first}`;
      document.getElementById(id)?.focus();
      return;
    }
    if (!chosenFrequency) return;
    actions.addGift({
      ...product,
      frequency: chosenFrequency,
      gift: { boxes, offer },
      replaces: edited ? (editing ?? undefined) : undefined,
    });
    onClose();
    navigate('/cart');
  };

  return (
    <Dialog
      open
      size="md"
      title={edited ? 'Modifier le cadeau' : 'Offrir un abonnement'}
      description={`${product.name} : des box livrées chez la personne de votre choix, payées en une fois.`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
            Annuler
          </button>
          <button
            type="submit"
            form="gift-subscription-form"
            className="btn btn--primary btn--md"
            disabled={!chosenFrequency}
          >
            <Icon name="gift" size={18} />
            {edited ? 'Enregistrer le cadeau' : 'Ajouter le cadeau au panier'}
          </button>
        </>
      }
    >
      <form
        id="gift-subscription-form"
        className="gift-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="gift-form__group">
          <legend className="field__label">Nombre de box</legend>
          <div className="gift-form__boxes">
            {BOX_COUNTS.map((count) => (
              <label
                key={count}
                className={`gift-form__box ${boxes === count ? 'gift-form__box--active' : ''}`}
              >
                <input
                  type="radio"
                  name="gift-boxes"
                  value={count}
                  checked={boxes === count}
                  onChange={() => setBoxes(count)}
                />
                {count} box
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="gift-frequency" className="field__label">
            Fréquence de livraison
          </label>
          <FrequencySelect id="gift-frequency" value={chosenFrequency} onChange={setFrequency} />
        </div>

        <div className="gift-form__price" aria-live="polite">
          {line?.giftPriceText && quote ? (
            <>
              <p className="gift-form__price-text">{line.giftPriceText}</p>
              <p className="gift-form__price-total">
                Total <strong>{formatMoney(quote.total)}</strong>
              </p>
            </>
          ) : isError ? (
            <p className="field__error">{errorMessage(error, 'Prix indisponible pour le moment.')}</p>
          ) : (
            <Skeleton width="60%" height="1.2rem" />
          )}
        </div>

        <fieldset className="gift-form__group">
          <legend className="gift-form__legend">Le destinataire</legend>
          <RecipientFields
            idPrefix="gift"
            value={offer.recipient}
            fields={RECIPIENT_FIELDS}
            errors={recipientErrors(errors)}
            onChange={changeRecipient}
          />
        </fieldset>

        <OfferFields offer={offer} errors={errors} onChange={change} />
      </form>
    </Dialog>
  );
}
