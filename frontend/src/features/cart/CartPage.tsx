import { useDispatch, useSelector } from 'react-redux';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatMoney, roundCents } from '../../lib/format';
import { FREQUENCY_LABELS, linePrice, setQuantity } from './cartSlice';
import { selectCart } from './selectors';

/**
 * 'Mon Panier' — a simple list of the lines for now; the full cart (quote from the server, promo code,
 * confirmations) comes with the checkout.
 */
export function CartPage() {
  const cart = useSelector(selectCart);
  const dispatch = useDispatch();

  if (cart.items.length === 0) {
    return (
      <div className="container page">
        <h1 className="page-title">Mon Panier</h1>
        <div className="empty-state empty-state--page">
          <Icon name="cart" size={48} />
          <h2 className="empty-state__title">Votre panier est vide</h2>
          <p>Découvrez nos box et laissez-vous tenter.</p>
          <ButtonLink to="/category">Découvrir nos box</ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="container page cart-page">
      <h1 className="page-title">Mon Panier</h1>
      <ul role="list" className="cart-lines">
        {cart.items.map((item) => {
          const unit = linePrice(item);
          return (
            <li key={`${item.id}-${item.isSubscription}`} className="cart-line">
              <img src={item.image} alt="" width="96" height="96" className="cart-line__image" />
              <div className="cart-line__info">
                <h2 className="cart-line__name">{item.name}</h2>
                <p className="cart-line__meta">
                  <span className="tag">{item.category}</span>
                  {item.isSubscription && (
                    <span className="badge badge--gold">
                      Abonnement {item.frequency ? FREQUENCY_LABELS[item.frequency].toLowerCase() : ''} -15%
                    </span>
                  )}
                </p>
                <p className="cart-line__price">
                  {formatMoney(unit)}
                  {item.isSubscription && <s className="price--old">{formatMoney(item.price)}</s>}
                </p>
              </div>
              <div className="quantity quantity--sm">
                <button
                  type="button"
                  className="quantity__btn"
                  aria-label={`Diminuer la quantité de ${item.name}`}
                  onClick={() =>
                    dispatch(
                      setQuantity({
                        id: item.id,
                        isSubscription: item.isSubscription,
                        quantity: item.quantity - 1,
                      }),
                    )
                  }
                >
                  <Icon name="minus" size={16} />
                </button>
                <output className="quantity__value" aria-label={`Quantité de ${item.name}`}>
                  {item.quantity}
                </output>
                <button
                  type="button"
                  className="quantity__btn"
                  aria-label={`Augmenter la quantité de ${item.name}`}
                  onClick={() =>
                    dispatch(
                      setQuantity({
                        id: item.id,
                        isSubscription: item.isSubscription,
                        quantity: item.quantity + 1,
                      }),
                    )
                  }
                >
                  <Icon name="plus" size={16} />
                </button>
              </div>
              <p className="cart-line__total">{formatMoney(roundCents(unit * item.quantity))}</p>
            </li>
          );
        })}
      </ul>
      <div className="cart-page__footer">
        <p className="cart-page__total">
          Total estimé : <strong>{formatMoney(cart.totalPrice)}</strong>
        </p>
        <p className="field__hint">Frais de livraison et codes promo calculés à l'étape suivante.</p>
        <div className="cart-page__actions">
          <ButtonLink to="/category" variant="secondary">
            Continuer mes achats
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
