import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { toast } from '../../components/toast';
import { Button } from '../../components/Button';
import { HelpCard } from '../../components/HelpCard';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorBody, errorMessage, errorStatus } from '../../lib/api';
import { SUPPORT } from '../../lib/contact';
import { leaveTo } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import {
  GIFT_SUBSCRIPTION_RULE,
  blamedGiftCards,
  forgetPromo,
  giftCartState,
  offerErrorsFromServer,
  selectCart,
  type CartItem,
  type GiftCardLine,
  type GiftOfferErrors,
} from '../cart';
import {
  checkoutLink,
  clearStoredPayment,
  storePaymentStart,
  useCreatePaymentMutation,
  useGetPaymentMethodsQuery,
} from '../payments';
import {
  incompleteProfileMessage,
  missingCheckoutInfo,
  useGetProfileQuery,
  type UserProfile,
} from '../profile';
import { AddressStep } from './components/AddressStep';
import { CheckoutSummary } from './components/CheckoutSummary';
import { GiftCardPayment } from './components/GiftCardPayment';
import { GiftCardsRecap } from './components/GiftCardsRecap';
import { GiftSubscriptionRecap } from './components/GiftSubscriptionRecap';
import { PaymentStep } from './components/PaymentStep';
import {
  CHECKOUT_TEXTS,
  formFromProfile,
  validateCheckoutForm,
  type BillingField,
  type CheckoutErrors,
  type CheckoutForm,
  type GiftForm,
  type ShippingField,
} from './form';
import { PROFILE_CHECKOUT_PATH } from './gate';
import {
  NO_CHOICE,
  chooseIssuer,
  chooseMethod,
  offeredMethods,
  subscriptionMethodsNotice,
  reconcileChoice,
  selectedPayment,
} from './methods';
import { amountValue, buildPaymentRequest, createAttemptKeys, payLabel } from './payment';
import { useCheckoutQuote } from './useGiftCardCodes';
// In this order (the cascade's):
import './checkout-page.css';
import './components/payment-methods.css';
import './components/checkout-summary.css';
import './narrow-screens.css';

const QUOTE_FALLBACK = 'Impossible de calculer le total de votre panier. Veuillez réessayer.';

/** /checkout (signed in): an empty cart goes back to /cart, an incomplete profile to the profile screen. */
export function CheckoutPage() {
  const cart = useSelector(selectCart);
  const empty = cart.totalItems === 0;
  // A prepaid gift subscription is paid alone (docs/design/gifting.md): back to the cart, which says so.
  const { mixed } = giftCartState(cart.items, cart.giftCards.length);

  useEffect(() => {
    if (empty) toast.warning(CHECKOUT_TEXTS.emptyCart, { id: 'checkout-empty-cart' });
    else if (mixed) toast.error(GIFT_SUBSCRIPTION_RULE.aloneInCartMessage, { id: 'cart-gift-alone' });
  }, [empty, mixed]);

  if (empty || mixed) return <Navigate to="/cart" replace />;
  return <CheckoutWithProfile items={cart.items} giftCards={cart.giftCards} />;
}

interface CartLines {
  items: CartItem[];
  /** E-gift cards (docs/design/gift-cards.md). */
  giftCards: GiftCardLine[];
}

function CheckoutWithProfile({ items, giftCards }: CartLines) {
  const { data, isError, isFetching, refetch } = useGetProfileQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // The form is prefilled once, from a fresh profile: later refetches never reset what was typed.
  const [profile, setProfile] = useState<UserProfile | null>(null);
  if (!profile && data && !isFetching) setProfile(data);

  useEffect(() => {
    if (isError && !isFetching) toast.error(CHECKOUT_TEXTS.profileLoadFailed, { id: 'checkout-profile' });
  }, [isError, isFetching]);

  // The cart's gate again (gate.ts), for a shopper who comes straight to /checkout.
  const gaps = profile ? missingCheckoutInfo(profile) : [];
  const incomplete = gaps.length > 0;
  const incompleteMessage = incomplete ? incompleteProfileMessage(gaps) : null;
  useEffect(() => {
    if (incompleteMessage) toast.info(incompleteMessage, { id: 'checkout-profile-incomplete' });
  }, [incompleteMessage]);

  if (!profile) {
    return (
      <div className="container page checkout-page">
        <h1 className="page-title">Paiement</h1>
        {isError && !isFetching ? (
          <div className="notice notice--error" role="alert">
            <p>{CHECKOUT_TEXTS.profileLoadFailed}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => refetch()}
              icon={<Icon name="refresh" size={16} />}
            >
              Réessayer
            </Button>
          </div>
        ) : (
          <div className="page-loading">
            <Spinner label="Chargement de vos informations…" />
          </div>
        )}
      </div>
    );
  }
  if (incomplete) return <Navigate to={PROFILE_CHECKOUT_PATH} replace />;
  return <CheckoutFlow items={items} giftCards={giftCards} profile={profile} />;
}

