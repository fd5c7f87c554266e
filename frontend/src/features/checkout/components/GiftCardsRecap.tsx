import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { formatMoney } from '../../../lib/format';
import { giftCardSendText, type GiftCardLine } from '../../cart';

interface GiftCardsListProps {
  cards: readonly GiftCardLine[];
  /** The server's refusals, by card index (400 on `metadata.giftCards.<i>.<field>`). */
  errors?: ReadonlyMap<number, string>;
}

/** The cart's e-gift cards as the checkout recalls them: amount, recipient, when each leaves, its message. */
export function GiftCardsList({ cards, errors }: GiftCardsListProps) {
  return (
    <ul role="list" className="checkout-cards" data-testid="checkout-gift-cards">
      {cards.map((card, index) => (
        <li key={card.key} className="checkout-cards__card">
          <p className="checkout-cards__title">
            <strong>Carte cadeau de {formatMoney(card.amountCents / 100)}</strong> pour{' '}
            {card.recipientName.trim()}
          </p>
          <p className="checkout-cards__meta">
            {card.recipientEmail && <span className="checkout-cards__email">{card.recipientEmail} · </span>}
            Envoi : {giftCardSendText(card)}
          </p>
          {card.message?.trim() && (
            <blockquote className="checkout-recap__message">{card.message.trim()}</blockquote>
          )}
          {errors?.get(index) && (
            <p className="field__error" role="alert">
              {errors.get(index)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Checkout step 1 of a cart of gift cards only (docs/design/gift-cards.md): nothing ships, so no
 * shipping address; the cards are recalled instead, with the way back to the cart.
 */
export function GiftCardsRecap({ cards, errors }: GiftCardsListProps) {
  return (
    <section className="form-card" aria-labelledby="checkout-cards-title">
      <h2 id="checkout-cards-title" className="form-card__title">
        <Icon name="gift" size={20} />
        Vos cartes cadeaux
      </h2>
      <p className="form-card__lead">
        Rien à livrer : chaque carte part par e-mail à son destinataire au moment choisi, ou vous l’imprimez
        depuis « Mes commandes ».
      </p>
      <GiftCardsList cards={cards} errors={errors} />
      <Link to="/cart" className="link-arrow">
        Modifier mon panier
      </Link>
    </section>
  );
}
