import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { GiftMessageField } from '../../components/GiftMessageField';
import { Icon } from '../../components/Icon';
import { toast } from '../../components/toast';
import { errorMessage, errorStatus, fieldErrors } from '../../lib/api';
import type { AppDispatch } from '../../lib/storeTypes';
import { useNavigate } from '../../lib/useNavigate';
import { GIFT_CARD_RULE, cartApi, useGiftCardActions } from '../cart';
import { AmountField } from './components/AmountField';
import { DeliveryField } from './components/DeliveryField';
import {
  emptyGiftCardForm,
  giftCardErrorsFromServer,
  giftCardLineOf,
  type GiftCardErrors,
  type GiftCardField,
  type GiftCardForm,
} from './form';
import './giftcards.css';

export const GIFT_CARD_PAGE_TEXTS = {
  checkFailed: 'Impossible de vérifier la carte cadeau pour le moment. Veuillez réessayer.',
} as const;

/** The control each refused field focuses. */
const FIELD_IDS: Record<GiftCardField, string> = {
  amountCents: 'card-amount',
  recipientName: 'card-recipient-name',
  recipientEmail: 'card-recipient-email',
  message: 'card-message',
  delivery: 'card-delivery-now',
  sendAt: 'card-send-date',
};

/**
 * /carte-cadeau (docs/design/gift-cards.md): an e-gift card for someone, its amount (the server's
 * presets or a whole amount within its limits), a message, and when it leaves. The server checks it
 * (POST /api/cart/quote) before it joins the cart; its refusals show beside their fields.
 */
export function GiftCardPage() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const cards = useGiftCardActions();
  const [form, setForm] = useState<GiftCardForm>(emptyGiftCardForm);
  const [errors, setErrors] = useState<GiftCardErrors>({});
  const [checking, setChecking] = useState(false);

  const change = (next: Partial<GiftCardForm>) => {
    setForm((current) => ({ ...current, ...next }));
    const cleared = Object.keys(next).map((key) =>
      key === 'preset' || key === 'otherAmount'
        ? 'amountCents'
        : key === 'date' || key === 'time'
          ? 'sendAt'
          : key,
    );
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !cleared.includes(k))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const line = giftCardLineOf(form);
    setChecking(true);
    try {
      await dispatch(
        cartApi.endpoints.quoteCart.initiate(
          { items: [], giftCards: [line] },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
    } catch (failure) {
      setChecking(false);
      const refused = giftCardErrorsFromServer(fieldErrors(failure));
      const first = (Object.keys(FIELD_IDS) as GiftCardField[]).find((field) => refused[field]);
      if (errorStatus(failure) === 400 && first) {
        setErrors(refused);
        document
          .getElementById(
            form.preset !== 'other' && first === 'amountCents' ? 'card-amount-other' : FIELD_IDS[first],
          )
          ?.focus();
      } else {
        toast.error(errorMessage(failure, GIFT_CARD_PAGE_TEXTS.checkFailed));
      }
      return;
    }
    setChecking(false);
    if (cards.add(line)) navigate('/cart');
  };

  const printed = form.delivery === 'print';
  return (
    <div className="container page card-page">
      <header className="page-header">
        <h1 className="page-title">Offrir une carte cadeau</h1>
        <p className="page-lead">
          Une carte cadeau BoxPlaisir, valable {GIFT_CARD_RULE.validityMonths} mois sur toutes nos box :
          envoyée par e-mail au moment choisi, ou imprimée par vos soins.
        </p>
        <p>
          <Link to="/carte-cadeau/solde" className="link-arrow">
            Vérifier le solde d’une carte
          </Link>
        </p>
      </header>

      <form className="form-card card-form" onSubmit={(event) => void submit(event)} noValidate>
        <AmountField form={form} error={errors.amountCents} onChange={change} />

        <fieldset className="card-form__group">
          <legend className="field__label">Destinataire</legend>
          <div className="card-form__grid">
            <TextField
              id="card-recipient-name"
              label="Nom du destinataire"
              autoComplete="off"
              required
              value={form.recipientName}
              error={errors.recipientName}
              onChange={(event) => change({ recipientName: event.target.value })}
            />
            {!printed && (
              <TextField
                id="card-recipient-email"
                label="E-mail du destinataire"
                type="email"
                autoComplete="off"
                required
                value={form.recipientEmail}
                error={errors.recipientEmail}
                onChange={(event) => change({ recipientEmail: event.target.value })}
              />
            )}
          </div>
        </fieldset>

        <GiftMessageField
          id="card-message"
          value={form.message}
          max={GIFT_CARD_RULE.messageMax}
          error={errors.message}
          placeholder="Écrit sur la carte"
          onChange={(message) => change({ message })}
        />

        <DeliveryField form={form} errors={errors} onChange={change} />

        <div className="card-form__actions">
          <Button type="submit" size="lg" disabled={checking} aria-busy={checking}>
            <Icon name="cart" size={18} />
            Ajouter au panier
          </Button>
        </div>
      </form>
    </div>
  );
}
