import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { formatMoney, plural } from '../../../lib/format';
import { sameLine } from '../cartSlice';
import type { AddedLine } from '../drawerSlice';
import { useQuoteCartQuery } from '../endpoints';
import { findQuoteLine, quoteRequest } from '../quote';
import { selectCart } from '../selectors';
import { useProceedToCheckout } from '../useProceedToCheckout';
import './cart-drawer.css';

/** The drawer's content (its own chunk: it loads when something is first added to the cart). */
export function DrawerPanel({ added, onClose }: { added: AddedLine; onClose: () => void }) {
  const cart = useSelector(selectCart);
  const { proceed, pending } = useProceedToCheckout();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const item = cart.items.find((line) => sameLine(line, added.id, added.isSubscription));
  const { data: quote, isError } = useQuoteCartQuery(
    cart.items.length > 0 ? quoteRequest(cart.items) : skipToken,
  );
  const quoteLine = item ? findQuoteLine(quote, item) : undefined;

  // Focus moves to the panel's title (announced with its message); Esc gives it back where it was.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    titleRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      previous?.focus?.();
    };
    const onPointer = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  if (!item) return null;
  const lineTotal = quoteLine?.lineTotal;

  return (
    <div
      ref={panelRef}
      className="cart-drawer"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="cart-drawer"
    >
      <div className="cart-drawer__head">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="cart-drawer__title">
          <Icon name="check" size={20} />
          Ajouté au panier
        </h2>
        <button type="button" className="icon-btn cart-drawer__close" aria-label="Fermer" onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <p className="cart-drawer__message" role="status">
        {added.message}
      </p>
      <div className="cart-drawer__line">
        <img src={quoteLine?.image || item.image} alt="" width="72" height="72" />
        <div className="cart-drawer__line-text">
          <p className="cart-drawer__name">{quoteLine?.name ?? item.name}</p>
          {item.isSubscription && <span className="badge badge--gold">Abonnement</span>}
          <p className="cart-drawer__qty">Quantité : {item.quantity}</p>
        </div>
        <p className="cart-drawer__price">
          {lineTotal !== undefined
            ? formatMoney(lineTotal)
            : !isError && <Skeleton width="4rem" height="1rem" />}
        </p>
      </div>
      <dl className="summary cart-drawer__summary">
        <div className="summary__row">
          <dt>Sous-total ({plural(cart.totalItems, 'article')})</dt>
          <dd data-testid="drawer-subtotal">
            {quote ? formatMoney(quote.subtotal) : isError ? '—' : <Skeleton width="4rem" height="1rem" />}
          </dd>
        </div>
      </dl>
      {quote && quote.amountToFreeShipping > 0 && (
        <p className="cart-drawer__hint">
          Plus que {formatMoney(quote.amountToFreeShipping)} pour la livraison gratuite.
        </p>
      )}
      <div className="cart-drawer__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          onClick={() => void proceed()}
          disabled={pending}
          aria-busy={pending}
        >
          <Icon name="lock" size={18} />
          Procéder au paiement
        </button>
        <Link to="/cart" className="btn btn--secondary btn--md">
          Voir le panier ({cart.totalItems})
        </Link>
        <button type="button" className="btn btn--ghost btn--md" onClick={onClose}>
          Continuer mes achats
        </button>
      </div>
    </div>
  );
}
