import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { type GiftCardLineInput, checkGiftCardLines } from '../../../shared/gift-card-rules.js';
import {
  type Category,
  InsufficientStockError,
  type Product,
  ProductCatalog,
  availableOf,
} from '../../catalog/index.js';
import { type CartLineInput, type Frequency, type Quote, type QuoteLine, priceCart } from '../domain/pricing.js';
import { CartProductNotFoundError, type UnknownCartLine } from '../domain/pricing.errors.js';
import { type PromoCode, findPromoCode, resolvePromoCode } from '../domain/promo-codes.js';
import { type CustomerId, PaidOrderLookup } from './paid-order-lookup.js';
import { type GiftCardPaymentPreview, GiftCardWallet } from './gift-card-wallet.js';
import type { Cents } from '../../../shared/money.js';
import {
  GIFT_CARD_PAYMENT_MESSAGES,
  GiftCardPaymentRefusedError,
  cardMayPay,
  cardPayableCents,
} from '../../../shared/gift-card-payment-rules.js';

export interface QuoteCartItem {
  productId: number;
  quantity: number;
  isSubscription: boolean;
  /** Subscription lines only (default monthly). */
  frequency?: Frequency | null;
  /** 'Offrir un abonnement': a prepaid gift subscription of 3, 6 or 12 boxes (docs/design/gifting.md). */
  giftBoxes?: number | null;
}

export interface QuoteCartCommand {
  items: readonly QuoteCartItem[];
  /** Missing, null, empty or blank: no promo code. */
  promoCode?: string | null;
  /** The signed-in customer, undefined for a visitor. */
  customerId?: CustomerId;
  /**
   * E-gift cards bought beside the boxes (docs/design/gift-cards.md), checked here by the one purchase
   * rule (400 GIFT_CARD_INVALID on `giftCards.<i>.<field>`); absent or null: none.
   */
  giftCards?: readonly GiftCardLineInput[] | null;
  /**
   * Codes of gift cards that pay the order (docs/design/gift-cards.md, "Paying with a card"): the quote
   * shows what each pays and what is left for Mollie; absent or empty: none.
   */
  giftCardCodes?: readonly unknown[] | null;
  /** The caller's address: card lookups count in the balance page's limits. */
  clientAddress?: string;
}

/** A priced line with what the cart shows beside it. */
export interface CartQuoteLine extends QuoteLine {
  image: string;
  category: Category;
}

export interface CartQuote extends Omit<Quote, 'lines'> {
  lines: CartQuoteLine[];
  /** What the shopper's gift cards pay, card by card (none without codes). */
  giftCardPayments: GiftCardPaymentPreview[];
  /** What Mollie will be asked: the total less the cards' payments. */
  amountDueCents: Cents;
}

/**
 * Prices a cart with the catalogue's current prices, stock and subscription options, and the
 * customer's promo code. The same use case will price the order at payment time.
 * Throws PricingError (400) for anything the shop refuses.
 */
@Injectable()
export class QuoteCartService {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly paidOrders: PaidOrderLookup,
    private readonly clock: Clock,
    private readonly wallet: GiftCardWallet,
  ) {}

  async execute(command: QuoteCartCommand): Promise<CartQuote> {
    const products = await this.catalog.findByIds(command.items.map((item) => item.productId));
    const unknown: UnknownCartLine[] = [];
    command.items.forEach((item, index) => {
      if (!products.has(item.productId)) unknown.push({ index, productId: item.productId });
    });
    if (unknown.length > 0) throw new CartProductNotFoundError(unknown);
    refuseMissingUnits(command.items, products);
    const giftCards = checkGiftCardLines(command.giftCards ?? null, this.clock.now());

    const lines = command.items.map((item): CartLineInput => {
      const product = products.get(item.productId)!;
      return {
        productId: product.id,
        name: product.name,
        priceCents: product.priceCents,
        inStock: availableOf(product) > 0,
        hasSubscriptionOption: product.hasSubscriptionOption,
        quantity: item.quantity,
        isSubscription: item.isSubscription,
        frequency: item.frequency ?? null,
        giftBoxes: item.giftBoxes ?? null,
      };
    });
    const promo = await this.promoFor(command.promoCode, command.customerId);
    const quote = priceCart({ lines, promo, giftCards });
    const giftCardPayments = await this.giftCardPayments(command, quote);
    return {
      ...quote,
      lines: quote.lines.map((line) => withDisplay(line, products.get(line.productId)!)),
      giftCardPayments,
      amountDueCents: quote.totalCents - giftCardPayments.reduce((sum, card) => sum + card.amountCents, 0),
    };
  }

  /**
   * What the codes would pay of the boxes (none: no codes; cards never pay other cards); a renewing
   * subscription line refuses every card.
   */
  private async giftCardPayments(command: QuoteCartCommand, quote: Quote): Promise<GiftCardPaymentPreview[]> {
    const codes = command.giftCardCodes ?? [];
    if (codes.length === 0) return [];
    if (!quote.lines.every(cardMayPay)) {
      throw new GiftCardPaymentRefusedError(
        { giftCardCodes: [GIFT_CARD_PAYMENT_MESSAGES.subscriptionLine] },
        'conflict',
      );
    }
    return this.wallet.preview(codes, cardPayableCents(quote), command.clientAddress ?? 'inconnue');
  }

  private async promoFor(
    input: string | null | undefined,
    customerId: CustomerId | undefined,
  ): Promise<PromoCode | null> {
    if (input === undefined || input === null || input.trim() === '') return null;
    // Only a first-order-only code needs the customer's order history, and only for a signed-in customer.
    const firstOrderOnly = findPromoCode(input)?.firstOrderOnly === true;
    const hasPaidOrder = firstOrderOnly && customerId !== undefined && (await this.paidOrders.hasPaidOrder(customerId));
    return resolvePromoCode(input, { hasPaidOrder });
  }
}

/** Field by field, in the line's order (an object spread here was a visible cost of every quote). */
function withDisplay(line: QuoteLine, product: Product): CartQuoteLine {
  return {
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    isSubscription: line.isSubscription,
    frequency: line.frequency,
    unitPriceCents: line.unitPriceCents,
    originalPriceCents: line.originalPriceCents,
    lineTotalCents: line.lineTotalCents,
    giftBoxes: line.giftBoxes,
    giftShippingCents: line.giftShippingCents,
    image: product.images[0] ?? '',
    category: product.category,
  };
}

/**
 * 409 'Stock insuffisant pour {name} : {n} disponible(s)' on the first line of a product whose lines
 * ask for more units than are available (the order's own reservation is then checked again, atomically).
 */
function refuseMissingUnits(items: readonly QuoteCartItem[], products: Map<number, Product>): void {
  const asked = new Map<number, number>();
  const shipped = items.filter((item) => item.giftBoxes === undefined || item.giftBoxes === null);
  for (const item of shipped) asked.set(item.productId, (asked.get(item.productId) ?? 0) + item.quantity);
  items.forEach((item, index) => {
    if (!shipped.includes(item)) return;
    const product = products.get(item.productId)!;
    const available = availableOf(product);
    if ((asked.get(item.productId) ?? 0) > available) {
      throw new InsufficientStockError(product.name, available, `items.${index}.quantity`);
    }
  });
}
