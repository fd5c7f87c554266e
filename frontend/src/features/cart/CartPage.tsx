import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { errorMessage, errorStatus } from '../../lib/api';
import { formatMoney, plural } from '../../lib/format';
import { frequencyLabel, useRules, type RulesResponse } from '../rules';
import { GIFT_SUBSCRIPTION_RULE } from './giftOffer';
import { cartLineKey, giftCartState, type CartItem, type CartState, type GiftCardLine } from './cartSlice';
import { CartLine } from './components/CartLine';
import { GiftCartLine } from './components/GiftCartLine';
import { GiftCardCartLine } from './components/GiftCardCartLine';
import { Reassurance, Suggestions, SubscriptionInfo } from './components/CartExtras';
import { PromoCodeForm } from './components/PromoCodeForm';
import { SummaryFigures, SummarySkeleton } from './components/CartSummary';
import { lineLabel } from './messages';
import { blamedGiftCards, blamedLineIndexes, findQuoteLine } from './quote';
import { selectCart } from './selectors';
import { useCartActions } from './useCartActions';
import { useGiftCardActions } from './giftCards';
import { useCartQuote } from './useCartQuote';
import { useProceedToCheckout } from './useProceedToCheckout';
import './cart-page.css';
import './cart-checkout.css';

const QUOTE_FALLBACK = 'Impossible de calculer le total de votre panier. Veuillez réessayer.';

type Pending =
  | { kind: 'remove'; line: CartItem }
  | { kind: 'switch'; line: CartItem }
  | { kind: 'removeCard'; card: GiftCardLine }
  | { kind: 'clear' };

/** 'Mon Panier' (docs/design/checkout.md): the lines, the server's quote, the promo code and the way to checkout. */
export function CartPage() {
  const cart = useSelector(selectCart);
  // After a removal is confirmed, focus goes to the line now in its place (or the one before it),
  // or to the title when the cart is empty, instead of being lost with the removed line.
  const removedIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const lines = document.querySelectorAll<HTMLElement>('.cart-lines > li');
    const line = lines[Math.min(index, lines.length - 1)];
    const target =
      line?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])') ??
      document.querySelector<HTMLElement>('#cart-title');
    target?.focus();
  }, [cart.items]);

  if (cart.totalItems === 0) {
    return (
      <div className="container page">
        <h1 id="cart-title" className="page-title" tabIndex={-1}>
          Mon Panier
        </h1>
        <div className="empty-state empty-state--page">
          <Icon name="cart" size={48} />
          <h2 className="empty-state__title">Votre panier est vide</h2>
          <p>Découvrez nos box et laissez-vous tenter.</p>
          <ButtonLink to="/category">Découvrir nos box</ButtonLink>
        </div>
      </div>
    );
  }
  return <FilledCart cart={cart} onRemoved={(index) => (removedIndex.current = index)} />;
}

function dialogContent(pending: Pending, cart: CartState, rules: RulesResponse | undefined) {
  const percent = rules?.subscriptionDiscountPercent;
  if (pending.kind === 'clear') {
    return {
      title: 'Vider le panier ?',
      message: `Les ${plural(cart.totalItems, 'article')} de votre panier seront retirés.`,
      danger: true,
    };
  }
  if (pending.kind === 'removeCard') {
    return {
      title: 'Retirer cette carte cadeau ?',
      message: `Voulez-vous retirer la carte cadeau pour ${pending.card.recipientName.trim()} de votre panier ?`,
      danger: true,
    };
  }
  const { line } = pending;
  if (pending.kind === 'remove') {
    return {
      title: 'Retirer cet article ?',
      message: `Voulez-vous retirer ${lineLabel(line)} de votre panier ?`,
      danger: true,
    };
  }
  if (line.isSubscription) {
    const single = cart.items.some((item) => item.id === line.id && !item.isSubscription);
    return {
      title: 'Passer en achat unique ?',
      message: `${line.name} ne sera plus livrée par abonnement et perdra la remise${percent ? ` de ${percent} %` : ''}.${
        single ? ' Sa quantité rejoindra celle déjà en achat unique dans votre panier.' : ''
      }`,
      danger: false,
    };
  }
  const subscribed = cart.items.find((item) => item.id === line.id && item.isSubscription);
  const frequency = frequencyLabel(rules, subscribed?.frequency ?? rules?.defaultFrequency);
  return {
    title: 'Passer en abonnement ?',
    message: `${line.name} sera livrée en abonnement${frequency ? ` (${frequency.toLowerCase()})` : ''} avec ${percent ? `${percent} % de` : 'sa'} remise, sans engagement : modifiable ou résiliable à tout moment depuis votre espace client.${
      subscribed ? ' Sa quantité rejoindra celle de votre abonnement déjà dans le panier.' : ''
    }`,
    danger: false,
  };
}

