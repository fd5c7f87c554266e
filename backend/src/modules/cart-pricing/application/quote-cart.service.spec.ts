import { FixedClock } from '../../../shared/clock.js';
import type { Product, ProductCatalog } from '../../catalog/index.js';
import { PricingError } from '../domain/pricing.errors.js';
import { type CustomerId, PaidOrderLookup } from './paid-order-lookup.js';
import { GiftCardWallet } from './gift-card-wallet.js';
import { allocateGiftCards } from '../../../shared/gift-card-payment-rules.js';
import { QuoteCartService } from './quote-cart.service.js';

const product = (id: number, priceCents: number, extra: Partial<Product> = {}): Product => ({
  id,
  name: `Box ${id}`,
  description: '',
  contents: [],
  priceCents,
  category: 'Mensuelle',
  shippingWeightGrams: 1500,
  rating: 4,
  reviewCount: 1,
  stock: 10,
  isNew: false,
  hasSubscriptionOption: true,
  images: [`/images/products/${id}-1.svg`],
  reserved: 0,
  published: true,
  archivedAt: null,
  vatRate: 21,
  ...extra,
});

/** Just what the use case reads from the catalogue. */
function catalogOf(products: Product[]): ProductCatalog {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    findByIds: async (ids: readonly number[]) =>
      new Map(ids.filter((id) => byId.has(id)).map((id) => [id, byId.get(id)!] as const)),
  } as unknown as ProductCatalog;
}

class RecordingLookup extends PaidOrderLookup {
  asked: CustomerId[] = [];
  constructor(private readonly paid: Set<CustomerId>) {
    super();
  }
  async hasPaidOrder(customerId: CustomerId): Promise<boolean> {
    this.asked.push(customerId);
    return this.paid.has(customerId);
  }
}

/** Cards by code, each paying what the shared allocation rule gives it. */
function walletOf(balances: Record<string, number>): GiftCardWallet {
  const wallet = new GiftCardWallet();
  wallet.register({
    preview: async (codes, dueCents) => {
      const shares = allocateGiftCards(
        codes.map((code) => balances[String(code)] ?? 0),
        dueCents,
      );
      return codes.map((code, i) => ({
        last4: String(code).slice(-4),
        amountCents: shares[i]!,
        balanceCents: balances[String(code)] ?? 0,
        expiresAt: new Date('2027-11-29T10:00:00Z'),
      }));
    },
  });
  return wallet;
}
const wallet = walletOf({ AAAABBBBCCCC1111: 2000, AAAABBBBCCCC2222: 10000 });