function CheckoutFlow({ items, giftCards, profile }: CartLines & { profile: UserProfile }) {
  const session = useSession();
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<CheckoutForm>(() => formFromProfile(profile, session?.userEmail ?? ''));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [giftErrors, setGiftErrors] = useState<GiftOfferErrors>({});
  const [cardErrors, setCardErrors] = useState<ReadonlyMap<number, string>>(() => new Map());
  const giftItem = items.find((item) => item.gift);
  const [picker, setPicker] = useState(NO_CHOICE);
  const [processing, setProcessing] = useState(false);
  const [attemptKeys] = useState(() => createAttemptKeys());
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);

  const {
    quote,
    quoteFailed,
    error: quoteError,
    isFetching,
    refetch,
    appliedCode,
    applying,
    applyPromo,
    removePromo,
    request: quoteRequest,
    cards,
  } = useCheckoutQuote(items, giftCards);
  // Gift cards only: nothing ships, no shipping address (the order keeps the billing one).
  const shipless = !(quote?.needsShipping ?? items.length > 0);
  const [createPayment] = useCreatePaymentMutation();

  // Gift cards pay first (docs/design/gift-cards.md); Mollie is asked for the rest, nothing when they cover it.
  const due = quote ? (quote.amountDueCents ?? Math.round(quote.total * 100)) / 100 : undefined;
  const coveredByCards = cards.covered;
  // A subscription line makes the payment Mollie's `first` payment: only methods that can create a
  // mandate (the server's list for sequenceType=first); the one-off list names the ones left out.
  // A prepaid gift subscription is paid once: a one-off payment (any method, Bancontact included).
  const subscription = items.some((item) => item.isSubscription && !item.gift);
  const methodsArgs = { value: amountValue(due ?? 0), billingCountry: form.billing.country };
  const skipMethods = step !== 2 || due === undefined || due <= 0;
  const methodsQuery = useGetPaymentMethodsQuery(
    subscription ? { ...methodsArgs, sequenceType: 'first' } : methodsArgs,
    { skip: skipMethods },
  );
  const oneOffQuery = useGetPaymentMethodsQuery(methodsArgs, { skip: skipMethods || !subscription });
  const methodsAnswer = methodsQuery.currentData ?? (methodsQuery.isFetching ? methodsQuery.data : undefined);
  const methodsLoading =
    step === 2 &&
    !coveredByCards &&
    (due === undefined || methodsAnswer === undefined) &&
    !methodsQuery.isError;
  const { methods, fallback } = useMemo(
    () => offeredMethods(methodsAnswer, methodsQuery.isError, due ?? 0, subscription),
    [methodsAnswer, methodsQuery.isError, due, subscription],
  );
  const methodsNotice = subscription
    ? subscriptionMethodsNotice(oneOffQuery.currentData, methods, due ?? 0)
    : null;
  const choice = reconcileChoice(picker, methods);
  const selection = methodsLoading ? null : selectedPayment(choice, methods);

  // Back from the provider's page through the browser history (page restored from the back-forward
  // cache): the payment was left there, the button works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (!movedStep.current) return;
    stepHeading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const goTo = (next: 1 | 2) => {
    movedStep.current = true;
    setStep(next);
  };

  const updateBilling = (field: BillingField, value: string) => {
    setForm((current) => ({ ...current, billing: { ...current.billing, [field]: value } }));
    setErrors((current) => ({ ...current, [`billing.${field}`]: undefined }));
  };
  const updateGift = (change: Partial<GiftForm>) => {
    setForm((current) => ({ ...current, gift: { ...current.gift, ...change } }));
    setErrors((current) => ({ ...current, 'gift.message': undefined, 'gift.recipientEmail': undefined }));
  };
  const updateShipping = (field: ShippingField, value: string) => {
    setForm((current) => ({ ...current, shipping: { ...current.shipping, [field]: value } }));
    setErrors((current) => ({ ...current, [`shipping.${field}`]: undefined }));
  };

  const continueToPayment = () => {
    const result = validateCheckoutForm(
      shipless ? { ...form, sameAsBilling: true, gift: { ...form.gift, enabled: false } } : form,
    );
    setErrors(result.errors);
    if (!result.valid) {
      toast.error(result.message ?? CHECKOUT_TEXTS.requiredFields);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`checkout-${first.replace('.', '-')}`)?.focus();
      return;
    }
    goTo(2);
  };

  const pay = async () => {
    if (processing) return;
    if (!selection && !coveredByCards) {
      toast.error(CHECKOUT_TEXTS.noMethod);
      return;
    }
    if (!quote || quoteFailed || isFetching) return;
    const request = buildPaymentRequest({
      items,
      quote,
      form,
      selection,
      promoCode: quote.promo?.code ?? appliedCode,
      origin: window.location.origin,
      giftCards,
      giftCardCodes: cards.codes,
    });
    setProcessing(true);
    setGiftErrors({});
    setCardErrors(new Map());
    try {
      const payment = await createPayment({
        body: request,
        idempotencyKey: attemptKeys.keyFor(request),
      }).unwrap();
      const link = checkoutLink(payment);
      if (!link) {
        toast.error(CHECKOUT_TEXTS.noCheckoutUrl);
        setProcessing(false);
        return;
      }
      attemptKeys.succeeded();
      // Paid by the gift cards there and then ('giftcard', no Mollie payment): the result page reads the order.
      if (payment.status === 'paid') clearStoredPayment();
      else storePaymentStart({ orderId: payment.orderId, paymentId: payment.id, startTime: Date.now() });
      forgetPromo();
      leaveTo(link);
    } catch (failure) {
      const status = errorStatus(failure);
      // A refusal (4xx) says why in French (amount changed, box out of stock…); anything else is generic.
      const refused =
        typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 403;
      // A card refused (spent meanwhile…): said beside the code field, on this step.
      if (refused && cards.refusedAtCheckout(failure)) {
        setProcessing(false);
        return;
      }
      toast.error(
        refused ? errorMessage(failure, CHECKOUT_TEXTS.paymentFailed) : CHECKOUT_TEXTS.paymentFailed,
      );
      if (refused) refetch();
      setProcessing(false);
      // The gift's refusals go next to its fields, on step 1.
      const offerErrors = refused ? offerErrorsFromServer(errorBody(failure)?.errors) : {};
      if (Object.keys(offerErrors).length > 0) {
        setGiftErrors(offerErrors);
        goTo(1);
      }
      // The cards' refusals: beside each card (step 1 recalls them when nothing ships).
      const refusedCards = refused ? blamedGiftCards(errorBody(failure)?.errors) : new Map<number, string>();
      if (refusedCards.size > 0) {
        setCardErrors(refusedCards);
        goTo(1);
      }
    }
  };

  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <div className="container page checkout-page">
      <header className="checkout-page__header">
        <h1 className="page-title">Paiement</h1>
        <ol className="checkout-steps" aria-label="Étapes du paiement">
          <li
            className={step === 1 ? 'is-current' : 'is-done'}
            aria-current={step === 1 ? 'step' : undefined}
          >
            <span className="checkout-steps__number">
              {step === 1 ? '1' : <Icon name="check" size={16} />}
            </span>
            Coordonnées
          </li>
          <li className={step === 2 ? 'is-current' : ''} aria-current={step === 2 ? 'step' : undefined}>
            <span className="checkout-steps__number">2</span>
            Paiement
          </li>
        </ol>
      </header>

      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <h2 className="visually-hidden" tabIndex={-1} ref={stepHeading}>
            {step === 1 ? 'Étape 1 sur 2 : coordonnées' : 'Étape 2 sur 2 : paiement'}
          </h2>
          {step === 1 ? (
            <AddressStep
              form={form}
              errors={errors}
              onBilling={updateBilling}
              onShipping={updateShipping}
              onSameAsBilling={(same) => setForm((current) => ({ ...current, sameAsBilling: same }))}
              onGift={updateGift}
              onSubmit={continueToPayment}
              shippingBlock={
                shipless ? (
                  <GiftCardsRecap cards={giftCards} errors={cardErrors} />
                ) : giftItem?.gift ? (
                  <GiftSubscriptionRecap item={{ ...giftItem, gift: giftItem.gift }} errors={giftErrors} />
                ) : undefined
              }
            />
          ) : (
            <PaymentStep
              form={form}
              picker={{
                methods,
                loading: methodsLoading,
                notice: methodsNotice,
                fallback,
                choice,
                onMethod: (id) => setPicker(chooseMethod(choice, id)),
                onIssuer: (id) => setPicker(chooseIssuer(choice, methods, id)),
              }}
              hasSelection={selection !== null}
              processing={processing}
              payLabel={payLabel(due, coveredByCards ? cards.codes.length : 0)}
              canPay={Boolean(quote) && !quoteFailed && !isFetching}
              onBack={() => goTo(1)}
              onPay={() => void pay()}
              giftRecipient={giftItem?.gift?.offer.recipient ?? null}
              shipless={shipless}
              giftCards={giftCards}
              coveredByCards={coveredByCards}
              giftCardPayment={
                // A card pays boxes, never other cards: nothing to pay with one in a cart of cards only.
                shipless ? null : (
                  <GiftCardPayment
                    cards={cards}
                    disabled={processing}
                    onApply={(code) => cards.apply(code, quoteRequest)}
                  />
                )
              }
            />
          )}
        </div>

        <div className="checkout-page__side">
          <CheckoutSummary
            quote={quote}
            quoteFailed={quoteFailed}
            quoteError={quoteFailed ? errorMessage(quoteError, QUOTE_FALLBACK) : null}
            refreshing={isFetching}
            itemCount={itemCount}
            giftCards={giftCards}
            appliedCode={appliedCode}
            applying={applying || processing}
            onApplyPromo={applyPromo}
            onRemovePromo={removePromo}
          />
          <HelpCard title="Besoin d'aide ?">
            Une question sur votre commande ou le paiement ? Notre équipe vous répond{' '}
            {SUPPORT.hours.toLowerCase()}.
          </HelpCard>
        </div>
      </div>
    </div>
  );
}