function FilledCart({ cart, onRemoved }: { cart: CartState; onRemoved: (index: number) => void }) {
  const actions = useCartActions();
  const cardActions = useGiftCardActions();
  const { proceed, pending: checkingOut } = useProceedToCheckout();
  const [pending, setPending] = useState<Pending | null>(null);
  const checkoutHintId = useId();
  const rules = useRules();
  const {
    request,
    body,
    error,
    isFetching,
    refetch,
    quote,
    quoteFailed,
    appliedCode,
    applying,
    applyPromo,
    removePromo,
  } = useCartQuote(cart.items, cart.giftCards);

  const blamed = useMemo(() => {
    const byLine = new Map<string, string>();
    if (!quoteFailed) return byLine;
    for (const [index, message] of blamedLineIndexes(body?.errors)) {
      // The request's lines are the cart's, in its order.
      const item = cart.items[index];
      if (item && request.items[index]?.productId === item.id) byLine.set(cartLineKey(item), message);
    }
    return byLine;
  }, [quoteFailed, body, request, cart.items]);
  // The request's cards are the cart's, in its order.
  const blamedCards =
    quoteFailed && request.giftCards ? blamedGiftCards(body?.errors) : new Map<number, string>();
  const { mixed } = giftCartState(cart.items, cart.giftCards.length);
  const giftAloneId = useId();

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'clear') {
      onRemoved(0);
      actions.clear();
    } else if (pending.kind === 'remove') {
      onRemoved(cart.items.indexOf(pending.line));
      actions.remove(pending.line);
    } else if (pending.kind === 'removeCard') {
      onRemoved(cart.items.length + cart.giftCards.indexOf(pending.card));
      cardActions.remove(pending.card);
    } else actions.switchMode(pending.line);
    setPending(null);
  };

  const networkError = quoteFailed && typeof errorStatus(error) !== 'number';
  const dialog = pending ? dialogContent(pending, cart, rules) : null;

  return (
    <div className="container page cart-page">
      <header className="cart-page__header">
        <h1 id="cart-title" className="page-title" tabIndex={-1}>
          Mon Panier
        </h1>
        <p className="cart-page__count">{plural(cart.totalItems, 'article')}</p>
      </header>

      <div className="cart-page__layout">
        <div className="cart-page__main">
          {quoteFailed && (
            <div className="notice notice--error cart-page__alert" role="alert">
              <p>
                <strong>{errorMessage(error, QUOTE_FALLBACK)}</strong>
                {blamed.size + blamedCards.size > 0 && (
                  <span className="cart-page__alert-hint">
                    Retirez ou modifiez cet article pour continuer.
                  </span>
                )}
              </p>
              {networkError && (
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => refetch()}>
                  Réessayer
                </button>
              )}
            </div>
          )}

          {mixed && (
            <div id={giftAloneId} className="notice cart-page__alert cart-page__alert--gift" role="status">
              <p>
                <strong>{GIFT_SUBSCRIPTION_RULE.aloneInCartMessage}</strong>
              </p>
            </div>
          )}

          <h2 className="visually-hidden">Articles de votre panier</h2>
          <ul role="list" className="cart-lines">
            {cart.items.map((item) =>
              item.gift ? (
                <GiftCartLine
                  key={cartLineKey(item)}
                  item={{ ...item, gift: item.gift }}
                  quoteLine={findQuoteLine(quote, item, cart.items)}
                  unpriced={quoteFailed}
                  error={blamed.get(cartLineKey(item))}
                  onRemove={() => setPending({ kind: 'remove', line: item })}
                />
              ) : (
                <CartLine
                  key={cartLineKey(item)}
                  item={item}
                  quoteLine={findQuoteLine(quote, item)}
                  unpriced={quoteFailed}
                  error={blamed.get(cartLineKey(item))}
                  onIncrease={() => actions.setQuantity(item, item.quantity + 1)}
                  onDecrease={() =>
                    item.quantity <= 1
                      ? setPending({ kind: 'remove', line: item })
                      : actions.setQuantity(item, item.quantity - 1)
                  }
                  onRemove={() => setPending({ kind: 'remove', line: item })}
                  onSwitchMode={() => setPending({ kind: 'switch', line: item })}
                  onFrequency={(frequency) => actions.setFrequency(item.id, frequency)}
                />
              ),
            )}
            {cart.giftCards.map((card, index) => (
              <GiftCardCartLine
                key={card.key}
                card={card}
                error={blamedCards.get(index)}
                onRemove={() => setPending({ kind: 'removeCard', card })}
              />
            ))}
          </ul>

          <div className="cart-page__actions">
            <ButtonLink to="/category" variant="secondary" icon={<Icon name="chevronLeft" size={18} />}>
              Continuer mes achats
            </ButtonLink>
            <button
              type="button"
              className="btn btn--ghost btn--md cart-page__clear"
              onClick={() => setPending({ kind: 'clear' })}
            >
              <Icon name="trash" size={18} />
              Vider le panier
            </button>
          </div>
        </div>

        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            Récapitulatif
          </h2>
          <div className="cart-summary__figures" aria-busy={isFetching} aria-live="polite">
            {quote ? (
              <SummaryFigures quote={quote} itemCount={cart.totalItems - cart.giftCards.length} />
            ) : quoteFailed ? (
              <p className="cart-summary__unavailable">Total indisponible pour le moment.</p>
            ) : (
              <SummarySkeleton />
            )}
          </div>

          {/* On phones this block is a bar kept at the bottom of the screen, with the total. */}
          <div className="cart-checkout" data-testid="cart-checkout">
            {quote && (
              <p className="cart-checkout__total" aria-hidden="true">
                <span>Total</span>
                <strong>{formatMoney(quote.total)}</strong>
              </p>
            )}
            <button
              type="button"
              className="btn btn--primary btn--lg cart-summary__checkout"
              onClick={() => void proceed()}
              disabled={quoteFailed || checkingOut || mixed}
              aria-busy={checkingOut}
              aria-describedby={quoteFailed || mixed ? checkoutHintId : undefined}
            >
              <Icon name="lock" size={18} />
              Procéder au paiement
            </button>
            {(quoteFailed || mixed) && (
              <p id={checkoutHintId} className="field__hint cart-summary__hint">
                {mixed
                  ? 'Retirez l’abonnement offert ou les autres box pour continuer.'
                  : 'Corrigez votre panier pour continuer.'}
              </p>
            )}
          </div>

          {/* A promo code lowers the boxes only: a cart of gift cards has none to lower. */}
          {cart.items.length > 0 && (
            <PromoCodeForm
              appliedCode={appliedCode}
              applying={applying}
              onApply={applyPromo}
              onRemove={removePromo}
            />
          )}

          <Reassurance />
        </aside>

        <SubscriptionInfo />
      </div>

      <Suggestions />

      {dialog && (
        <ConfirmDialog
          open
          title={dialog.title}
          message={dialog.message}
          danger={dialog.danger}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
