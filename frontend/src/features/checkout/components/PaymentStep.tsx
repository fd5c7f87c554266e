import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { countryName } from '../../../lib/countries';
import { CHECKOUT_TEXTS, GIFT_RULE, addressesOf, shipsToBilling, type CheckoutForm } from '../form';
import type { GiftCardLine } from '../../cart';
import { GiftCardsList } from './GiftCardsRecap';
import { PaymentMethodPicker, type PickerProps } from './PaymentMethodPicker';

interface PaymentStepProps {
  form: CheckoutForm;
  /** The payment-method picker as the page drives it (this step disables it while paying). */
  picker: Omit<PickerProps, 'disabled'>;
  hasSelection: boolean;
  processing: boolean;
  /** 'Payer 60,38 €', or null while the total is unknown. */
  payLabel: string | null;
  canPay: boolean;
  onBack: () => void;
  onPay: () => void;
  /** A prepaid gift subscription's recipient: its boxes ship there (docs/design/gifting.md). */
  giftRecipient?: {
    firstName: string;
    lastName: string;
    address: string;
    postalCode: string;
    city: string;
    country: string;
  } | null;
  /** Gift cards only: nothing ships. */
  shipless?: boolean;
  giftCards?: readonly GiftCardLine[];
  /** 'Utiliser une carte cadeau', above the methods (absent when cards cannot pay: gift cards only). */
  giftCardPayment?: ReactNode;
  /** The gift cards pay the whole total: no method to choose, nothing at Mollie. */
  coveredByCards?: boolean;
}

function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address className="checkout-recap__address">
      {lines.filter(Boolean).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** Step 2: the addresses as entered, the payment-method picker and 'Payer {total} €'. */
export function PaymentStep({
  form,
  picker,
  hasSelection,
  processing,
  payLabel,
  canPay,
  onBack,
  onPay,
  giftRecipient,
  shipless = false,
  giftCards = [],
  giftCardPayment,
  coveredByCards = false,
}: PaymentStepProps) {
  const { billingInfo, shippingInfo } = addressesOf(form);
  const hintId = 'checkout-pay-hint';
  return (
    <div className="checkout-step">
      <section className="form-card checkout-recap" aria-labelledby="checkout-recap-title">
        <div className="checkout-recap__head">
          <h2 id="checkout-recap-title" className="form-card__title">
            <Icon name="user" size={20} />
            Vos coordonnées
          </h2>
          <Button variant="ghost" size="sm" onClick={onBack} disabled={processing}>
            Modifier
          </Button>
        </div>
        <div className="checkout-recap__grid">
          <div>
            <h3 className="checkout-recap__label">Facturation</h3>
            <AddressLines
              lines={[
                `${billingInfo.firstName} ${billingInfo.lastName}`,
                billingInfo.address,
                `${billingInfo.postalCode} ${billingInfo.city}`,
                countryName(billingInfo.country),
                billingInfo.email,
                billingInfo.phone,
              ]}
            />
          </div>
          {shipless ? (
            <div>
              <h3 className="checkout-recap__label">Livraison</h3>
              <p className="checkout-recap__same">Rien à livrer : des cartes cadeaux</p>
            </div>
          ) : (
            <div>
              <h3 className="checkout-recap__label">
                {giftRecipient
                  ? 'Livraison des box offertes'
                  : form.gift.enabled
                    ? 'Livraison du cadeau'
                    : 'Livraison'}
              </h3>
              {giftRecipient ? (
                <AddressLines
                  lines={[
                    `${giftRecipient.firstName.trim()} ${giftRecipient.lastName.trim()}`,
                    giftRecipient.address.trim(),
                    `${giftRecipient.postalCode.trim()} ${giftRecipient.city.trim()}`,
                    countryName(giftRecipient.country),
                  ]}
                />
              ) : shipsToBilling(form) ? (
                <p className="checkout-recap__same">Identique à l'adresse de facturation</p>
              ) : (
                <AddressLines
                  lines={[
                    `${shippingInfo.firstName} ${shippingInfo.lastName}`,
                    shippingInfo.address,
                    `${shippingInfo.postalCode} ${shippingInfo.city}`,
                    countryName(shippingInfo.country),
                  ]}
                />
              )}
              {form.gift.enabled && !giftRecipient && (
                <div className="checkout-recap__gift" data-testid="checkout-recap-gift">
                  <p className="checkout-recap__same">
                    {GIFT_RULE.notify.find((choice) => choice.value === form.gift.notify)?.label}
                    {form.gift.notify === 'at_shipping' && ` : ${form.gift.recipientEmail.trim()}`}
                  </p>
                  {form.gift.message.trim() && (
                    <blockquote className="checkout-recap__message">{form.gift.message.trim()}</blockquote>
                  )}
                </div>
              )}
            </div>
          )}
        </div>
        {giftCards.length > 0 && (
          <>
            <h3 className="checkout-recap__label">Cartes cadeaux</h3>
            <GiftCardsList cards={giftCards} />
          </>
        )}
      </section>

      {giftCardPayment}

      {!coveredByCards && (
        <section className="form-card" aria-labelledby="checkout-methods-title">
          <h2 id="checkout-methods-title" className="form-card__title">
            <Icon name="lock" size={20} />
            Méthode de paiement
          </h2>
          <PaymentMethodPicker {...picker} disabled={processing} />
        </section>
      )}

      <div className="checkout-step__actions checkout-step__actions--pay">
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          disabled={processing}
          icon={<Icon name="chevronLeft" size={18} />}
        >
          Retour
        </Button>
        <Button
          size="lg"
          className="checkout-pay"
          onClick={onPay}
          disabled={!canPay || processing || (!hasSelection && !coveredByCards)}
          aria-busy={processing}
          aria-describedby={!hasSelection && !coveredByCards ? hintId : undefined}
          data-testid="checkout-pay"
        >
          {processing ? (
            <>
              <span className="checkout-pay__spinner" aria-hidden="true" />
              Traitement en cours…
            </>
          ) : (
            <>
              <Icon name="lock" size={18} />
              {payLabel ?? 'Payer'}
            </>
          )}
        </Button>
      </div>
      {!hasSelection && !picker.loading && !coveredByCards && (
        <p id={hintId} className="field__hint checkout-step__hint">
          {CHECKOUT_TEXTS.noMethod}
        </p>
      )}
      <p className="checkout-step__secure">
        <Icon name="shield" size={16} />
        {coveredByCards
          ? 'Vos cartes cadeaux paient toute la commande : rien ne vous sera demandé chez Mollie.'
          : 'Paiement sécurisé par Mollie : vous serez redirigé vers sa page de paiement.'}
      </p>
    </div>
  );
}
