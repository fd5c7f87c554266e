import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/Icon';
import { formatDate, formatMoney } from '../../../lib/format';
import { MAX_GIFT_CARD_CODES, type GiftCardCodes } from '../useGiftCardCodes';
import './gift-card-payment.css';

interface GiftCardPaymentProps {
  cards: GiftCardCodes;
  /** Asks the server for the quote with one more code; true when applied. */
  onApply: (code: string) => Promise<boolean>;
  /** While the order is being paid: nothing changes. */
  disabled: boolean;
}

const euros = (cents: number) => formatMoney(cents / 100);

/**
 * 'Utiliser une carte cadeau' (docs/design/gift-cards.md, "Paying with a card"): a code field and
 * 'Appliquer', then each applied card by its last 4 with its share of the order, its balance left and
 * 'Retirer'. The typed code stays in the field only; once applied the field is emptied.
 */
export function GiftCardPayment({ cards, onApply, disabled }: GiftCardPaymentProps) {
  const baseId = useId();
  const inputId = `${baseId}-code`;
  const panelId = `${baseId}-panel`;
  const errorId = `${baseId}-error`;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const { codes, payments, error, applying, covered } = cards;
  // Opens when a refusal has something to say (a card refused at checkout), and stays open while cards are applied.
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error !== null) setOpen(true);
  }
  const expanded = open || codes.length > 0;
  const full = codes.length >= MAX_GIFT_CARD_CODES;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onApply(value)) setValue('');
  };

  return (
    <section className="form-card gift-pay" aria-labelledby={`${baseId}-title`}>
      {/* A disclosure until a card is applied; then the cards stay in view. */}
      <h2 id={`${baseId}-title`} className="form-card__title gift-pay__title">
        {codes.length > 0 ? (
          <>
            <Icon name="gift" size={20} />
            Utiliser une carte cadeau
          </>
        ) : (
          <button
            type="button"
            className="gift-pay__toggle"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setOpen(!expanded)}
          >
            <Icon name="gift" size={20} />
            Utiliser une carte cadeau
            <Icon name="chevronRight" size={18} />
          </button>
        )}
      </h2>

      <div id={panelId} className="gift-pay__panel" hidden={!expanded}>
        <div aria-live="polite" aria-atomic="false">
          {codes.length > 0 && (
            <ul role="list" className="gift-pay__cards" aria-label="Cartes cadeaux appliquées">
              {codes.map((code, index) => {
                const payment = payments[index];
                return (
                  // The code itself is never shown: the server's last 4 only.
                  <li key={`${index}-${code.length}`} className="gift-pay__card">
                    {payment ? (
                      <p className="gift-pay__card-text">
                        <span className="gift-pay__card-share" data-testid={`gift-card-share-${index}`}>
                          •••• {payment.last4} — {euros(payment.amountCents)}
                        </span>
                        <span className="gift-pay__card-balance">
                          Solde restant : {euros(payment.balanceCents - payment.amountCents)}, valable
                          jusqu’au {formatDate(payment.expiresAt)}
                        </span>
                      </p>
                    ) : (
                      <p className="gift-pay__card-text">Vérification de la carte…</p>
                    )}
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={disabled}
                      aria-label={
                        payment ? `Retirer la carte cadeau •••• ${payment.last4}` : 'Retirer la carte cadeau'
                      }
                      onClick={() => cards.remove(index)}
                    >
                      Retirer
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {covered && (
            <p className="gift-pay__covered">
              <Icon name="check" size={18} />
              Vos cartes cadeaux paient toute la commande.
            </p>
          )}
        </div>

        {!covered && !full && (
          <form className="gift-pay__form" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="field__label">
              Code de la carte cadeau
            </label>
            <p id={`${inputId}-hint`} className="field__hint">
              Les 16 caractères de la carte, avec ou sans espaces ni tirets.
            </p>
            <div className="promo-form__row">
              <input
                id={inputId}
                className="input gift-pay__input"
                type="text"
                value={value}
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-hint${error ? ` ${errorId}` : ''}`}
                disabled={disabled}
                onChange={(event) => setValue(event.target.value)}
              />
              <button
                type="submit"
                className="btn btn--secondary btn--md"
                disabled={disabled || applying || !value.trim()}
                aria-busy={applying}
              >
                Appliquer
              </button>
            </div>
          </form>
        )}
        {full && !covered && (
          <p className="field__hint">
            Vous avez appliqué {MAX_GIFT_CARD_CODES} cartes cadeaux : le maximum pour une commande.
          </p>
        )}
        <div aria-live="assertive">
          {error && (
            <p id={errorId} className="field__error gift-pay__error">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