describe('QuoteCartService', () => {
  let lookup: RecordingLookup;
  let service: QuoteCartService;

  beforeEach(() => {
    lookup = new RecordingLookup(new Set(['returning']));
    service = new QuoteCartService(
      catalogOf([product(1, 2999), product(2, 1000, { stock: 0, category: 'Cadeau', images: [] })]),
      lookup,
      new FixedClock(new Date('2026-11-29T10:00:00Z')),
      wallet,
    );
  });

  it('prices with the catalogue prices and adds what the cart shows beside each line', async () => {
    const quote = await service.execute({ items: [{ productId: 1, quantity: 2, isSubscription: true }] });
    expect(quote.lines).toEqual([
      expect.objectContaining({
        productId: 1,
        name: 'Box 1',
        image: '/images/products/1-1.svg',
        category: 'Mensuelle',
        unitPriceCents: 2549,
        frequency: 'monthly',
      }),
    ]);
    expect(quote.totalCents).toBe(5098);
  });

  it('refuses unknown products before anything else, naming each line', async () => {
    const failure = service.execute({
      items: [
        { productId: 9, quantity: 0, isSubscription: false },
        { productId: 1, quantity: 1, isSubscription: false },
      ],
      promoCode: 'NOPE',
    });
    await expect(failure).rejects.toBeInstanceOf(PricingError);
    await expect(failure).rejects.toMatchObject({
      code: 'CART_PRODUCT_NOT_FOUND',
      message: 'Produit non trouvé (n° 9)',
      errors: { 'items.0.productId': ['Produit non trouvé (n° 9)'] },
    });
  });

  it('treats a missing, null or blank promo code as none', async () => {
    const items = [{ productId: 1, quantity: 1, isSubscription: false }];
    for (const promoCode of [undefined, null, '', '  ']) {
      expect((await service.execute({ items, promoCode })).promo).toBeNull();
    }
  });

  it('asks for the order history only for a first-order code and a signed-in customer', async () => {
    const items = [{ productId: 1, quantity: 1, isSubscription: false }];
    await service.execute({ items, promoCode: 'promo10', customerId: 'returning' });
    await service.execute({ items, promoCode: 'bienvenue' });
    expect(lookup.asked).toEqual([]);

    const welcome = await service.execute({ items, promoCode: 'bienvenue', customerId: 'new' });
    expect(welcome.promo?.code).toBe('BIENVENUE');
    await expect(service.execute({ items, promoCode: ' BIENVENUE ', customerId: 'returning' })).rejects.toMatchObject({
      code: 'PROMO_CODE_FIRST_ORDER_ONLY',
      message: 'Le code BIENVENUE est réservé à votre première commande.',
      errors: { promoCode: ['Le code BIENVENUE est réservé à votre première commande.'] },
    });
    expect(lookup.asked).toEqual(['new', 'returning']);
  });

  it('refuses more units than are available, all lines of a product together (409, on the first line)', async () => {
    await expect(
      service.execute({ items: [{ productId: 2, quantity: 1, isSubscription: false }] }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      kind: 'conflict',
      message: 'Stock insuffisant pour Box 2 : 0 disponible(s)',
      errors: { 'items.0.quantity': ['Stock insuffisant pour Box 2 : 0 disponible(s)'] },
    });
    const tight = new QuoteCartService(
      catalogOf([product(1, 2999, { stock: 10, reserved: 8 })]),
      lookup,
      new FixedClock(new Date('2026-11-29T10:00:00Z')),
      wallet,
    );
    const two = await tight.execute({ items: [{ productId: 1, quantity: 2, isSubscription: false }] });
    expect(two.lines[0]!.quantity).toBe(2);
    await expect(
      tight.execute({
        items: [
          { productId: 1, quantity: 1, isSubscription: true },
          { productId: 1, quantity: 2, isSubscription: false },
        ],
      }),
    ).rejects.toMatchObject({
      message: 'Stock insuffisant pour Box 1 : 2 disponible(s)',
      errors: { 'items.0.quantity': ['Stock insuffisant pour Box 1 : 2 disponible(s)'] },
    });
  });

  it('prices e-gift cards beside the boxes, alone too, and refuses a broken card on its field', async () => {
    const card = { amountCents: 5000, recipientName: 'Léa', recipientEmail: 'lea@example.be', delivery: 'now' };
    const both = await service.execute({
      items: [{ productId: 1, quantity: 1, isSubscription: false }],
      giftCards: [card],
    });
    expect(both).toMatchObject({ giftCardsCents: 5000, needsShipping: true, totalCents: 2999 + 499 + 5000 });
    const alone = await service.execute({
      items: [],
      giftCards: [card, { ...card, delivery: 'print', recipientEmail: null }],
    });
    expect(alone).toMatchObject({
      lines: [],
      shippingCents: 0,
      giftCardsCents: 10000,
      needsShipping: false,
      totalCents: 10000,
    });
    await expect(
      service.execute({ items: [], giftCards: [card, { ...card, amountCents: 1050 }] }),
    ).rejects.toMatchObject({
      code: 'GIFT_CARD_INVALID',
      errors: { 'giftCards.1.amountCents': ['Le montant doit être un nombre entier d’euros, de 10 à 250 €'] },
    });
  });

  it('shows what gift cards pay, in their order, and what is left for Mollie; the total is unchanged', async () => {
    const quote = await service.execute({
      items: [{ productId: 1, quantity: 2, isSubscription: false }],
      giftCardCodes: ['AAAABBBBCCCC1111', 'AAAABBBBCCCC2222'],
    });
    expect(quote.totalCents).toBe(2 * 2999);
    expect(quote.giftCardPayments.map((card) => card.amountCents)).toEqual([2000, 2 * 2999 - 2000]);
    expect(quote.amountDueCents).toBe(0);
    const plain = await service.execute({ items: [{ productId: 1, quantity: 1, isSubscription: false }] });
    expect(plain.giftCardPayments).toEqual([]);
    expect(plain.amountDueCents).toBe(plain.totalCents);
  });

  it('refuses every gift card when the cart renews a subscription (its first payment makes a mandate)', async () => {
    await expect(
      service.execute({
        items: [{ productId: 1, quantity: 1, isSubscription: true }],
        giftCardCodes: ['AAAABBBBCCCC1111'],
      }),
    ).rejects.toMatchObject({
      code: 'GIFT_CARD_REFUSED',
      kind: 'conflict',
      errors: { giftCardCodes: [expect.stringMatching(/abonnement qui se renouvelle/)] },
    });
  });
});
