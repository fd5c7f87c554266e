import { useId } from 'react';
import { Icon } from '../../../components/Icon';
import { formatMoney } from '../../../lib/format';
import { FrequencySelect } from '../../rules';
import type { Product } from '../types';
import type { ProductPurchaseState } from '../useProductPurchase';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../lib/figures';

/** 'Mode d'achat': a single purchase or a subscription, and its delivery frequency. */
export function PurchaseOptions({ product, purchase }: { product: Product; purchase: ProductPurchaseState }) {
  const ids = { freq: useId(), purchase: useId() };
  return (
    <fieldset className="purchase-options">
      <legend className="purchase-options__legend">Mode d'achat</legend>
      <label className={`purchase-option ${!purchase.subscribed ? 'purchase-option--active' : ''}`}>
        <input
          type="radio"
          name={ids.purchase}
          checked={!purchase.subscribed}
          onChange={() => purchase.setIsSubscription(false)}
        />
        <span className="purchase-option__text">
          <strong>Achat unique</strong>
          <span>Livraison en 24h-48h</span>
        </span>
        <span className="purchase-option__price">{formatMoney(product.price)}</span>
      </label>
      {product.hasSubscriptionOption && (
        <label className={`purchase-option ${purchase.subscribed ? 'purchase-option--active' : ''}`}>
          <input
            type="radio"
            name={ids.purchase}
            checked={purchase.subscribed}
            onChange={() => purchase.setIsSubscription(true)}
          />
          <span className="purchase-option__text">
            <strong>
              Abonnement <span className="badge badge--gold">-{SUBSCRIPTION_DISCOUNT_PERCENT}%</span>
            </strong>
            <span>Sans engagement, résiliable à tout moment</span>
          </span>
          <span className="purchase-option__price">
            {formatMoney(product.subscriptionPrice ?? product.price)}
          </span>
        </label>
      )}
      {purchase.subscribed && (
        <div className="field purchase-options__frequency">
          <label htmlFor={ids.freq} className="field__label">
            Fréquence de livraison
          </label>
          <FrequencySelect id={ids.freq} value={purchase.frequency ?? ''} onChange={purchase.setFrequency} />
        </div>
      )}
    </fieldset>
  );
}

interface BuyRowProps {
  purchase: ProductPurchaseState;
  isFavorite: boolean;
  onFavorite: () => void;
  onShare: () => void;
}

/** Quantity and 'Ajouter au panier' (a bar fixed at the bottom of phones), then favourite and share. */
export function BuyRow({ purchase, isFavorite, onFavorite, onShare }: BuyRowProps) {
  const qtyId = useId();
  return (
    <div className="product__buy">
      <div className="product__buy-main">
        <div className="quantity">
          <label htmlFor={qtyId} className="visually-hidden">
            Quantité
          </label>
          <button
            type="button"
            className="quantity__btn"
            aria-label="Diminuer la quantité"
            onClick={() => purchase.setQty(purchase.quantity - 1)}
            disabled={purchase.quantity <= 1}
          >
            <Icon name="minus" size={18} />
          </button>
          <input
            id={qtyId}
            className="quantity__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={purchase.maxQuantity}
            step={1}
            value={purchase.quantityText}
            onChange={(e) => purchase.typeQuantity(e.target.value)}
            onBlur={purchase.settleQuantity}
          />
          <button
            type="button"
            className="quantity__btn"
            aria-label="Augmenter la quantité"
            onClick={() => purchase.setQty(purchase.quantity + 1)}
            disabled={purchase.quantity >= purchase.maxQuantity}
          >
            <Icon name="plus" size={18} />
          </button>
        </div>
        <button
          type="button"
          className="btn btn--primary btn--lg product__add"
          disabled={!purchase.canBuy}
          onClick={purchase.add}
        >
          <Icon name="cart" size={20} />
          Ajouter au panier
        </button>
      </div>
      <div className="product__buy-extra">
        <button
          type="button"
          className={`icon-btn ${isFavorite ? 'icon-btn--active' : ''}`}
          aria-pressed={isFavorite}
          aria-label={isFavorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
          onClick={onFavorite}
        >
          <Icon name="heart" size={22} filled={isFavorite} />
        </button>
        <button type="button" className="icon-btn" aria-label="Partager" onClick={onShare}>
          <Icon name="share" size={22} />
        </button>
      </div>
    </div>
  );
}
