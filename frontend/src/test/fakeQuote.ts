import type { CartQuote, QuoteRequest } from '../features/cart';

/** The catalogue as the server knows it (prices in cents), for tests that answer POST /api/cart/quote. */
const CATALOGUE: Record<
  number,
  { name: string; category: string; cents: number; sub: boolean; inStock: boolean }
> = {
  1: { name: 'Box Essentielle', category: 'Mensuelle', cents: 2999, sub: true, inStock: true },
  2: { name: 'Box Premium', category: 'Premium', cents: 4999, sub: true, inStock: true },
  3: { name: 'Box Découverte', category: 'Mensuelle', cents: 3999, sub: true, inStock: true },
  4: { name: 'Box Édition Limitée Été', category: 'Édition limitée', cents: 5999, sub: false, inStock: true },
  5: { name: 'Box Cadeau', category: 'Cadeau', cents: 2499, sub: false, inStock: true },
  7: { name: 'Box Collector', category: 'Édition limitée', cents: 7999, sub: false, inStock: false },
};
const PROMOS: Record<string, number> = { PROMO10: 10, PROMO20: 20, BIENVENUE: 10 };

const euros = (cents: number) => cents / 100;
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export interface FakeQuoteAnswer {
  status: number;
  body: unknown;
}

const refuse = (code: string, message: string, field: string, status = 400): FakeQuoteAnswer => ({
  status,
  body: { statusCode: status, code, message, errors: { [field]: [message] } },
});

/** Prices a quote request the way the contract says (a stand-in for the server, for page tests). */
export function fakeQuote(request: QuoteRequest, options: { refusedCodes?: string[] } = {}): FakeQuoteAnswer {
  const lines: CartQuote['lines'] = [];
  let subtotal = 0;
  let savings = 0;
  for (const [index, item] of request.items.entries()) {
    const product = CATALOGUE[item.productId];
    if (!product)
      return refuse(
        'CART_PRODUCT_NOT_FOUND',
        `Produit ${item.productId} non trouvé`,
        `items.${index}.productId`,
      );
    if (!product.inStock)
      return refuse(
        'INSUFFICIENT_STOCK',
        `Stock insuffisant pour ${product.name} : 0 disponible(s)`,
        `items.${index}.quantity`,
        409,
      );
    const unit = item.isSubscription ? round(product.cents * 0.85) : product.cents;
    subtotal += unit * item.quantity;
    savings += (product.cents - unit) * item.quantity;
    lines.push({
      productId: item.productId,
      name: product.name,
      image: `/images/products/${item.productId}-1.svg`,
      category: product.category,
      quantity: item.quantity,
      isSubscription: item.isSubscription,
      frequency: item.isSubscription ? (item.frequency ?? 'monthly') : null,
      unitPrice: euros(unit),
      originalPrice: euros(product.cents),
      lineTotal: euros(unit * item.quantity),
    });
  }
  let promo: CartQuote['promo'] = null;
  let discount = 0;
  if (request.promoCode) {
    const code = request.promoCode.trim().toUpperCase();
    const rate = PROMOS[code];
    if (!rate || options.refusedCodes?.includes(code))
      return refuse('PROMO_CODE_INVALID', 'Code promo invalide', 'promoCode');
    promo = {
      code,
      rate,
      message:
        code === 'BIENVENUE'
          ? `Code promo BIENVENUE appliqué : -${rate}%`
          : `Code promo appliqué : -${rate}%`,
    };
    discount = round((subtotal * rate) / 100);
  }
  // E-gift cards (docs/design/gift-cards.md): whole euros from 10 to 250, an e-mail unless printed.
  const cards = request.giftCards ?? [];
  for (const [index, card] of cards.entries()) {
    const cents = card.amountCents;
    if (!Number.isInteger(cents) || cents % 100 !== 0 || cents < 1000 || cents > 25000)
      return refuse(
        'GIFT_CARD_INVALID',
        'Le montant doit être un nombre entier d’euros, de 10 à 250 €',
        `giftCards.${index}.amountCents`,
      );
    if (card.delivery !== 'print' && !card.recipientEmail)
      return refuse(
        'GIFT_CARD_INVALID',
        'L’email du destinataire est requis pour lui envoyer la carte',
        `giftCards.${index}.recipientEmail`,
      );
  }
  const cardsCents = cards.reduce((sum, card) => sum + card.amountCents, 0);
  const shipping = subtotal > 0 && subtotal < 5000 ? 499 : 0;
  const body: CartQuote = {
    lines,
    subtotal: euros(subtotal),
    subscriptionSavings: euros(savings),
    discount: euros(discount),
    promo,
    shipping: euros(shipping),
    freeShippingThreshold: 50,
    amountToFreeShipping: euros(subtotal > 0 ? Math.max(0, 5000 - subtotal) : 0),
    total: euros(Math.max(0, subtotal - discount + shipping) + cardsCents),
    giftCards: cards.map((card) => ({ ...card, sendAt: null })),
    giftCardsCents: cardsCents,
    needsShipping: lines.length > 0,
  };
  return { status: 200, body };
}
